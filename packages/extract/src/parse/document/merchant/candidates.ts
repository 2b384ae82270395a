import type { Row } from '../../text';
import type { Candidate, SellerContext } from './candidate';
import { type Cell, cellsOf } from './cells';
import { brandsOfDomains, domainWrittenAsName, spelledByDomain } from './domain-names';
import { labelledSellers, payees, platformPrincipals, thankedShops } from './labelled-sellers';
import { legalNames, shortForms } from './legal-names';
import { letterhead } from './letterhead';
import { registeredNameCandidates } from './registration-numbers';
import { billingMailboxDomains, sellerDomainKeys, sellerDomains, sellsADomain } from './seller-domains';

/**
 * Every name the document offers for its seller, best first. `extraDomains` are domains known from
 * outside the text (the mail a PDF came attached to), counted as mentions. The families are read
 * in a fixed order: a later one skips names an earlier one found, and equal scores keep it.
 */
export function sellerCandidates(rows: Row[], extraDomains: Map<string, number> = new Map()): Candidate[] {
  const cells = cellsOf(rows);
  const text = rows.map((r) => r.text).join('\n');
  const domains = sellerDomains(
    rows
      .filter((r) => !sellsADomain(r.text))
      .map((r) => r.text)
      .join('\n'),
  );
  const mailboxes = billingMailboxDomains(text);
  for (const [d, n] of extraDomains) domains.set(d, (domains.get(d) ?? 0) + n);
  const pageBottom = Math.max(...cells.filter((c) => c.page === 0).map((c) => c.y + c.height), 1);
  const ctx: SellerContext = {
    cells,
    domains,
    extraDomains,
    billingMailboxDomains: mailboxes,
    pageBottom,
    inTop: (cell: Cell) => cell.page === 0 && cell.y < 0.35 * pageBottom,
  };
  const keys = sellerDomainKeys(domains);
  const candidates: Candidate[] = [];
  candidates.push(...spelledByDomain(ctx, keys));
  candidates.push(...domainWrittenAsName(ctx, candidates));
  candidates.push(...legalNames(ctx, keys));
  candidates.push(...registeredNameCandidates(ctx, candidates));
  candidates.push(...payees(ctx));
  candidates.push(...thankedShops(ctx));
  candidates.push(...labelledSellers(ctx));
  candidates.push(...platformPrincipals(ctx));
  candidates.push(...letterhead(cells));
  candidates.push(...shortForms(ctx, candidates));
  candidates.push(...brandsOfDomains(ctx, candidates));
  return candidates.sort((a, b) => b.score - a.score);
}
