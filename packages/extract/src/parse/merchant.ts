import { repairLegalForms } from './lexicon/legal-forms';
import { compactOf, type Row } from './text';

/**
 * The seller's name from the receipt header. Absorbs: addresses, phone and registration lines,
 * URLs and document titles above or below the name, registration numbers glued to the name
 * ("(123456-X)"), and e-mail receipts whose body names no store (the sender is used instead).
 */
export interface MerchantChoice {
  name: string;
  confidence: number;
  note: string | null;
}

const LEGAL_FORM =
  /(SDN\.?\s*BHD|\bBHD\b|BERHAD|\bS\/?B\b|ENTERPRISE|TRADING|\bPLT\b|\bLTD\b|LIMITED|\bINC\b|\bLLC\b|\bCORP|COMPANY|\bCO\b\.?|\bPTE\b|GMBH|\bPLC\b|PERNIAGAAN|RESTORAN|RESTAURANT|\bKEDAI\b|HARDWARE|MARKETING|SERVICES|INDUSTRIES|HOLDINGS|BAKERY|BAKERIES|STATIONERY|\bSTORES?\b|PHARMACY|SUPERMARKET|\bMART\b|CAFE|KOPITIAM)/;
const LEGAL_COMPACT =
  /(SDNBHD|BHD$|BERHAD|ENTERPRISE|TRADING|PLT$|LTD$|LIMITED|INC$|LLC$|PERNIAGAAN|RESTORAN|RESTAURANT|HARDWARE|MARKETING|BAKER|STATIONERY|PHARMACY|SUPERMARKET|KOPITIAM)/;
const STRONG_LEGAL =
  /(SDN\.?\s*BHD|SDNBHD|BERHAD|\bBHD\b|\bS\/?B\b|\bPLT\b|\bLTD\b|LIMITED|\bINC\b|\bLLC\b|GMBH|\bPLC\b|ENTERPRISE|TRADING)/;
const ADDRESS =
  /\b(JALAN|JLN|TAMAN|LORONG|PERSIARAN|LEBUH|BANDAR|KAMPUNG|KG|LOT|NO\.?\s*\d|BLOK|BLOCK|FLOOR|TINGKAT|ARAS|STREET|ST\.|ROAD|RD\.?|AVENUE|AVE|BLVD|BOULEVARD|DRIVE|DR\.|LANE|SUITE|STE|HWY|HIGHWAY|PLAZA|CENTRE|CENTER|MALL|PO BOX|P\.O\.|SELANGOR|JOHOR|KUALA LUMPUR|MALAYSIA|SINGAPORE|PENANG|PERAK|KEDAH|MELAKA|PAHANG|SABAH|SARAWAK|WILAYAH|USA)\b|\b\d{5}\b|,\s*[A-Z]{2}\s+\d{5}/;
