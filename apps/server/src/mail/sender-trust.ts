import { promises as dns } from 'node:dns';
import { eq } from 'drizzle-orm';
import { authenticate, type DNSResolver } from 'mailauth';
import type { SenderAuth } from '../config';
import type { Db } from '../db/open-database';
import { mailboxes, mailboxShares, sendFromAddresses, users } from '../db/schema';

/**
 * SPEC §1: only mail from authorized sending addresses is processed. Two questions, asked in
 * this order: is the From address one this mailbox accepts, and did that address really send it
 * (From is one header anyone can write, so with SENDER_AUTH=dmarc it must be backed by DKIM or
 * SPF aligned with its domain)?
 */

export type { DNSResolver };

/** The DNS every lookup goes through; tests inject a local one that serves their keys. */
export const systemResolver: DNSResolver = (name, rrtype) =>
  dns.resolve(name, rrtype) as Promise<string[][] | string[]>;

/**
 * Whether `from` may send to this mailbox: the owner's e-mail, one of the owner's authorized
 * send-from addresses, or a user the mailbox is shared with; case-insensitive.
 */
export async function isAuthorizedSender(db: Db, mailboxId: string, from: string): Promise<boolean> {
  const address = from.toLowerCase();
  const [mailbox] = await db
    .select({ ownerId: mailboxes.ownerId, ownerEmail: users.email })
    .from(mailboxes)
    .innerJoin(users, eq(users.id, mailboxes.ownerId))
    .where(eq(mailboxes.id, mailboxId));
  if (!mailbox) return false;
  if (mailbox.ownerEmail.toLowerCase() === address) return true;
  const sendFrom = await db
    .select({ email: sendFromAddresses.email })
    .from(sendFromAddresses)
    .where(eq(sendFromAddresses.userId, mailbox.ownerId));
  if (sendFrom.some((s) => s.email.toLowerCase() === address)) return true;
  const shares = await db
    .select({ email: mailboxShares.email })
    .from(mailboxShares)
    .where(eq(mailboxShares.mailboxId, mailboxId));
  return shares.some((s) => s.email.toLowerCase() === address);
}

export interface Envelope {
  clientIp: string;
  helo: string;
  mailFrom: string;
}

/**
 * `pass`: the From domain is vouched for; `fail`: it is not (or the message names no single
 * From); `temperror`: DNS could not answer now (worth retrying).
 */
export type FromVerdict = 'pass' | 'fail' | 'temperror';

/**
 * Verifies that the From header's domain sent the message: DMARC's rule (a passing DKIM
 * signature or SPF result whose domain aligns with the From domain). Where the domain publishes
 * a DMARC record its verdict counts; where it publishes none, the same alignment is required
 * (relaxed, organisational domains). A forward that keeps the user's own DKIM signature passes
 * by DKIM even though SPF names the forwarder.
 */
export async function verifyFrom(
  raw: Buffer,
  envelope: Envelope,
  options: { mode: SenderAuth; resolver?: DNSResolver; mta?: string },
): Promise<FromVerdict> {
  if (options.mode === 'off') return 'pass';
  const result = await authenticate(raw, {
    ip: envelope.clientIp,
    helo: envelope.helo,
    sender: envelope.mailFrom,
    ...(options.mta ? { mta: options.mta } : {}),
    resolver: options.resolver ?? systemResolver,
    disableArc: true,
    disableBimi: true,
  });
  if (result.dkim.headerFrom.length !== 1) return 'fail';
  const dmarc = result.dmarc;
  if (dmarc) {
    if (dmarc.status.result === 'pass') return 'pass';
    if (dmarc.status.result === 'temperror') return 'temperror';
    if (dmarc.status.result !== 'none') return 'fail';
  }
  // No DMARC record: the same alignment DMARC would ask for.
  const dkimAligned = result.dkim.results.some(
    (r) => r.status.result === 'pass' && Boolean(r.status.aligned),
  );
  if (dkimAligned) return 'pass';
  const spf = result.spf;
  if (spf && spf.status.result === 'pass') {
    const fromDomain = result.dkim.headerFrom[0]!.split('@').pop()!.toLowerCase();
    if (sameOrganisation(spf.domain.toLowerCase(), fromDomain)) return 'pass';
  }
  if (spf && spf.status.result === 'temperror') return 'temperror';
  return 'fail';
}

/** Relaxed alignment without a public-suffix list: one domain is the other or below it. */
function sameOrganisation(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}
