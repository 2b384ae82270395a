import type { InboundMailDeps } from './inbound-mail';
import type { SubmitReceipt } from './receipt-submission';

/** Inbound mail's door into the receipt pipeline (features/receipts). */
export function submitThroughPipeline(_deps: InboundMailDeps): SubmitReceipt {
  return async () => {
    throw new Error('the receipt pipeline is not wired yet (waiting for the foundation branch)');
  };
}
