import type { MerchantChoice } from '../../merchant';
import { compactOf } from '../../text';
import type { Cell } from './cells';

/** Which evidence a candidate stands on: scans and mailed documents trust some more than others. */
export type Evidence = 'domain' | 'domain-name' | 'legal' | 'seller-label' | 'thanks' | 'letterhead';

export interface Candidate {
  name: string;
  score: number;
  why: string;
  evidence: Evidence;
  /** The evidence sits in the top third of the first page (the letterhead's zone). */
  top: boolean;
}

/** What every family of seller evidence reads from the document. */
export interface SellerContext {
  cells: Cell[];
  /** The seller's domains with mention counts, the mail's sender's counted in. */
  domains: Map<string, number>;
  /** Domains known from outside the text (the mail a PDF came attached to). */
  extraDomains: Map<string, number>;
  /** Domains of the role mailboxes ("billing@…", "support@…") the document writes. */
  billingMailboxDomains: Set<string>;
  /** The bottom of the first page's text. */
  pageBottom: number;
  /** The cell sits in the top third of the first page (the letterhead's zone). */
  inTop: (cell: Cell) => boolean;
}

export function choice(best: Candidate, cap = 0.95): MerchantChoice {
  return {
    name: best.name,
    confidence: Math.round(Math.min(cap, 0.4 + 0.1 * best.score) * 100) / 100,
    note: `Merchant "${best.name}" from ${best.why}.`,
  };
}

/** Two names of one company: one's letters begin the other's ("Acme" and "Acme Supplies"). */
export function sameCompany(a: string, b: string): boolean {
  const x = compactOf(a);
  const y = compactOf(b);
  return x.length >= 3 && y.length >= 3 && (x.startsWith(y) || y.startsWith(x));
}
