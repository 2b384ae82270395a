import { brandOfDomain } from '../../email/sender';
import { LEGAL_FORM } from '../../lexicon/legal-forms';
import { compactOf } from '../../text';
import type { Candidate, SellerContext } from './candidate';
import type { Cell } from './cells';
import {
  ADDRESS_WORD,
  DOMAIN_AS_NAME,
  domainInTop,
  domainKeys,
  type SellerDomainKey,
} from './seller-domains';

/**
 * The seller's name as its own web or billing domain spells it: "Total LADWP Charges" beside
 * www.ladwp.com, "Heart Internet Ltd." beside sales@heartinternet.uk.
 */

/** "City of Kitchener": a town's name is its government's only after these words. */
const GOVERNMENT_PREFIX = /^(CITY|TOWN|COUNTY|VILLAGE|BOROUGH|STADT|GEMEINDE|VILLE|COMMUNE)\s+OF\s*$/i;

/**
 * The words of the text that spell `key` ("LADWP" in "Total LADWP Charges", "Enbridge Gas" in
 * "Enbridge Gas Distribution Inc."), as printed, with a "City of" before a town kept.
 */
function printedAs(cells: Cell[], key: string): { text: string; cell: Cell } | null {
  let fallback: { text: string; cell: Cell } | null = null;
  for (const cell of cells) {
    const words = cell.text.split(/\s+/).filter((w) => !ADDRESS_WORD.test(w));
    for (let i = 0; i < words.length; i++) {
      let compact = '';
      let spelled = '';
      for (let j = i; j < words.length && Math.min(compact.length, spelled.length) < key.length; j++) {
        compact += compactOf(words[j]!);
        spelled += compactOf(transliterated(words[j]!));
        if (compact !== key && spelled !== key) continue;
        let text = words.slice(i, j + 1).join(' ');
        const before = words.slice(Math.max(0, i - 2), i).join(' ');
        if (GOVERNMENT_PREFIX.test(before)) text = `${before} ${text}`;
        // Letter-spaced logos ("R E W E").
        if (words.slice(i, j + 1).every((w) => w.length === 1)) text = text.replace(/\s+/g, '');
        text = text.replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '').replace(/[.,:;]+$/, '');
        const result = { text, cell };
        // A name followed by its legal form or set as a heading is the clearest spelling.
        if (
          LEGAL_FORM.test(` ${words.slice(j + 1).join(' ')}`.slice(0, 25)) ||
          GOVERNMENT_PREFIX.test(before)
        )
          return result;
        fallback ??= result;
      }
    }
  }
  return fallback;
}

/** How a domain spells letters it cannot hold: "Süd" is "sued" in hostwerk-sued.de. */
function transliterated(word: string): string {
  return word
    .replace(/[äÄ]/g, 'ae')
    .replace(/[öÖ]/g, 'oe')
    .replace(/[üÜ]/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[åÅ]/g, 'aa')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'oe');
}

/** The words the text prints for each of the seller's domain keys: the strongest evidence. */
export function spelledByDomain(ctx: SellerContext, keys: SellerDomainKey[]): Candidate[] {
  const { cells, inTop, pageBottom } = ctx;
  const candidates: Candidate[] = [];
  for (const { domain, key, mentions } of keys) {
    const printed = printedAs(cells, key);
    if (printed)
      candidates.push({
        name: printed.text,
        score: 4 + 0.25 * Math.min(4, mentions) + (0.1 * printed.text.length) / 4,
        why: `the name its own address ${domain} spells`,
        evidence: 'domain',
        top: inTop(printed.cell) || domainInTop(cells, domain, pageBottom),
      });
  }
  return candidates;
}

/** A domain written as the name ("Amazon.com order number"). */
export function domainWrittenAsName(ctx: SellerContext, known: readonly Candidate[]): Candidate[] {
  const { cells, domains, inTop } = ctx;
  const candidates: Candidate[] = [];
  for (const cell of cells)
    for (const m of cell.text.matchAll(DOMAIN_AS_NAME))
      if (
        domains.has(m[1]!.toLowerCase()) &&
        ![...known, ...candidates].some((c) => compactOf(c.name) === compactOf(m[1]!.split('.')[0]!))
      )
        candidates.push({
          name: m[1]!,
          score: 3.8,
          why: 'the web address it writes as its name',
          evidence: 'domain',
          top: inTop(cell),
        });
  return candidates;
}

/**
 * The seller's web address in the letterhead names it even where no line spells the name: the
 * domain's brand ("larkspur-studio.io" → "Larkspur Studio"). Weak evidence, read last.
 */
export function brandsOfDomains(ctx: SellerContext, known: readonly Candidate[]): Candidate[] {
  const { cells, domains, extraDomains, billingMailboxDomains, pageBottom } = ctx;
  const candidates: Candidate[] = [];
  for (const [domain] of domains) {
    const name = brandOfDomain(domain)?.name;
    if (!name || known.some((c) => c.evidence === 'domain' && domainKeys(domain).includes(compactOf(c.name))))
      continue;
    const top = domainInTop(cells, domain, pageBottom);
    // A billing or support mailbox anywhere ("Questions? billing@larkspur-studio.io") is the
    // seller's own, as a web address in the letterhead is.
    const mailbox = billingMailboxDomains.has(domain);
    if (!top && !extraDomains.has(domain) && !mailbox) continue;
    candidates.push({
      name,
      score: top || extraDomains.has(domain) ? 1.5 : 1.2,
      why: top || extraDomains.has(domain) ? `its web address ${domain}` : `its mailbox at ${domain}`,
      evidence: 'domain-name',
      top,
    });
  }
  return candidates;
}
