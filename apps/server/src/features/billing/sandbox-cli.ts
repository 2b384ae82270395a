import { SandboxClockReport, type SandboxClockRequest } from '@receiptbox/contracts/api/payments';
import { loadConfigFromProcess } from '../../config';

/**
 * Simulates renewals, failed payments and expiry on the payment sandbox of a running
 * Receiptbox (same PUBLIC_URL/PORT settings as the server), by moving an account's test clock:
 *
 *   npm run sandbox -w apps/server -- renew  pat@example.com       # the period ends, the charge succeeds
 *   npm run sandbox -w apps/server -- fail   pat@example.com       # the period ends, the charge fails
 *   npm run sandbox -w apps/server -- expire pat@example.com       # the retries run out: back to Free
 *   npm run sandbox -w apps/server -- advance pat@example.com 10 [--decline]
 *
 * It calls the server (loopback only), because the embedded database belongs to that process.
 */
const USAGE =
  'usage: npm run sandbox -w apps/server -- renew|fail|expire <email>  |  advance <email> <days> [--decline]';

async function main(): Promise<number> {
  const [action, email, ...rest] = process.argv.slice(2);
  if (!email || !['renew', 'fail', 'expire', 'advance'].includes(action ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const body: SandboxClockRequest = { email, action: action as SandboxClockRequest['action'] };
  if (action === 'advance') {
    body.days = Number(rest.find((a) => !a.startsWith('--')));
    if (!Number.isFinite(body.days) || body.days <= 0) {
      console.error(USAGE);
      return 2;
    }
    if (rest.includes('--decline')) body.cardDeclines = true;
  }
  const config = loadConfigFromProcess();
  const url = `http://127.0.0.1:${config.port}/api/Payment/sandbox/clock`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(`Receiptbox does not answer at ${url} (${String(error)}); start it first.`);
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = (answer as { detail?: string } | null)?.detail ?? response.statusText;
    console.error(`${response.status}: ${detail}`);
    return 1;
  }
  const report = SandboxClockReport.parse(answer);
  console.log(`clock ${report.clock}; subscription ${report.status ?? 'none'}`);
  for (const event of report.events) console.log(`  sent ${event}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
