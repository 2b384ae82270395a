import { findMoney } from './amounts';
import type { OrderEvidence } from './dates';
import { US_STATE_CODES } from './lexicon/regions';
import type { Row } from './text';

/**
 * Where a receipt comes from, read from its own text: the currency and the day/month order follow
 * from currency marks, tax names and address forms rather than from any store name.
 */
export interface LocaleGuess {
  currency: string | null;
  currencyReason: string;
  order: OrderEvidence;
  /** Malaysian or Singaporean text, where the seller is named by its registered company name. */
  registeredNames: boolean;
}

const US_STATES = US_STATE_CODES.join('|');
const US_ADDRESS = new RegExp(String.raw`\b(?:${US_STATES})\.?,?\s*\d{5}(?:-\d{4})?\b`);
// Without a ZIP code, a US town and state ending a line ("Mountain View, CA", "12 Oak Rd, Tucson,
// AZ") or a North American phone number:
// (area code) exchange-line, both starting 2-9, which Malaysian (0…), British (0…) and other
// numbers do not; Canada shares the numbers, so it is told apart first (CANADA).
const US_TOWN_LINE = new RegExp(String.raw`(?:^|[\s,])[A-Z][A-Z .'-]{1,30},\s*(?:${US_STATES})\.?$`);
const NANP_PHONE = /(?<![\d+])(?:\(\s?[2-9]\d{2}\s?\)\s?|[2-9]\d{2}[-.])[2-9]\d{2}[-.]\d{4}(?!\d)/;
const CANADA =
  /\b(?:CANADA|QUEBEC|QC|ONTARIO|ON|BC|AB|MB|NS|NB)\s*[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\bHST\b|\bPST\b|\bQST\b|\bTPS\b|\bTVQ\b/;
// "6:24pm PST", "10:05 PST": a clock time's zone (US and Canadian mails stamp their times so), not
// the provincial sales tax.
const TIME_ZONE_STAMP = /\b\d{1,2}[:.]\d{2}\s?(?:[AP]\.?M\.?)?\s?P[SD]T\b/g;
// VAT alone is European, not British: a UK postcode and a UK word are both needed.
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/;
const UK_WORDS = /\bUNITED KINGDOM\b|\bUK\b|\bLONDON\b|\bENGLAND\b|\bSCOTLAND\b|\bPLC\b/;
// A goods and services tax by name ("GST @6%", "GST Reg No", "Total GST", "SST"): Malaysia's, and
// also Singapore's, Australia's, New Zealand's, Canada's; never a US tax. Restaurant POS systems
// print the guest count as "Gst 2", which is none of these.
const GST_TAX =
  /\bGST\s*(?:REG|ID\b|NO\b|#|@|\(|\d{1,2}(?:\.\d+)?\s*%|SUMMARY|AMOUNT|AMT|PAYABLE|INCL|\d+(?:[.,]\d{2})\b)|\b(?:TOTAL|INCL\.?|INCLUSIVE|SR|ZR)\s*GST\b|\bSST\b/;
// What names Malaysia besides the tax: GST alone is also Singapore's, Australia's and Ireland's
// guest count ("Gst 6").
const MALAYSIA_NAMED =
  /MALAYSIA|SDN\.?\s*BHD|\bBHD\b|JALAN|\bJLN\b|TAMAN|SELANGOR|JOHOR|KUALA LUMPUR|PULAU PINANG|PERAK|\bRM\s?\d/;
const MALAYSIA_COMPACT = /SDNBHD|MALAYSIA|JALAN|SELANGOR|JOHOR|KUALALUMPUR/;
const REGISTERED_FORM = /SDN\.?\s*BHD|\bBHD\b|BERHAD|\bPTE\.?\s*LTD/;
const SINGAPORE = /SINGAPORE|\bS\$|\bSGD\b|\bPTE\.?\s*LTD/;
// India's GST: a GSTIN (state code, PAN, entity digit) or its central, state and integrated parts.
const INDIA = /\bGSTIN\b(?:\s*\/\s*UIN)?\s*(?:NO\.?)?\s*[:.-]?\s*\d{2}[A-Z]{5}\d{4}[A-Z]|\b[CSI]GST\b/;
// "ABN AMRO" is a Dutch bank that Dutch invoices name in their bank details, not an Australian
// Business Number.
const AUSTRALIA = /AUSTRALIA|\bABN\b(?![\s-]*AMRO\b)|\bNSW\b|\bVIC\b|\bQLD\b/;
// South Africa's rand written before the amount ("R7000.00", "R 135.54") beside a South African
// phone number or web address: the "R" alone also flags lines of other countries' slips.
const RAND_AMOUNT = /(?<![A-Z])R ?\d+(?:[.,]\d{2})\b/;
const SOUTH_AFRICA = /\+27\b|\.CO\.ZA\b|\.GOV\.ZA\b|SOUTH AFRICA/;
// A dollar sign in a total's label ("TOTAL $.", "Total ($)") marks the amounts beside it.
const DOLLAR_LABEL = /\b(?:SUB)?TOTAL\s*\(?\$\)?\.?(?=\s|$)/;
const EURO = /€|\bEUR\b/;
// Euro-area VAT names, matched in the printed case: an abbreviation starts with its capital
// ("MwSt", "USt", "TVA", "Iva", "BTW"), while a lower-case "ust" or "iva" is a word cut short by
// OCR ("you m|ust") or a word of a sentence, and names no tax.
const EURO_TAX_NAME = /\b(?:M[Ww][Ss][Tt]|U[Ss][Tt]|T[Vv][Aa]|I[Vv][Aa]|B[Tt][Ww])\b/;
// Nordic VAT names without a currency mark: Swedish "moms" with a Swedish word or register
// ("Att betala", "Kvitto", "Org.nr", "Bankgiro", "Momsreg.nr"), Danish "moms" with a CVR number,
// Norwegian "MVA".
const SWEDISH =
  /\bMOMS\b[\s\S]*?(?:\bATT BETALA\b|\bKVITTO\b|\bORG\.?\s*NR\b|\bBANKGIRO\b|\bMOMSREG)|(?:\bATT BETALA\b|\bKVITTO\b|\bORG\.?\s*NR\b|\bBANKGIRO\b|\bMOMSREG)[\s\S]*?\bMOMS\b/;
const DANISH = /\bMOMS\b[\s\S]*?\bCVR\b|\bCVR\b[\s\S]*?\bMOMS\b/;
const NORWEGIAN = /\bMVA\b/;
// Mexico: a taxpayer's RFC after its label (three or four letters, the date of birth or founding,
// three characters: "RFC FJC780315E91", "R.F.C.: XAXX010101000"), or an electronic invoice that
// says it is a CFDI. Its peso is written "$", and a CFDI's print may write no sign at all. "RFC"
// alone is also an internet standard ("RFC 5322"), which has no letters before its digits.
const MEXICO =
  /\bR\.?\s?F\.?\s?C\.?\s*[:.-]?\s*[A-ZÑ&]{3,4}-?\d{6}-?[A-Z\d]{3}\b|\bCFDI\b|COMPROBANTE FISCAL DIGITAL/;

export function guessLocale(rows: Row[], hints: { emailFrom?: string } = {}): LocaleGuess {
  const text = rows.map((r) => r.upper).join('\n');
  const printed = rows.map((r) => r.text).join('\n');
  const compact = rows.map((r) => r.compact).join(' ');
  const marks = new Map<string, number>();
  for (const r of rows) {
    for (const m of findMoney(r.upper))
      if (m.currency) marks.set(m.currency, (marks.get(m.currency) ?? 0) + 1);
    // Currency codes written in column headers ("Amt(RM)", "Price USD").
    if (DOLLAR_LABEL.test(r.upper)) marks.set('USD', (marks.get('USD') ?? 0) + 1);
    // Polish invoices name the currency in their amount columns' headings: "Netto (zł)", "VAT (PLN)".
    for (const _ of r.upper.matchAll(/\((?:ZŁ|PLN)\)/g)) marks.set('PLN', (marks.get('PLN') ?? 0) + 1);
    // Not a Turkish street: "Atatürk Cad. No 14" is "Caddesi".
    for (const m of r.upper.matchAll(/\b(RM|MYR|SGD|USD|EUR|GBP|CAD|AUD|INR)\b(?!(?<=CAD)\.\s*NO\b)/g)) {
      const code = m[1] === 'RM' ? 'MYR' : (m[1] ?? '');
      marks.set(code, (marks.get(code) ?? 0) + 1);
    }
  }
  const dollarMarked = [...marks.keys()].every((code) => code === 'USD') && marks.has('USD');
  // A GST with dollars is another dollar country's (SGD, AUD, NZD); without, Malaysia's.
  const gstWithDollars = GST_TAX.test(text) && dollarMarked;
  let malaysian =
    MALAYSIA_NAMED.test(text) || MALAYSIA_COMPACT.test(compact) || (GST_TAX.test(text) && !dollarMarked);
  const us = US_ADDRESS.test(text);
  let currency: string | null = null;
  let currencyReason = 'no currency mark found';
  const ranked = [...marks.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked.find(([code]) => code !== 'USD') ?? ranked[0];
  if (top) {
    currency = top[0];
    currencyReason = `the amounts carry ${top[0]} marks`;
  }
  // A bare "$" is dollars of some country; the address decides which.
  if (currency === 'USD' || currency === null) {
    const dollar = currency === 'USD';
    if (MEXICO.test(text)) currency = 'MXN';
    else if (SINGAPORE.test(text)) currency = 'SGD';
    else if (CANADA.test(text.replace(TIME_ZONE_STAMP, ' '))) currency = 'CAD';
    else if (AUSTRALIA.test(text)) currency = 'AUD';
    else if (INDIA.test(text)) currency = 'INR';
    else if (RAND_AMOUNT.test(text) && SOUTH_AFRICA.test(text)) currency = 'ZAR';
    else if (malaysian && !us) currency = 'MYR';
    else if (us || (dollar && !gstWithDollars)) currency = 'USD';
    else if (gstWithDollars) {
      currency = null;
      currencyReason = 'dollars with a GST: Singapore, Australian or New Zealand dollars';
    } else if (EURO.test(text) || EURO_TAX_NAME.test(printed)) currency = 'EUR';
    else if (DANISH.test(text)) currency = 'DKK';
    else if (SWEDISH.test(text)) currency = 'SEK';
    else if (NORWEGIAN.test(text)) currency = 'NOK';
    else if (/£/.test(text) || (UK_POSTCODE.test(text) && UK_WORDS.test(text))) currency = 'GBP';
    if (currency !== null && currency !== (dollar ? 'USD' : null))
      currencyReason = `the address and tax names point to ${currency}`;
    else if (currency === 'USD') currencyReason = us ? 'a US state and ZIP code' : 'the "$" sign';
  }
  if (currency === 'MYR') malaysian = true;
  if (!currency && hints.emailFrom && /\.(com|us)$/i.test(hints.emailFrom) && /\$/.test(text))
    currency = 'USD';

  let order: OrderEvidence;
  const usTown = rows.some((r) => US_TOWN_LINE.test(r.upper.trim()));
  const usPhone = rows.some((r) => NANP_PHONE.test(r.upper));
  const otherCountry = malaysian || gstWithDollars || (currency !== null && currency !== 'USD');
  if (us && !malaysian) order = { order: 'MDY', reason: 'the address is in the US' };
  else if (currency === 'USD') order = { order: 'MDY', reason: 'amounts are in US dollars' };
  else if (!otherCountry && usTown) order = { order: 'MDY', reason: 'the town line names a US state' };
  else if (!otherCountry && usPhone) order = { order: 'MDY', reason: 'the phone number is North American' };
  else if (currency && currency !== 'CAD')
    order = { order: 'DMY', reason: `receipts in ${currency} write the day first` };
  else order = { order: 'DMY', reason: 'most of the world writes the day first' };
  // GST alone also appears in Canada, Australia and India, so the company forms decide as well.
  const registeredNames =
    currency === 'MYR' || currency === 'SGD' || REGISTERED_FORM.test(text) || /SDNBHD/.test(compact);
  return { currency, currencyReason, order, registeredNames };
}

/** The receipt names Malaysia (an address, a Malaysian company form, ringgit), not only a GST line. */
export function namesMalaysia(rows: Row[]): boolean {
  return (
    rows.some((r) => MALAYSIA_NAMED.test(r.upper)) ||
    /SDNBHD|MALAYSIA|JALAN|SELANGOR|JOHOR|KUALALUMPUR/.test(rows.map((r) => r.compact).join(' '))
  );
}
