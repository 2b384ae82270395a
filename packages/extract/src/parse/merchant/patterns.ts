import { REGION_CODES } from '../lexicon/regions';

/** What header, foot and name lines of receipts look like; shared by the merchant modules. */

export const LEGAL_FORM =
  /(SDN\.?\s*BHD|\bBHD\b|BERHAD|\bS\/?B\b|ENTERPRISE|TRADING|\bPLT\b|\bLTD\b|LIMITED|\bINC\b|\bLLC\b|\bCORP|COMPANY|\bCO\b\.?|\bPTE\b|GMBH|\bPLC\b|PERNIAGAAN|RESTORAN|RESTAURANT|\bKEDAI\b|HARDWARE|MARKETING|SERVICES|INDUSTRIES|HOLDINGS|BAKERY|BAKERIES|STATIONERY|\bSTORES?\b|PHARMACY|SUPERMARKET|\bMART\b|CAFE|KOPITIAM|CASH\s*(?:&|AND)\s*CARRY)/;
export const LEGAL_COMPACT =
  /(SDNBHD|BHD$|BERHAD|ENTERPRISE|TRADING|PLT$|LTD$|LIMITED|INC$|LLC$|PERNIAGAAN|RESTORAN|RESTAURANT|HARDWARE|MARKETING|BAKER|STATIONERY|PHARMACY|SUPERMARKET|KOPITIAM)/;
export const STRONG_LEGAL =
  /(SDN\.?\s*BHD|SDNBHD|BERHAD|\bBHD\b|\bS\/?B\b|\bPLT\b|\bLTD\b|LIMITED|\bINC\b|\bLLC\b|GMBH|\bPLC\b|ENTERPRISE|TRADING)/;
/**
 * A European street with its house number: a compound street word ("Bahnhofstr. 12",
 * "Lindenstraße 5", its ß read as f or B, "Kerkstraat 3") or a street word before the street's
 * name ("Calle Mayor 7", "C/Larga 2", "Via Roma 3", "Rue de la Paix 2"). The number keeps shop names out.
 */
const EURO_STREET = String.raw`[A-Z](?:STR\.|STRA(?:SS|ß|F|B)E|STRAAT|WEG|GASSE|ALLEE|PLATZ|LAAN|PLEIN)\s*\d|(?:\bC\/\s*|\b(?:CALLE|AVDA\.?|AVENIDA|PASEO|RUE|RUA|VIA|PIAZZA|CORSO)\s+)[A-Z][^\d]*\d`;
export const ADDRESS = new RegExp(
  String.raw`\b(JALAN|JLN|TAMAN|LORONG|PERSIARAN|LEBUH|BANDAR|KAMPUNG|KG|LOT|NO\.?\s*\d|BLOK|BLOCK|FLOOR|TINGKAT|ARAS|STREET|ST\.|ROAD|RD\.?|AVENUE|AVE|BLVD|BOULEVARD|DRIVE|DR\.|LANE|SUITE|STE|HWY|HIGHWAY|PLAZA|CENTRE|CENTER|MALL|PO BOX|P\.O\.|SELANGOR|JOHOR|KUALA LUMPUR|MALAYSIA|SINGAPORE|PENANG|PERAK|KEDAH|MELAKA|PAHANG|SABAH|SARAWAK|WILAYAH)\b|\bUSA\.?$|\b\d{5}\b|,\s*[A-Z]{2}\s+\d{5}|${EURO_STREET}`,
);
export const ADDRESS_COMPACT =
  /^(NO)?\d+[A-Z]?(JALAN|JLN|LOT)|JALAN|TAMAN|LORONG|PERSIARAN|\d{5}[A-Z]+$|^\d{5}/;
