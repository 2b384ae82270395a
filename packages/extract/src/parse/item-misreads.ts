import type { MoneyToken } from './amounts';

/**
 * Amounts and labels as OCR misreads them on receipt rows: cents read as letters ("170.C"), a tax
 * code glued to the line total ("2.509"), a decimal point read as a colon ("28:00") or lost after a
 * quantity form ("2 x 10.58  2116"), and subtotal or total labels garbled past the row classifier
 * ("Sub 1 al", "GUB-TOIAL").
 */
/** "170.C", "5.OC": a line total whose cents OCR read as letters. */
const GARBLED_TOTAL = /(?<=\s)(\d{1,5})[.,]([0-9OCDQ]{1,2})\s*(?:[A-Z]{0,3}\d?)?\s*$/;

/** "2.50  2.509": a one-digit tax code column glued to the line total. */
const GLUED_CODE = /(?<=\s)(\d{1,5})[.,](\d{2})\d\s*$/;
/** "CHOLE BHATURE 28:00": a decimal point read as a colon, on a value no clock shows. */
const COLON_TOTAL = /(?<=\s)(\d{1,4}):(\d{2})\s*$/;

function colonTotal(upper: string): MoneyToken | undefined {
  const m = COLON_TOTAL.exec(upper);
  // A name comes before it.
  if (!m?.[1] || !m[2] || !/[A-Z]/.test(upper.slice(0, m.index))) return undefined;
  const whole = Number(m[1]);
  const cents = Number(m[2]);
  if (whole <= 23 && cents <= 59) return undefined;
  const end = m.index + m[0].trimEnd().length;
  return {
    cents: whole * 100 + cents,
    start: m.index,
    end,
    raw: upper.slice(m.index, end),
    currency: null,
    hasDecimals: true,
    negative: false,
  };
}

/** "1250.00250.00": the unit price (or a count and the unit price) glued to the line total. */
const GLUED_PAIR = /(?<=\d[.,]\d{2})(\d{1,5})[.,](\d{2})\s*$/;

export function garbledTotal(upper: string, priced: boolean): MoneyToken | undefined {
  const pair = GLUED_PAIR.exec(upper);
  if (pair?.[1] && pair[2]) {
    const end = pair.index + pair[0].trimEnd().length;
    return {
      cents: Number(pair[1]) * 100 + Number(pair[2]),
      start: pair.index,
      end,
      raw: upper.slice(pair.index, end),
      currency: null,
      hasDecimals: true,
      negative: false,
    };
  }
  const glued = priced ? GLUED_CODE.exec(upper) : null;
  if (glued?.[1] && glued[2]) {
    const end = glued.index + glued[1].length + 3;
    const cents = Number(glued[1]) * 100 + Number(glued[2]);
    return {
      cents,
      start: glued.index,
      end,
      raw: upper.slice(glued.index, end),
      currency: null,
      hasDecimals: true,
      negative: false,
    };
  }
  const m = GARBLED_TOTAL.exec(upper);
  if (!m?.[1] || !m[2] || !/[OCDQ]/.test(m[2])) return colonTotal(upper);
  const cents = Number(m[1]) * 100 + Number(m[2].replace(/[OCDQ]/g, '0').padEnd(2, '0'));
  const end = m.index + m[1].length + 1 + m[2].length;
  return {
    cents,
    start: m.index,
    end,
    raw: upper.slice(m.index, end),
    currency: null,
    hasDecimals: true,
    negative: false,
  };
}

/**
 * A subtotal or total label that OCR garbled past the row classifier ("Sub 1 al", "GUB-TOIAL"): a
 * word one letter off TOTAL, or SUB followed by the remains of TOTAL. Checked word by word, so
 * "HOT ALMOND" does not read as TOTAL across the space.
 */
export function garbledSummaryLabel(upper: string): boolean {
  const compact = upper.replace(/[^A-Z0-9 ]/g, '');
  if (/^SUB ?[T1I]? ?[O0]? ?[T1I]? ?A ?[L1I]\b/.test(compact)) return true;
  return compact.split(' ').some((word) => {
    for (let i = 0; i + 5 <= word.length; i++) {
      let diff = 0;
      for (let k = 0; k < 5; k++) if (word[i + k] !== 'TOTAL'[k]) diff++;
      if (diff <= 1) return true;
    }
    return false;
  });
}

/**
 * "Diet Coke 2 19" on a receipt that prints cents: OCR read the decimal point as a space. Only a
 * one- or two-digit whole part after a name, so counts and codes ("TABLE 12", "#1003 45") stay.
 */
const SPACED_PRICE = /(?<=[A-Z)]\s+)(\d{1,2}) (\d{2})\s*$/;
/** ".99 TF": a price under one unit printed without its leading zero, maybe with a tax flag. */
const NO_LEADING_ZERO = /(?<=[A-Z)]\s+)()\.(\d{2})(?:\s+[A-Z]{1,2})?\s*$/;

export function spacedPrice(upper: string): MoneyToken | undefined {
  const m = SPACED_PRICE.exec(upper) ?? NO_LEADING_ZERO.exec(upper);
  if (m?.[1] === undefined || !m[2]) return undefined;
  const end = m.index + (m[1] ? m[0].trimEnd().length : m[2].length + 1);
  return {
    cents: Number(m[1] || 0) * 100 + Number(m[2]),
    start: m.index,
    end,
    raw: upper.slice(m.index, end),
    currency: null,
    hasDecimals: true,
    negative: false,
  };
}

/**
 * "MIXED GRILL  2 x 10.58  2116": a line total whose decimal point OCR lost, after the quantity form.
 * Trusted only when quantity times unit price gives exactly those digits, so a code or a count is not.
 * `from` is where the quantity form ends.
 */
const BARE_TOTAL = /^\s+(\d{3,6})(?:\s*[A-Z]{1,2}\d?)?\s*$/;
export function pointlessLineTotal(upper: string, from: number, expected: number): MoneyToken | undefined {
  const m = BARE_TOTAL.exec(upper.slice(from));
  if (!m?.[1] || Number(m[1]) !== expected) return undefined;
  const start = from + m[0].indexOf(m[1]);
  return {
    cents: expected,
    start,
    end: start + m[1].length,
    raw: m[1],
    currency: null,
    hasDecimals: true,
    negative: false,
  };
}