const ADDRESS_COMPACT = /^(NO)?\d+[A-Z]?(JALAN|JLN|LOT)|JALAN|TAMAN|LORONG|PERSIARAN|\d{5}[A-Z]+$|^\d{5}/;
const CONTACT =
  /(\bTEL(?:EPHONE)?\b|\bTEL(?=[\d:.#])|\bPHONE|\bFAX|H\/P|HP:|\bMOBILE|\bE-?MAIL|WWW\.|HTTP|\.COM|\.MY\b|@|\bGST|\bSST|\bREG(?![A-MP-Z])|\bROC\b|CO\.?\s*NO|COMPANY NO|\bBRN\b|\bTIN\b|\bVAT|\bABN\b|\(\s*\d{4,}[-\s]*[A-Z]?\s*\)|\d{3}[-\s]?\d{3,4}[-\s]?\d{4})/;
const TITLE =
  /^(SIMPLIFIED\s*)?(FULL\s*)?(TAX\s*)?(INVOICE|RECEIPT|RECIEPT|BILL|CASH\s*SALES?|CASH\s*BILL|CREDIT\s*NOTE|OFFICIAL\s*RECEIPT|SALES\s*RECEIPT|ORDER|CHECK|TABLE|COPY|CUSTOMER\s*COPY|MERCHANT\s*COPY|DUPLICATE|REPRINT|WELCOME|THANK\s*YOU.*|CASH|QUOTATION|DELIVERY ORDER|SALES?|REFUND|VOID|RETURNS?|APPROVED|PAID|WELCOME\s*TO)$/;
const FORMER_NAME = /\b(F\.?K\.?A|FORMERLY|DAHULUNYA|DAHULU DIKENALI)\b/;
const REGISTRATION = /\(\s*[A-Z]{0,3}\d{4,}[-\s]*[A-Z]?\s*\)|\b\d{5,}-[A-Z]\b/;
const REGISTRATION_ONLY = /^[A-Z]{0,3}\d{5,}[A-Z]$/;
const NOISE =
  /DATE|TIME|\bBUY\b.*\bGET\b|\bCOUPON|\bPROMO|\bVOUCHER|DINE ?IN\b|TAKE ?OUT|TAKE ?AWAY|DRIVE ?THRU|EAT ?IN\b|YOUR|GUEST|CLIENTS?\b|COVERS\b|NUMBER|ORDER|VISIT|SURVEY|CASHIER|TABLE|\bPAX\b|SERVER|INVOICE NO|RECEIPT NO|BILL NO|DOC NO|\d{1,2}[/:-]\d{2}/;

/** OCR reads O as 0 and I as 1 inside words ("F00DICI0US", "1DEA"); words with only those digits are fixed. */
export function fixLetterDigits(text: string): string {
  return text
    .replace(/[A-Za-z0-9]+/g, (word) => {
      const letters = word.replace(/[^A-Za-z]/g, '').length;
      if (letters < 2 || !/^[A-Za-z01]+$/.test(word) || !/[01]/.test(word)) return word;
      const upper = word === word.toUpperCase();
      return word.replace(/0/g, upper ? 'O' : 'o').replace(/1/g, upper ? 'I' : 'l');
    })
    .replace(/(?<=[A-Z]-)0\b/g, 'O');
}

/** Words common in business names, used to repair one-letter OCR slips ("CONFECTIUNERY"). */
const TRADE_WORDS = [
  'RESTAURANT',
  'RESTORAN',
  'CONFECTIONERY',
  'HARDWARE',
  'ENTERPRISE',
  'TRADING',
  'STATIONERY',
  'BAKERY',
  'BAKERIES',
  'SEAFOOD',
  'KITCHEN',
  'MARKETING',
  'CENTRE',
  'CENTER',
  'SUPERMARKET',
  'PHARMACY',
  'KOPITIAM',
  'MACHINERY',
  'ELECTRICAL',
  'ELECTRONICS',
  'DISTRIBUTION',
  'BOOKSTORE',
  'BOOKSTORES',
  'VEGETARIAN',
  'BEVERAGE',
  'INDUSTRIES',
  'HOLDINGS',
  'SERVICES',
  'LEISURE',
  'VENTURE',
  'DIVISION',
  'FURNITURE',
  'PERNIAGAAN',
  'TRADERS',
  'MINIMARKET',
  'GROCERY',
  'PRINTING',
  'MEDICAL',
  'CLINIC',
  'STATION',
  'BISTRO',
  'COFFEE',
  'GARDEN',
  'FASHION',
  'BOUTIQUE',
  'PHOTOGRAPHY',
  'INTERNATIONAL',
  'CORPORATION',
  'COMPANY',
  'LIMITED',
  'BERHAD',
];

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** A trade word within one edit of `word`, under the length rules of fixTradeWords. */
function nearTradeWord(word: string): string | undefined {
  const upper = word.toUpperCase();
  return TRADE_WORDS.find((w) => {
    const ok =
      w.length === upper.length ? w.length >= 7 : w.length > upper.length ? w.length >= 8 : w.length >= 9;
    // A singular or plural of a trade word is a word of its own ("SERVICE AREA"), not a slip.
    const plural = w === `${upper}S` || upper === `${w}S`;
    return ok && !plural && (withinOneEdit(upper, w) || twoSlips(upper, w));
  });
}

/**
 * Dot-matrix print loses two letters of a long word at once ("HARLWARI"). Two wrong letters are
 * repaired in words of eight or more, unless both are in the ending: a different ending makes a
 * different word ("INDUSTRIAL" is not "INDUSTRIES").
 */
function twoSlips(word: string, trade: string): boolean {
  if (word.length !== trade.length || word.length < 8) return false;
  const wrong: number[] = [];
  for (let i = 0; i < word.length; i++) if (word[i] !== trade[i]) wrong.push(i);
  return wrong.length === 2 && wrong[0]! < word.length - 2;
}

/** True when some word of `text` is a trade word or one OCR slip away from one ("Restourant"). */
function nearTradeWordIn(text: string): boolean {
  return text
    .split(/[^A-Za-z]+/)
    .some((w) => w.length >= 6 && (TRADE_WORDS.includes(w.toUpperCase()) || !!nearTradeWord(w)));
}

/**
 * OCR puts a word space where it lost a letter ("Hardwa e"): a long word followed by a lone letter
 * is joined back when only the joined form is close to a trade word.
 */
function rejoinSplitWords(text: string): string {
  return text.replace(/\b([A-Za-z]{4,}) ([A-Za-z])\b/g, (whole, head: string, tail: string) => {
    const joined = head + tail;
    if (TRADE_WORDS.includes(head.toUpperCase()) || nearTradeWord(head)) return whole;
    return TRADE_WORDS.includes(joined.toUpperCase()) || nearTradeWord(joined) ? joined : whole;
  });
}

/** Repairs one-letter OCR slips in common trade words, keeping the word's case style. */
export function fixTradeWords(text: string): string {
  // Words are also found inside CamelCase runs that OCR glued together ("ENWHardwaeCentre").
  return rejoinSplitWords(text).replace(/[A-Z][a-z]{5,}|[A-Z]{7,}|[a-z]{7,}/g, (word) => {
    const upper = word.toUpperCase();
    if (TRADE_WORDS.includes(upper)) return word;
    // A dropped or extra letter is only repaired in long words, where it cannot be a prefix.
    const match = nearTradeWord(upper);
    if (!match) return word === upper ? fixGluedTail(word) : word;
    if (word === upper) return match;
    if (word === word.toLowerCase()) return match.toLowerCase();
    return match.charAt(0) + match.slice(1).toLowerCase();
  });
}

/**
 * OCR glues a capitals name into one run ("HUATHARDMARE"); a run that ends one letter off a trade
 * word ends in that word.
 */
function fixGluedTail(run: string): string {
  for (const w of TRADE_WORDS) {
    if (w.length < 7 || run.length < w.length + 2) continue;
    const tail = run.slice(-w.length);
    let wrong = 0;
    for (let i = 0; i < w.length && wrong < 2; i++) if (tail[i] !== w[i]) wrong += 1;
    if (wrong === 1) return run.slice(0, -w.length) + w;
  }
  return run;
}

/** Drops registration numbers and other parenthesised codes glued to a name. */
export function cleanName(text: string): string {
  return (
    repairLegalForms(text)
      .replace(/\(\s*(?:CO\.?\s*(?:REG\.?)?\s*NO\.?\s*:?)?\s*[A-Z]{0,3}\d[\dA-Z\s-]*\)/gi, ' ')
      .replace(
        /\b(?:CO\.?\s*REG(?:\.|ISTRATION)?\s*NO\.?|COMPANY\s*NO\.?|ROC\s*NO\.?)\s*:?\s*[\dA-Z-]+/gi,
        ' ',
      )

      // A stray "/X" after a word is OCR noise ("SIN DU/S"); "S/B" (Sdn Bhd) is kept.
      .replace(/(?<=[A-Z]{2})\/[A-Z]$/i, '')
      .replace(/[\s,.:;-]+$/g, '')
      .replace(/^[\s,.:;*#-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A line's text as a name: codes dropped, letters read as digits and trade-word slips repaired. */
function nameOf(text: string): string {
  return fixTradeWords(fixLetterDigits(cleanName(text)));
}

function nameLike(name: string, minLetters = 0.6): boolean {
  const upper = name.toUpperCase();
  const compact = upper.replace(/[^A-Z0-9]/g, '');
  if (compact.length < 2 || letterRatio(name) < minLetters) return false;
  return !(TITLE.test(upper.replace(/[^A-Z ]/g, '').trim()) || TITLE.test(compact));
}

/** True when `above` reads as the first half of a name continued on `below`. */
function wrapsInto(above: Row, below: Row): boolean {
  return namePart(above, 0.85) && sameBlock(above, below);
}

/** Two lines set in about the same size, one right under the other. */
function sameBlock(above: Row, below: Row): boolean {
  const ratio = above.height / below.height;
  return (
    above.page === below.page &&
    below.y - above.y < 1.7 * Math.max(below.height, above.height) &&
    ratio > 0.65 &&
    ratio < 1.55
  );
}

/** Two lines in the same type: heights within a tenth, both in capitals. */
function sameType(a: Row, b: Row): boolean {
  const ratio = a.height / b.height;
  return ratio > 0.9 && ratio < 1.1 && a.text === a.upper && b.text === b.upper;
}

/** A line that can be part of a name: no digits, address, contact or noise words. */
function namePart(row: Row, minLetters: number, text = row.text): boolean {
  const name = fixLetterDigits(cleanName(text));
  const upper = name.toUpperCase();
  if (!nameLike(name, minLetters) || /\d/.test(name)) return false;
  return !(ADDRESS.test(upper) || CONTACT.test(upper) || NOISE.test(upper) || /[-,]/.test(name));
}

/** Words that end a legal name; a line starting with one continues the line above. */
const TAIL_WORD =
  /^(\)|SDN\b|BHD\b|BERHAD|S\/?B\b|PLT\b|LTD\b|LIMITED|ENTERPRISES?\b|TRADING|INDUSTRIES|HOLDINGS|\(M\))/;

function registrationLine(row: Row | undefined): boolean {
  if (!row) return false;
  return REGISTRATION_ONLY.test(compactOf(row.upper).replace(/^(CO|ROC|REG|NO|COREGNO)+/, ''));
}

const GENERIC_WORDS = new Set(
  'SDN BHD BERHAD S/B PLT LTD LIMITED INC LLC CO CORP COMPANY PTE GMBH PLC RESTAURANT RESTORAN TRADING ENTERPRISE HARDWARE STATIONERY BAKERY BAKERIES MARKETING SERVICES INDUSTRIES HOLDINGS SUPERMARKET PHARMACY STORE STORES FOOD BEVERAGE (M) M'.split(
    ' ',
  ),
);

/** A line made only of legal-form and trade words ("RESTAURANT SDN BHD") is the end of a wrapped name. */
function onlyLegalWords(name: string): boolean {
  const words = name.toUpperCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => GENERIC_WORDS.has(w));
}

/** Share of matching letters (Dice coefficient on letter pairs), spaces and case ignored. */
function similarity(a: string, b: string): number {
  const pairs = (s: string) => {
    const t = s.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return Array.from({ length: Math.max(0, t.length - 1) }, (_, i) => t.slice(i, i + 2));
  };
  const pa = pairs(a);
  const pb = pairs(b);
  if (pa.length === 0 || pb.length === 0) return 0;
  const rest = [...pb];
  let common = 0;
  for (const p of pa) {
    const k = rest.indexOf(p);
    if (k >= 0) {
      common += 1;
      rest.splice(k, 1);
    }
  }
  return (2 * common) / (pa.length + pb.length);
}

function shortWord(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && !/\d/.test(text) && nameLike(text) && !ADDRESS.test(text.toUpperCase());
}

/** A line clear enough to be joined to a name: OCR fragments of a logo ("ts") are not. */
function clearWords(row: Row): boolean {
  return shortWord(row.text) && row.confidence >= 0.7 && row.text.replace(/[^A-Za-z]/g, '').length >= 3;
}

function letterRatio(s: string): number {
  const letters = s.replace(/[^A-Za-z]/g, '').length;
  return s.length === 0 ? 0 : letters / s.replace(/\s/g, '').length;
}

function nameFromEmail(hints: { emailFrom?: string; emailFromName?: string } | undefined): string | null {
  if (!hints) return null;
  const display = hints.emailFromName?.replace(/["']/g, '').trim();
  if (display && !/no-?reply|notifications?|receipts?|billing|orders?/i.test(display)) return display;
  const domain = hints.emailFrom?.split('@')[1]?.toLowerCase();
  if (!domain) return display || null;
  const parts = domain
    .split('.')
    .filter((p) => !/^(mail|email|e|em|info|news|noreply|receipts?|orders?)$/.test(p));
  const base = parts.length >= 2 ? parts[parts.length - 2] : parts[0];
  if (!base) return null;
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** Company-law suffixes that name the operating company rather than the store outside Malaysia/Singapore. */
const OPERATOR_FORM = /\b(PLC|LTD|LIMITED|INC|LLC|CORP|CORPORATION|GMBH|CO)\b\.?/g;
const HAS_OPERATOR_FORM = new RegExp(OPERATOR_FORM.source);

export interface MerchantContext {
  /**
   * True where receipts are known by the registered company name (Malaysia and Singapore print
   * "... SDN BHD" / "... PTE LTD" as the seller). Elsewhere a "plc" or "Inc." line names the
   * operator, and the brand printed largest at the top is the store's name.
   */
  registeredNames: boolean;
}

/**
 * Registered names wrap over several lines of one size: "AIK HUAT HARDWARE" / "ENTERPRISE (SETIA"
 * / "ALAM) SDN BHD", then the registration number. The block grows while a parenthesis is open,
 * while it starts with a word that ends a legal name, and down to a registration number printed
 * right under the next line.
 */
function extendLegalName(rows: Row[], chosen: { row: Row; name: string; i: number }, top: number): void {
  let first = top;
  let last = chosen.i;
  const text = (r: Row) => nameOf(r.text);
  const balance = () => (chosen.name.match(/\(/g) ?? []).length - (chosen.name.match(/\)/g) ?? []).length;
  // A place inside the brackets ("(TAMAN MAJU)") is part of the name, not an address line.
  const outsideBrackets = (t: string) => t.replace(/\([^)]*$/, ' ').replace(/^[^(]*\)/, ' ');
  for (let n = 0; n < 2; n++) {
    const lastRow = rows[last];
    const next = rows[last + 1];
    if (!lastRow || !next || !sameBlock(lastRow, next)) break;
    const complete = /(SDN\.?\s*BHD|BERHAD|\bBHD|\bS\/?B|\bPLT|\bLTD|LIMITED)\.?$/.test(
      chosen.name.toUpperCase(),
    );
    const beforeRegistration = !complete && !registrationLine(next) && registrationLine(rows[last + 2]);
    if (!(balance() > 0 || beforeRegistration) || !namePart(next, 0.6, outsideBrackets(next.text))) break;
    chosen.name = `${chosen.name} ${text(next)}`;
    last += 1;
  }
  for (let n = 0; n < 2; n++) {
    const firstRow = rows[first];
    const prev = rows[first - 1];
    const tail = TAIL_WORD.test(chosen.name.toUpperCase()) || balance() < 0;
    if (!firstRow || !prev || !tail || !sameBlock(prev, firstRow)) break;
    if (!namePart(prev, 0.4, outsideBrackets(prev.text))) break;
    chosen.name = `${text(prev)} ${chosen.name}`;
    first -= 1;
  }
  chosen.row = rows[last] ?? chosen.row;
  chosen.i = last;
}

/**
 * Stores often print their name again at the foot ("Thank you for shopping at" / the name). When
 * that repeat reads the same name with a letter or two more, the header lost them to OCR, and the
 * fuller reading is kept.
 */
function preferFullerRepeat(footer: Row[], chosen: { row: Row; name: string }): void {
  const length = compactOf(chosen.name).length;
  for (const row of footer) {
    const name = nameOf(row.text);
    const extra = compactOf(name).length - length;
    // Extra words around the whole name ("AT MORRISONS") are not letters the header lost.
    if (compactOf(name).includes(compactOf(chosen.name))) continue;
    if (extra < 1 || extra > 3 || /\d/.test(name) || !nameLike(name)) continue;
    if (CONTACT.test(name.toUpperCase()) || similarity(chosen.name, name) < 0.85) continue;
    chosen.name = name;
    return;
  }
}

/** Lines that end a receipt but name no business: thanks, invitations, policies, signatures. */
const SIGN_OFF_NOISE =
  /^(THANK|THANKS|PLEASE|VISIT|COME|WELCOME|HAVE|SEE|FOLLOW|LIKE|FIND|JOIN|SAVE|CUSTOMER|SIGNATURE|CARDHOLDER|APPROVED|TOTAL|ALL|NO|GOODS|RETURN|EXCHANGE|POWERED|OPEN|HOURS|STORE HOURS|MANAGER)\b/;
/** Running text or staff and opening-hours lines; a name may start with THE but holds none of these. */
const SENTENCE =
  /\s(THE|AND|OR|IN|OF|FOR|YOU|YOUR|WITH|TO|IS|ARE|WE|OUR|BY|AT|ON)\b|\bMANAGER\b|\bHOURS\b|\bOPEN\b|\bMEMBER/;
/** An amount with cents or a summary label: the foot of a receipt starts below the last one. */
const AMOUNT_ROW = /\d[.,]\d{2}\b|TOTAL|\bTAX\b|CHANGE|\bCASH\b|BALANCE|AMOUNT|TENDER/;

/** A name at the top is followed within three lines by the store's address or phone. */
function anchored(rows: Row[], i: number | undefined): boolean {
  if (i === undefined) return false;
  return rows.slice(i + 1, i + 4).some((r) => ADDRESS.test(r.upper) || CONTACT.test(r.upper));
}

/** The rows below the header and below the last amount: where a store signs off. */
function afterAmounts(rows: Row[], headerLimit: number): Row[] {
  let start = headerLimit;
  rows.forEach((row, i) => {
    if (i >= headerLimit && AMOUNT_ROW.test(row.upper)) start = i + 1;
  });
  return rows.slice(start);
}
const STREET_NUMBER = /^\d{1,5}[A-Z]?,?\s+[A-Z]{2,}/;

/**
 * Photos often miss the header, or open with a promotion, while stores sign off at the foot with
 * their name: "McDonald's Restaurant", or the name over its street address. A line with a trade
 * word qualifies when the header's best line has none; a name over an address only when the header
 * offered nothing that reads as a name, or no address follows it (`headerUnsure`).
 */
function footerName(footer: Row[], headerUnsure: boolean): { name: string; row: Row } | null {
  for (let k = footer.length - 1; k >= 0; k--) {
    const row = footer[k]!;
    const name = nameOf(row.text)
      .replace(/\s+'/g, "'")
      .replace(/\s*:\s*/g, ' ')
      .trim();
    const upper = name.toUpperCase();
    if (row.confidence < 0.8 || SIGN_OFF_NOISE.test(upper) || SENTENCE.test(upper)) continue;
    if (name.split(/\s+/).length > 5 || !namePart(row, 0.8, name)) continue;
    const next = footer[k + 1];
    const overAddress =
      !!next && sameBlock(row, next) && (ADDRESS.test(next.upper) || STREET_NUMBER.test(next.upper));
    const trade = LEGAL_FORM.test(upper) && !onlyLegalWords(name);
    if (trade || (overAddress && headerUnsure)) return { name, row };
  }
  return null;
}

export function chooseMerchant(
  rows: Row[],
  hints?: { emailFrom?: string; emailFromName?: string },
  context: MerchantContext = { registeredNames: true },
): MerchantChoice | null {
  const headerLimit = Math.max(4, Math.min(12, Math.ceil(rows.length * 0.35)));
  const header = rows.slice(0, headerLimit);
  const heights = header.map((r) => r.height).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 1;
  // The logo: the tallest name-like header line, clearly taller than the body text.
  const logo = context.registeredNames
    ? null
    : header
        .filter(
          (r) =>
            r.confidence >= 0.8 &&
            nameLike(r.text) &&
            !/\d/.test(r.text) &&
            !ADDRESS.test(r.upper) &&
            !CONTACT.test(r.upper) &&
            !NOISE.test(r.upper),
        )
        .reduce<Row | null>((a, r) => (a && a.height >= r.height ? a : r), null);
  let best: { row: Row; score: number; name: string; i: number } | null = null;
  header.forEach((row, i) => {
    const name = nameOf(row.text);
    const upper = name.toUpperCase();
    const compact = upper.replace(/[^A-Z0-9]/g, '');
    if (!nameLike(name)) return;
    let score = 1 - i * 0.12;
    // Legal names carry their registration number, on the same line or the next.
    const registered = REGISTRATION.test(row.upper);
    const nextRegistered = registrationLine(rows[i + 1]);
    if (nextRegistered) score += 0.1;
    if (/^\(.*\)$/.test(row.text.trim())) score -= 1;
    const legal = context.registeredNames ? upper : upper.replace(OPERATOR_FORM, ' ');
    const legalCompact = context.registeredNames ? compact : compactOf(legal);
    if (LEGAL_FORM.test(legal) || LEGAL_COMPACT.test(legalCompact)) score += 1.5;
    if (STRONG_LEGAL.test(legal) || /SDNBHD|BERHAD|ENTERPRISE|TRADING/.test(legalCompact)) score += 1;
    if ((ADDRESS.test(upper) || ADDRESS_COMPACT.test(compact)) && !registered) score -= 2;
    if (CONTACT.test(upper)) score -= 2.5;
    if (NOISE.test(upper)) score -= 2;
    const digits = compact.replace(/#\d+/g, '');
    if (/\d/.test(upper.replace(/#\s*\d+/g, '')) && !STRONG_LEGAL.test(upper)) score -= 0.7;
    if (row.height > medianHeight * 1.25) score += 0.6;
    if (row.height > medianHeight * 1.5) score += 0.6;
    if (row === logo && row.height > medianHeight * 1.4) score += 1;
    if (digits.length < 4) score -= 0.8;
    if (row.confidence < 0.6) score -= 0.5;
    if (/^THANK/.test(compact)) score -= 0.5;
    // "... FKA OLD NAME SB" names the operating company and its former name, not the store.
    if (FORMER_NAME.test(upper)) score -= 2.5;
    if (!best || score > best.score) best = { row, score, name, i };
  });
  const chosen = best as { row: Row; score: number; name: string; i: number } | null;
  // A logo often shows part of the name ("DINING I"); a nearby line that spells out all its
  // words ("Cee Fine Thai Dining") is the fuller name.
  if (chosen) {
    const words = (chosen.name.toUpperCase().match(/[A-Z]{3,}/g) ?? []).filter((w) => !GENERIC_WORDS.has(w));
    for (let j = chosen.i + 1; j <= chosen.i + 3 && words.length > 0; j++) {
      const other = rows[j];
      if (!other) break;
      const name = nameOf(other.text);
      const upper = name.toUpperCase();
      const operator = !context.registeredNames && HAS_OPERATOR_FORM.test(upper);
      const fuller =
        !operator &&
        upper.length > chosen.name.length + 3 &&
        words.every((w) => new RegExp(`\\b${w}\\b`).test(upper));
      if (fuller && nameLike(name) && !ADDRESS.test(upper) && !CONTACT.test(upper) && !NOISE.test(upper)) {
        Object.assign(chosen, { row: other, name, i: j });
        break;
      }
    }
  }
  // Legal names wrap: "LIAN CHI PU TIAN VEGETARIAN" above "RESTAURANT SDN BHD".
  const weakLegal =
    chosen && !STRONG_LEGAL.test(chosen.name.toUpperCase()) && LEGAL_FORM.test(chosen.name.toUpperCase());
  let top = chosen?.i ?? 0;
  // A legal name under the receipt's first name line, set in the same type, started on that line;
  // a brand above a legal name is set larger or in other letter case.
  const above = chosen ? rows[chosen.i - 1] : undefined;
  const startsAbove =
    chosen &&
    above &&
    context.registeredNames &&
    sameType(above, chosen.row) &&
    // A brand that the legal name repeats ("MAJU" over "MAJU (M) SDN BHD") is not its first half.
    !compactOf(chosen.name).includes(above.compact) &&
    rows.slice(0, chosen.i - 1).every((r) => !namePart(r, 0.6));
  if (chosen && (onlyLegalWords(chosen.name) || weakLegal || startsAbove)) {
    const prev = rows[chosen.i - 1];
    if (prev && (onlyLegalWords(chosen.name) || clearWords(prev)) && wrapsInto(prev, chosen.row)) {
      chosen.name = `${nameOf(prev.text)} ${chosen.name}`;
      top -= 1;
    }
  }
  if (chosen && context.registeredNames) extendLegalName(rows, chosen, top);
  // Logo names span short lines of the same size ("CHO EUN" / "KOREAN RESTAURANT").
  if (chosen && !LEGAL_FORM.test(chosen.name.toUpperCase())) {
    // A logo set in two lines of the same large size is read from its upper line.
    const above = rows[chosen.i - 1];
    if (
      chosen.row === logo &&
      above &&
      clearWords(above) &&
      shortWord(chosen.name) &&
      wrapsInto(above, chosen.row)
    )
      Object.assign(chosen, { row: above, name: nameOf(above.text), i: chosen.i - 1 });
    const next = rows[chosen.i + 1];
    // Under a logo, smaller type continues the name only with a trade word ("Milano" / "Restaurant");
    // other small words there are a slogan ("Where Creativity Happens").
    const slogan =
      next &&
      chosen.row.height > 1.3 * next.height &&
      next.text.trim().split(/\s+/).length >= 3 &&
      !LEGAL_FORM.test(next.upper) &&
      !nearTradeWordIn(next.text);
    // A trade word set much smaller right under the logo still belongs to it.
    const tradeTail =
      !!next &&
      nearTradeWordIn(next.text) &&
      next.page === chosen.row.page &&
      next.y - chosen.row.y < 1.7 * chosen.row.height &&
      chosen.row.height < 2.2 * next.height;
    if (
      next &&
      !slogan &&
      shortWord(chosen.name) &&
      clearWords(next) &&
      (wrapsInto(chosen.row, next) || (tradeTail && namePart(chosen.row, 0.85)))
    ) {
      const below = nameOf(next.text);
      // The same name printed twice (logo, then text) is kept once, as the clearer reading.
      if (similarity(chosen.name, below) > 0.6) {
        if (next.confidence > chosen.row.confidence) chosen.name = below;
      } else chosen.name = `${chosen.name} ${below}`;
    }
  }
  if (chosen) preferFullerRepeat(rows.slice(headerLimit), chosen);
  const fromEmail = nameFromEmail(hints);
  if (fromEmail && (!chosen || chosen.score < 0.5)) {
    return {
      name: fromEmail,
      confidence: 0.6,
      note: `Merchant "${fromEmail}" taken from the e-mail sender.`,
    };
  }
  const strongHeader =
    !!chosen &&
    (LEGAL_FORM.test(chosen.name.toUpperCase()) ||
      chosen.row.height > medianHeight * 1.4 ||
      chosen.score >= 2);
  const headerWeak = !chosen || chosen.score < 0.5;
  // Where receipts carry the registered name, a company at the foot is the operator ("owned by").
  const signOff =
    strongHeader || (context.registeredNames && !headerWeak)
      ? null
      : footerName(afterAmounts(rows, headerLimit), headerWeak || !anchored(rows, chosen?.i));
  if (signOff) {
    return {
      name: signOff.name,
      confidence: Math.round(Math.min(0.7, 0.3 + 0.4 * signOff.row.confidence) * 100) / 100,
      note: `Merchant "${signOff.name}" taken from the foot of the receipt: no line at the top names a business.`,
    };
  }
  if (!chosen || chosen.score < -0.5) return null;
  // How sure the row is the name, times how clearly OCR read its letters.
  const confidence = Math.max(
    0.1,
    Math.min(0.95, 0.45 + 0.15 * chosen.score) * (0.4 + 0.6 * chosen.row.confidence ** 2),
  );
  return { name: chosen.name, confidence: Math.round(confidence * 100) / 100, note: null };
}
