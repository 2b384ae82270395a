/**
 * Quantities printed with an item: "2 x Cappuccino", "2xCoca-Cola", "2 @ 4.50", "3 X 1.20",
 * "1 x RM8.50", "QTY 2", "2 PCS", "1COKE" (OCR glued the count to the name), weights
 * ("0.52 kg @ 3.99/kg") and volumes of fuel ("8.123 GAL @ 3.499/GAL"). The span lets the caller
 * cut the form out of the item name.
 */
export interface QuantityReading {
  quantity: number | null;
  /** Unit price in cents when printed with the quantity. */
  unit: number | null;
  /** Character range of the quantity form in the text. */
  span: [number, number] | null;
}

const UNIT_PRICE = String.raw`\s*(?:(?:RM|MYR|S\$|US\$|USD|EUR|GBP|CAD|[$€£])\s?)?(\d+[.,]\d{2})(?!\d)`;
// "1.25 lb @ 2.99/lb", "1.25 LB NET @ $2.99/LB", "0,600 kg x 3,99 EUR/kg", or the unit printed only
// after the price ("1.25 @ 2.99 /LB").
const MASS = '(?:KG|G|LBS?|OZ)';
const PER_MASS = String.raw`\s*(?:EUR|USD|GBP|[$€£])?\s*\/\s*${MASS}\b`;
const WEIGHT = new RegExp(
  String.raw`(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:${MASS}\.?(?:\s*NET)?\s*[@X×*]${UNIT_PRICE}(?:${PER_MASS})?|[@X×*]${UNIT_PRICE}${PER_MASS})`,
  'i',
);
// Fuel and propane by volume: "8.123 GAL @ 3.499/GAL", "3.2gallon $1.99/gallon", "40.5 L x 1.879/L".
// Pumps price to a tenth of a cent. Without "@" or "x", the "/GAL" after the price marks it per unit.
const VOLUME_UNIT = '(?:GAL(?:LONS?)?|G|L|LTRS?|LITRES?|LITERS?)';
const VOLUME = new RegExp(
  String.raw`(?<![\d.,])(\d+[.,]\d+|\d+)\s*${VOLUME_UNIT}\s*(?:[@X×*]\s*|\s+)(?:[$€£]\s?)?(\d+[.,]\d{2,3})(?!\d)\s*\/\s*${VOLUME_UNIT}\b`,
  'i',
);
const TIMES_UNIT = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})(?:[.,]0{1,3})?\s*(?:PCS?|EA)?\s*[X×@*]${UNIT_PRICE}`,
  'i',
);
/**
 * A count after the name, set off by "X" or "×" before "=" and the line's price ("Loose leaf Assam,
 * 250 g X 2 = £15.80", "Tasse × 3 = 24,00 €"), as shop programs write an item in plain-text order
 * mails (WooCommerce's plain e-mails). Only after a word: "50 X 70 = 12.00" measures a poster.
 */
const COUNT_BEFORE_EQUALS = /(?<=[\p{L})\]]\s?)\s[X×]\s?(\d{1,3})\s*=\s*(?=\S)/iu;
const UNIT_WORDS = /^(?:ML|LTR|LITRES?|LITERS?|KG|LBS?|OZ|PK|PCS|PACK|GB|MM|CM|INCH)\b/i;
const LEADING: RegExp[] = [
  // "2 x Cappuccino", "2 X LATTE"
  /^\s*(\d{1,2})\s*[xX×]\s+(?=\S)/,
  // "2xCoca-Cola": a lower-case x glued to the name; OCR reads a 1 before it as I or l.
  /^\s*(\d{1,2}|[Il])x(?=[A-Z])/,
];
const QTY_WORD = /\b(?:QTY|QTY\.|QUANTITY)\s*[:.]?\s*(\d{1,3})\b/i;
// "2 PCS" opening the row or right before the amounts; "SET 3PCS - 1/4\"" inside a name is a pack size.
const PIECES =
  /(?:^\s*|\s)(\d{1,3})\s*(?:PCS|EA|UNITS?)(?=\s*$|\s*[@X]?\s*(?:[$€£]|RM)?\s*\d+[.,]\d{2}|\s+[A-Z])/i;
// "1COKE INC": OCR glued a one-digit count to the name.
const GLUED = /^\s*([1-9])(?=[A-Za-z]{3})/;

const toNumber = (s: string) => Number(s.replace(',', '.'));
const toCents = (s: string) => Math.round(toNumber(s) * 100);

export function readQuantity(text: string): QuantityReading {
  const none: QuantityReading = { quantity: null, unit: null, span: null };
  const spanOf = (m: RegExpExecArray): [number, number] => [m.index, m.index + m[0].length];
  const weight = WEIGHT.exec(text);
  const perWeight = weight?.[2] ?? weight?.[3];
  if (weight?.[1] && perWeight && toNumber(weight[1]) > 0)
    return { quantity: toNumber(weight[1]), unit: toCents(perWeight), span: spanOf(weight) };
  const volume = VOLUME.exec(text);
  if (volume?.[1] && volume[2] && toNumber(volume[1]) > 0)
    // A tenth of a cent is kept: 8.123 x 349.9 gives the printed 28.42.
    return { quantity: toNumber(volume[1]), unit: toNumber(volume[2]) * 100, span: spanOf(volume) };
  const times = TIMES_UNIT.exec(text);
  if (times?.[1] && times[2] && Number(times[1]) > 0)
    return { quantity: Number(times[1]), unit: toCents(times[2]), span: spanOf(times) };
  const trailing = COUNT_BEFORE_EQUALS.exec(text);
  if (trailing?.[1] && Number(trailing[1]) > 0)
    return { quantity: Number(trailing[1]), unit: null, span: spanOf(trailing) };
  for (const re of LEADING) {
    const m = re.exec(text);
    const n = m?.[1] && /^[Il]$/.test(m[1]) ? 1 : Number(m?.[1]);
    if (m && n > 0) return { quantity: n, unit: null, span: spanOf(m) };
  }
  const word = QTY_WORD.exec(text) ?? PIECES.exec(text);
  if (word?.[1] && Number(word[1]) > 0) return { quantity: Number(word[1]), unit: null, span: spanOf(word) };
  const glued = GLUED.exec(text);
  if (glued?.[1] && !UNIT_WORDS.test(text.slice(glued[0].length)))
    return { quantity: Number(glued[1]), unit: null, span: spanOf(glued) };
  return none;
}
