/**
 * How often a receipt mail is sent on the day of the purchase it confirms: the evidence behind
 * the confidence of a mail dated by its own Date header (src/parse/email/date.ts).
 *
 *   npx tsx bench/src/email-date-agreement.ts
 *
 * Reads the dev e-mails' tuning split and every public mail fixture, takes the purchase date a
 * label names in the body ("Order date", "Transaction date", "Date de la transaction" …) and
 * counts how many days before the message's own date (the forwarded original's, else the Date
 * header, on the sender's clock) it falls. A mail without a labelled date says nothing and is
 * only counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readEmail } from '../../packages/extract/src/email/read-email';
import { scoreDocumentDates } from '../../packages/extract/src/parse/document/dates';
import { guessLocale } from '../../packages/extract/src/parse/locale';
import { toRows } from '../../packages/extract/src/parse/text';
import { devSetDir, repoRoot } from './lib/dev-set';
import { splitOf } from './lib/score';

const DAY_MS = 86_400_000;

function mailFiles(): string[] {
  const devDir = path.join(devSetDir(), 'email');
  const devMails = readdirSync(devDir).filter((n) => n.endsWith('.eml'));
  const split = splitOf(devMails);
  const tuning = devMails.filter((n) => split.get(n) === 'tuning').map((n) => path.join(devDir, n));
  const fixtures = path.join(repoRoot, 'packages/extract/test/fixtures');
  const publicMails = readdirSync(fixtures)
    .filter((d) => d.startsWith('public-mail'))
    .flatMap((d) =>
      readdirSync(path.join(fixtures, d))
        .filter((n) => n.endsWith('.eml'))
        .map((n) => path.join(fixtures, d, n)),
    );
  return [...tuning, ...publicMails];
}

const gaps = new Map<string, number>();
let unlabelled = 0;
let undated = 0;
for (const file of mailFiles()) {
  const mail = await readEmail(readFileSync(file));
  const sent = mail.hints.emailDate?.slice(0, 10);
  if (!mail.body || !sent) {
    undated++;
    continue;
  }
  const rows = toRows(mail.body);
  const order = guessLocale(rows, mail.hints).order;
  const labelled = scoreDocumentDates(rows, order).find((d) => d.kind === 'purchase');
  if (!labelled) {
    unlabelled++;
    continue;
  }
  const gap = Math.round((Date.parse(sent) - Date.parse(labelled.iso.slice(0, 10))) / DAY_MS);
  const bucket = gap === 0 ? 'same day' : gap === 1 ? 'day before' : gap < 0 ? 'after the mail' : 'earlier';
  gaps.set(bucket, (gaps.get(bucket) ?? 0) + 1);
  if (process.env.DETAILS) console.log(`${path.basename(file)}: ${bucket} (${gap} d)`);
}
const dated = [...gaps.values()].reduce((a, b) => a + b, 0);
console.log(`mails with a labelled purchase date: ${dated}`);
for (const [bucket, n] of [...gaps].sort((a, b) => b[1] - a[1]))
  console.log(`  ${bucket.padEnd(14)} ${n} (${((100 * n) / dated).toFixed(0)}%)`);
console.log(`no labelled date in the body: ${unlabelled}; no body or no message date: ${undated}`);
