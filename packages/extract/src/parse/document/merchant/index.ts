import type { TextDocument } from '../../../text-document';
import { brandOfDomain } from '../../email/sender';
import { ADDRESSED_TO_READER, CONTACT_HEADING, OPENING_HOURS } from '../../lexicon/document-words';
import { BUYER_LABEL } from '../../lexicon/legal-forms';
import type { MerchantChoice } from '../../merchant';
import { classifyRow } from '../../rows';
import { compactOf, type Row } from '../../text';
import { fold } from '../fold';
import { repairUnmappedGlyphs } from '../unmapped-glyphs';
import { inBuyerBlock } from './buyer-block';
import { choice, sameCompany } from './candidate';
import { sellerCandidates } from './candidates';
import { cellsOf } from './cells';
import { CONTACT_LIKE, LABELLED_VALUE, STREET_ADDRESS } from './line-shapes';
import { mailSender } from './mail-sender';
import { sellerDomains } from './seller-domains';
import { isTitleOrColumnHeader } from './titles';

/**
 * The seller of an invoice or receipt PDF. Absorbs: the seller's name spelled by its own web or
 * billing-mail domain ("www.ladwp.com" and "Total LADWP Charges", "sales@heartinternet.uk" and
 * "Heart Internet Ltd."), legal names in the letterhead, a "From"/"De"/"Sold by" block or the
 * footer's legal line ("BOUYGUES TELECOM - Société Anonyme au capital …"), the buyer's block beside
 * or under "Bill to"/"Pour"/"Kunde", payment platforms printing their own name on another's sale,
 * and document titles and column headers, which never name the seller.
 *
 * One module per family of evidence, read in a fixed order by `candidates.ts`: `domain-names.ts`
 * (the name its own domain spells), `legal-names.ts`, `registration-numbers.ts` (VAT, KvK, Org.nr,
 * CIF, SIRET, USt-IdNr), `labelled-sellers.ts` (Sold by, payees, bank beneficiaries, thanks) and
 * `letterhead.ts`; `buyer-block.ts`, `titles.ts` and `line-shapes.ts` tell what is never the seller.
 */

/**
 * The seller of a digital PDF (text layer). A PDF attached to a receipt mail (`hints`) has a
 * second witness: the mail's sender. Its domain counts as one the document writes; a document
 * name that agrees with the sender wins over a slightly stronger one that does not; and when the
 * document names its seller only weakly (a line in body type, nothing at all), the sender is taken.
 */
export function chooseDocumentMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
  hints?: TextDocument['hints'],
): MerchantChoice | null {
  const chosen = documentMerchant(rows, fromHeader, hints);
  if (!chosen) return null;
  // A ligature the font maps to no character ("Spoti\u0000 AB"): the name as a domain spells it.
  const domains = [...sellerDomains(rows.map((r) => r.text).join('\n')).keys()];
  const spellings = [
    ...(mailSender(hints)?.brand ? [mailSender(hints)!.brand] : []),
    ...domains.map((d) => brandOfDomain(d)?.name ?? ''),
  ].filter(Boolean);
  const name = repairUnmappedGlyphs(chosen.name, spellings);
  return name === chosen.name
    ? chosen
    : { ...chosen, name, note: chosen.note?.replace(chosen.name, name) ?? null };
}

function documentMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
  hints?: TextDocument['hints'],
): MerchantChoice | null {
  const sender = mailSender(hints);
  const extra = new Map(sender?.domain ? [[sender.domain, 2]] : []);
  const candidates = sellerCandidates(rows, extra).filter((c) => c.evidence !== 'domain-name');
  const best = candidates[0];
  if (sender) {
    // Of the names that agree with the sender, the one spelled as the sender spells it.
    const agreeing =
      candidates.find((c) => compactOf(c.name) === compactOf(sender.brand)) ??
      candidates.find((c) => sameCompany(c.name, sender.brand));
    if (agreeing && (!best || sameCompany(best.name, sender.brand) || agreeing.score >= best.score - 1.5)) {
      return {
        ...choice(agreeing),
        note: `Merchant "${agreeing.name}" from ${agreeing.why}, as ${sender.why} says.`,
      };
    }
    // A letterhead set larger than the text, a legal name or a seller label names the seller
    // clearly, even when it is not the sender (a mail can carry another shop's receipt).
    if (!best || best.score < 1.35)
      return {
        name: sender.brand,
        confidence: 0.75,
        note: `Merchant "${sender.brand}" from ${sender.why}: the document names no seller clearly.`,
      };
  }
  if (best) return choice(best);
  // The seller's web address or billing mailbox, when no line spells its name; but a page that
  // opens with a name the domain does not spell ("SISTEMA VENTAS" over "Email:
  // info@soluciones.com") is headed by its seller: the mailbox may be a host's or a reseller's.
  const byDomain = sellerCandidates(rows, extra).find((c) => c.evidence === 'domain-name');
  if (byDomain) {
    const header = headerName(rows, fromHeader);
    // An opening line with digits ("Page 1 of 1") is more often the page's or a form's than a
    // seller's name: the domain keeps its claim.
    const opening =
      header && !/\d/.test(header.name) && compactOf(rows[0]?.text ?? '') === compactOf(header.name);
    const key = compactOf(byDomain.name);
    if (!opening || key.length < 3 || compactOf(header.name).includes(key)) return choice(byDomain, 0.7);
    return header;
  }
  return headerName(rows, fromHeader);
}

/**
 * The slip reader's top line, unless it is a title, a column header, a "label: value" row, a
 * line to the reader or the buyer's name.
 */
function headerName(rows: Row[], fromHeader: () => MerchantChoice | null): MerchantChoice | null {
  const header = fromHeader();
  if (!header || isTitleOrColumnHeader(header.name) || LABELLED_VALUE.test(header.name)) return null;
  // "Datum:" over "Zahlungsweise:", "Die Daten Ihres Mandats lauten:": a line closing on a colon
  // is a label whose value follows, never the seller's name.
  const key = compactOf(header.name);
  if (rows.some((r) => /:\s*$/.test(r.text) && compactOf(r.text) && key.startsWith(compactOf(r.text))))
    return null;
  if (STREET_ADDRESS.test(header.name) || CONTACT_LIKE.test(fold(header.name))) return null;
  // "Werkgeversdesk", "Klantenservice": a contact box's heading, not its company; so is any line
  // over the box's opening hours ("maandag t/m vrijdag", "Mo - Fr").
  if (CONTACT_HEADING.test(fold(header.name))) return null;
  const at = rows.findIndex((r) => compactOf(r.text).includes(key));
  if (at >= 0 && rows.slice(at + 1, at + 4).some((r) => OPENING_HOURS.test(fold(r.text)))) return null;
  // "Total 45 EUR" under a ticket's title: a sum or payment row with its amount names no one.
  const row = at >= 0 ? classifyRow(rows[at]!) : null;
  if (row && row.kind !== 'other' && row.money.length > 0) return null;
  // "Dear Evan Porter": a line to the reader, who is the buyer.
  if (ADDRESSED_TO_READER.test(fold(header.name))) return null;
  const cells = cellsOf(rows);
  const buyer = cells.some(
    (c) => compactOf(c.text).includes(compactOf(header.name)) && inBuyerBlock(cells, c),
  );
  return buyer || BUYER_LABEL.test(fold(header.name)) ? null : header;
}

/**
 * The seller of a scanned PDF (OCR text). A scan is most often a paper slip, whose top line the
 * slip reader knows best; the document's own web address in its letterhead, or a seller label,
 * outranks it, and the document reader's legal names and letterhead stand in when the slip
 * reader's line is a title, a column header or an address.
 */
export function chooseScannedMerchant(
  rows: Row[],
  fromHeader: () => MerchantChoice | null,
): MerchantChoice | null {
  const candidates = sellerCandidates(rows);
  const strong = candidates.find(
    (c) =>
      (c.evidence === 'domain' && c.top) || c.evidence === 'seller-label' || c.evidence === 'domain-name',
  );
  if (strong) return choice(strong, 0.8);
  const header = fromHeader();
  if (header && !isTitleOrColumnHeader(header.name) && !CONTACT_LIKE.test(fold(header.name))) return header;
  const fallback = candidates.find((c) => c.evidence !== 'domain-name');
  return fallback ? choice(fallback, 0.7) : null;
}
