import { DirectUploadRequest, DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { decodeFileContent } from '../../upload-file';
import { requireSignedIn, signedInUser } from '../auth/guard';
import { findUploadTarget } from './mailbox-access';
import { processReceipt } from './process-receipt';

/**
 * POST /api/AppUser/DirectUpload and /api/AppUser/HsaDirectUpload (SPEC §7): one file into a
 * mailbox the caller owns or that is shared with them, through the receipt pipeline; answers
 * `{receipt}` (the HSA shape for HSA mailboxes), its id, and when it was already added.
 */
export async function receiptsRoutes(app: App, deps: AppDeps): Promise<void> {
  const options = {
    preHandler: requireSignedIn(deps),
    schema: { body: DirectUploadRequest, response: { 200: DirectUploadResponse } },
  };
  const upload = async (caller: { email: string }, body: DirectUploadRequest, hsaRoute: boolean) => {
    const target = await findUploadTarget(deps.db, caller.email, body.mailBoxId);
    if (hsaRoute && !target.isHsa) {
      throw new AppError('validation_failed', 'This mailbox is not an HSA/FSA mailbox: use DirectUpload.');
    }
    const bytes = decodeFileContent(body.fileContent);
    const { receiptId, receipts, alreadyAddedAt } = await processReceipt(deps, {
      mailboxId: target.mailboxId,
      channel: 'upload',
      submittedBy: caller.email,
      fileName: body.fileName,
      bytes,
    });
    const [receipt] = receipts;
    if (!receipt) throw new Error('the pipeline answered without a receipt');
    return { receipt, receiptId, alreadyAddedAt: alreadyAddedAt?.toISOString() ?? null };
  };
  app.post('/api/AppUser/DirectUpload', options, (request) =>
    upload(signedInUser(request), request.body, false),
  );
  app.post('/api/AppUser/HsaDirectUpload', options, (request) =>
    upload(signedInUser(request), request.body, true),
  );
}