export const CONTACT =
  /(\bTEL(?:EPHONE)?\b|\bTEL(?=[\d:.#])|\bPHONE|\bFAX|H\/P|HP:|\bMOBILE|\bE-?MAIL|WWW\.|HTTP|\.COM|\.MY\b|@|\bGST|\bSST|\bREG(?![A-MP-Z])(?!\s*#?\s*\d{1,2}$)|\bROC\b|CO\.?\s*N[O0]\b|COMPANY\s*N[O0]\b|\bBRN\b|\bTIN\b|\bVAT|\bABN\b|\(\s*\d{4,}[-\s]*[A-Z]?\s*\)|\d{3}[-\s]?\d{3,4}[-\s]?\d{4})/;
export const TITLE =
  /^(SIMPLIFIED\s*)?(FULL\s*)?(TAX\s*)?(INVOICE|RECEIPT|RECIEPT|BILL|CASH\s*SALES?|CASH\s*BILL|CREDIT\s*NOTE|OFFICIAL\s*RECEIPT|SALES\s*RECEIPT|ORDER|CHECK|TABLE|COPY|CUSTOMER\s*COPY|MERCHANT\s*COPY|DUPLICATE|REPRINT|WELCOME|THANK\s*YOU.*|CASH|QUOTATION|DELIVERY ORDER|SALES?|REFUND|VOID|RETURNS?|APPROVED|PAID|WELCOME\s*T[O0GQD])$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A title (compact, upper case) as printed or with its first or last letter cut off at the box's
 * edge ("AXINVOICE", "TAXINVOIC", "IMPLIFIEDTAXINVOICE"). Only titles of eight letters or more are
 * read clipped: what is left of a shorter one is often a word or brand of a name ("ALES", "ABLE",
 * "EPRINT" a print shop, "WELCOM").
 */
export function isTitle(compact: string): boolean {
  if (TITLE.test(compact)) return true;
  if (compact.length < 7) return false;
  return [...LETTERS].some((l) => TITLE.test(l + compact) || TITLE.test(compact + l));
}
export const FORMER_NAME = /\b(F\.?K\.?A|FORMERLY|DAHULUNYA|DAHULU DIKENALI)\b/;
/**
 * A company number in brackets or with its check letter ("(123456-X)", "123456-X"); in brackets
 * also with a digit or two read as look-alike letters ("(3O8282-A)"), four digits at least.
 */
export const REGISTRATION =
  /\(\s*[A-Z]{0,3}\d{4,}[-\s]*[A-Z]?\s*\)|\(\s*(?=(?:[^)]*\d){4})\d[\dOQDILZSBG]{3,}[-\s]*[A-Z]?\s*\)|\b\d{5,}-[A-Z]\b/;
export const REGISTRATION_ONLY = /^[A-Z]{0,3}\d{5,}[A-Z]{1,2}$/;
// DATE and TIME as words or glued to what follows ("DATE:", "TIME12:30"), not inside a name ("TIMELESS").
export const NOISE =
  /(?<![A-Z])(?:DATE|TIME)(?![A-Z])|DATE\s*\/?\s*TIME|\bBUY\b.*\bGET\b|\bCOUPON|\bPROMO|\bVOUCHER|DINE\W?IN\b|TAKE ?OUT|TAKE ?AWAY|DRIVE ?THRU|\bEAT\W{0,3}IN\b|YOUR|GUEST|CLIENTS?\b|COVERS\b|NUMBER|ORDER|VISIT|SURVEY|CASHIER|TABLE|\bPAX\b|SERVER|INVOICE NO|RECEIPT NO|BILL NO|DOC NO|\d{1,2}[/:-]\d{2}/;

/** Words that end a legal name; a line starting with one continues the line above. */
export const TAIL_WORD =
  /^(\)|SDN\b|BHD\b|BERHAD|S\/?B\b|PLT\b|LTD\b|LIMITED|ENTERPRISES?\b|TRADING|INDUSTRIES|HOLDINGS|\(M\))/;

export const GENERIC_WORDS = new Set(
  'SDN BHD BERHAD S/B PLT LTD LIMITED INC LLC CO CORP COMPANY PTE GMBH PLC RESTAURANT RESTORAN TRADING ENTERPRISE HARDWARE STATIONERY BAKERY BAKERIES MARKETING SERVICES INDUSTRIES HOLDINGS SUPERMARKET PHARMACY STORE STORES FOOD BEVERAGE (M) M'.split(
    ' ',
  ),
);

/** Company-law suffixes that name the operating company rather than the store outside Malaysia/Singapore. */
export const OPERATOR_FORM = /\b(PLC|LTD|LIMITED|INC|LLC|CORP|CORPORATION|GMBH|CO)\b\.?/g;
export const HAS_OPERATOR_FORM = new RegExp(OPERATOR_FORM.source);

/** Lines that end a receipt but name no business: thanks, invitations, policies, signatures. */
export const SIGN_OFF_NOISE =
  /^(THANK|THANKS|PLEASE|VISIT|COME|WELCOME|HAVE|SEE|FOLLOW|LIKE|FIND|JOIN|SAVE|CUSTOMER|SIGNATURE|CARDHOLDER|APPROVED|TOTAL|ALL|NO|GOODS|RETURN|EXCHANGE|POWERED|OPEN|HOURS|STORE HOURS|MANAGER)\b/;
/** Running text or staff and opening-hours lines; a name may start with THE but holds none of these. */
export const SENTENCE =
  /\s(THE|AND|OR|IN|OF|FOR|YOU|YOUR|WITH|TO|IS|ARE|WE|OUR|BY|AT|ON)\b|\bMANAGER\b|\bHOURS\b|\bOPEN\b|\bMEMBER/;
/** An amount with cents or a summary label: the foot of a receipt starts below the last one. */
export const AMOUNT_ROW = /\d[.,]\d{2}\b|TOTAL|\bTAX\b|CHANGE|\bCASH\b|BALANCE|AMOUNT|TENDER/;

export const STREET_NUMBER = /^\d{1,5}[A-Z]?,?\s+[A-Z]{2,}/;

const REGION = `(?:${[...new Set(REGION_CODES)].join('|')})`;
/**
 * A town and its state or province, without a ZIP code: "SPRING VALLEY, CA", "Everett, WA" (a
 * comma before the code), or "La Porte IN" (a capital code after a town set in lower case, which
 * "BAR IN" or "COFFEE CO" in capitals are not).
 */
export const TOWN_REGION = new RegExp(
  String.raw`^[A-Za-z][A-Za-z .'-]{1,30},\s*${REGION}\.?$|^[A-Z][a-z]+(?: [A-Z][a-z]+)*\s+${REGION}$`,
);
