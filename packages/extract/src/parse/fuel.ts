import type { Row } from './text';

/**
 * A fuel sale prints the volume pumped and the price per unit of volume ("10.875 @ $2.399/GAL",
 * "GALLONS: 6.201 / PRICE/G: 2.619", "38.61 litre / 2.590 RM/litre"): their product is the amount
 * charged, a reading of the total on other rows than its own.
 */
export interface FuelSale {
  /** The volume as printed, and how many decimals it was rounded to. */
  volume: number;
  volumeDecimals: number;
  /** The price per unit of volume. */
  unitPrice: number;
}

const VOLUME_UNIT = '(?:GALLONS?|GALS?|G|LITRES?|LITERS?|LTRS?|L)';
const NUMBER = String.raw`(\d{1,4}[.,]\d{2,3})`;
/** "2.516G", "38.61 litre", "45.45LITRE" (a litre sign read as "1itre" is restored first). */
const VOLUME_AFTER = new RegExp(String.raw`${NUMBER}\s?${VOLUME_UNIT}(?![A-Z])`, 'g');
/** "$2.399/GAL", "2.200 RM/Litre", "2.450 RM LITRE" (its slash lost), "$1.99/gallon". */
const PRICE_PER = new RegExp(
  String.raw`${NUMBER}\s?(?:(?:RM|\$|€|£)?\s?\/|(?:RM|€|£)\s?\/?)\s?${VOLUME_UNIT}(?![A-Z])`,
  'g',
);
/** "10.875 @ $2.399": the volume before the at sign, the price after it. */
const AT_PRICE = new RegExp(String.raw`${NUMBER}\s?${VOLUME_UNIT}?\s?@\s?(?:RM|\$|€|£)?\s?${NUMBER}`, 'g');
const UNIT_BEFORE_AT = new RegExp(String.raw`${VOLUME_UNIT}\s?@`);
/** A label naming the volume or the unit price, its number on the row or the line under it. */
const VOLUME_LABEL = /^(?:GALLONS?|LITRES?|LITERS?|VOLUME|QTY\s*\(L\))\s*:?/;
const PRICE_LABEL = new RegExp(String.raw`^(?:PRICE|PPU|UNIT PRICE)\s?\/\s?${VOLUME_UNIT}\b\s*:?`);
const BARE = /(?:^|\s)(?:RM|\$|€|£)?\s?(\d{1,4}[.,]\d{3})(?![\d.,])/;

const num = (s: string) => Number(s.replace(',', '.'));
const decimals = (s: string) => s.split(/[.,]/)[1]?.length ?? 0;

function normalized(row: Row): string {
  // "38.611itre", "38.61 1 itre": a lower-case l read as the digit 1 before "itre".
  return row.upper.replace(/(\d[.,]\d{2})\s?1\s?(?=ITRE)/g, '$1 L');
}

/** Every volume and every price per unit of volume the rows print, paired as sales. */
export function fuelSales(rows: Row[]): FuelSale[] {
  const volumes: Array<{ v: number; d: number }> = [];
  const prices: number[] = [];
  rows.forEach((row, i) => {
    const text = normalized(row);
    for (const m of text.matchAll(AT_PRICE)) {
      // "1.25 @ 2.99 /LB", "2 @ 1.50": a weighed or counted grocery line, not a pump's. Without a
      // volume unit, a pump shows itself by its third decimal or by a price per unit of volume.
      const after = text.slice((m.index ?? 0) + m[0].length);
      const unitless = !UNIT_BEFORE_AT.test(m[0]);
      const pumpPrecision = decimals(m[1]!) === 3 || decimals(m[2]!) === 3;
      if (unitless && (!pumpPrecision || /^\s?\/\s?(?:LB|KG|EA|OZ|PC)/.test(after))) continue;
      volumes.push({ v: num(m[1]!), d: decimals(m[1]!) });
      prices.push(num(m[2]!));
    }
    for (const m of text.matchAll(PRICE_PER)) prices.push(num(m[1]!));
    for (const m of text.matchAll(VOLUME_AFTER)) {
      // A price flagged G or L for its tax ("89.94G") is no volume; a pump prints three decimals.
      if (/^\s?[GL]$/.test(m[0].slice(m[1]!.length)) && decimals(m[1]!) < 3) continue;
      volumes.push({ v: num(m[1]!), d: decimals(m[1]!) });
    }
    // A label alone on its row takes the number on the line under it.
    const labelled = (label: RegExp) => {
      const own = label.exec(text);
      if (own) return BARE.exec(text.slice(own[0].length))?.[1] ?? null;
      const prev = rows[i - 1];
      if (!prev || !label.test(normalized(prev)) || /\d/.test(prev.upper.replace(label, ''))) return null;
      return BARE.exec(text)?.[1] ?? null;
    };
    const volume = labelled(VOLUME_LABEL);
    if (volume) volumes.push({ v: num(volume), d: decimals(volume) });
    const price = labelled(PRICE_LABEL);
    if (price) prices.push(num(price));
  });
  return volumes.flatMap(({ v, d }) =>
    [...new Set(prices)].map((unitPrice) => ({ volume: v, volumeDecimals: d, unitPrice })),
  );
}

/**
 * Whether a sale's volume times its unit price is `cents`, within what rounding the printed volume
 * allows (a prepaid 100.00 of fuel at 2.200 prints 45.45 litres, 99.99 as multiplied back).
 */
export function fuelSaleIs(sale: FuelSale, cents: number): boolean {
  const slack = 0.5 * 10 ** -sale.volumeDecimals * sale.unitPrice * 100 + 0.5;
  return Math.abs(sale.volume * sale.unitPrice * 100 - cents) <= slack;
}

/** Whether the fuel sales printed agree with the total, disagree with it, or are not printed. */
export function fuelAgreement(rows: Row[], cents: number): 'agrees' | 'disagrees' | 'none' {
  const sales = fuelSales(rows);
  if (sales.length === 0) return 'none';
  return sales.some((s) => fuelSaleIs(s, cents)) ? 'agrees' : 'disagrees';
}

const PUMP_UNIT = '(?:L|LTRS?|LITRES?|LITERS?|LITER|GAL|GALS|GALLONS?)';
/**
 * "Volume 38,42 l", "Menge 38,42 l", "38.42 L @ 1.859", "Preis/l 1,859 €", "GALLONS 10.875": a fuel
 * receipt prints the volume pumped and the price per litre or gallon on rows of their own under
 * the fuel's line. Their numbers are no line totals, and the rows name no product.
 */
const PUMP_ROW = new RegExp(
  String.raw`^\s*(?:(?:VOLUME|VOL\.?|MENGE|ABGABE|LITRES?|LITERS?|LITER|GALLONS?|QTY|QUANTITY|CANTIDAD|QUANTIT[EÉ]|VOLUMEN)\s*:?\s*)?\d{1,4}[.,]\d{2,3}\s?${PUMP_UNIT}\.?(?![\p{L}\d])(?:\s*[@X×*]\s*(?:RM|\$|€|£)?\s?\d{1,2}[.,]\d{2,3}\s?(?:RM|\$|€|£|EUR)?(?:\s?\/\s?${PUMP_UNIT})?)?\s*$|^\s*(?:PREIS|PRICE|PRIX|PRECIO|PPU|UNIT PRICE)\s?\/\s?${PUMP_UNIT}\b`,
  'u',
);

/** Whether a row prints only a fuel sale's volume or price per unit of volume. */
export function pumpRow(upper: string): boolean {
  return PUMP_ROW.test(upper);
}
