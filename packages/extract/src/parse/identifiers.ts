import type { Row } from './text';

/**
 * Receipt numbers and payment methods. Absorbs: the many names of a receipt number
 * (Receipt/Invoice/Inv/Bill/Order/Transaction/Trans/Doc No./Check #), values in the next box,
 * masked card numbers (VISA ****1234, XXXXXXXXXXXX1234) and wallet names.
 */
export interface Found {
  value: string;
  confidence: number;
}

const NUMBER_LABEL =
  /(RECEIPT|RCPT|RECIEPT|RESIT|INVOICE|INV|BILL|ORDER|ORD|TRANSACTION|TRANS|TRANS\.|TRX|TXN|TRN|DOC(?:UMENT)?|CHECK|CHK|CHEQUE|SLIP|TICKET|CN|C\/N|REF(?:ERENCE)?)\s*(?:NO\.?|NUMBER|NUM|NBR|ID|#|\b)\s*[:#.]?\s*#?\s*/gi;
const VALUE = /^([A-Z]{0,6}[-/]?\d[\dA-Z/-]{2,}|\d{3,})/i;

export function findReceiptNumber(rows: Row[]): Found | null {
  let best: { value: string; score: number } | null = null;
  for (const row of rows.slice(0, Math.max(30, Math.ceil(rows.length)))) {
    const text = row.text;
    for (const m of text.matchAll(NUMBER_LABEL)) {
      const label = (m[1] ?? '').toUpperCase();
      const rest = text.slice((m.index ?? 0) + m[0].length);
      const v = VALUE.exec(rest.replace(/^[\s:#.]+/, ''));
      if (!v?.[1]) continue;
      // Labels glued after the number by OCR ("C9P0397224DATE") are not part of it.
      const value = v[1].replace(/(?<=\d)(DATE|TIME|TABLE|CASHIER|PAX|TEL|QTY)$/i, '').replace(/[-/]+$/, '');
      // Dates and times are not numbers of the receipt.
      if (/^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(value) || /^\d{1,2}:\d{2}/.test(value)) continue;
      if (!/\d/.test(value) || value.length < 3) continue;
      let score = 1;
      if (/RECEIPT|RCPT|INVOICE|INV|BILL|RESIT|DOC/.test(label)) score += 1;
      if (/NO|#|NUMBER/i.test(m[0])) score += 0.5;
      if (/REF|CN|C\/N|CHECK|CHK/.test(label)) score -= 0.3;
      if (!best || score > best.score) best = { value, score };
    }
  }
  if (!best) return null;
  return { value: best.value, confidence: Math.min(0.9, 0.5 + 0.15 * best.score) };
}

const BRANDS: Array<[RegExp, string]> = [
  [/\bVISA\b|VISA/, 'Visa'],
  [/MASTER\s*CARD|MASTERCARD|\bMASTER\b|\bMC\b/, 'Mastercard'],
  [/AMERICAN\s*EXPRESS|\bAMEX\b/, 'American Express'],
  [/DISCOVER/, 'Discover'],
  [/\bJCB\b/, 'JCB'],
  [/UNION\s*PAY|UNIONPAY/, 'UnionPay'],
  [/DINERS/, 'Diners Club'],
  [/MAESTRO/, 'Maestro'],
  [/INTERAC/, 'Interac'],
  [/\bMYDEBIT\b/, 'MyDebit'],
];
const WALLETS: Array<[RegExp, string]> = [
  [/APPLE\s*PAY/, 'Apple Pay'],
  [/GOOGLE\s*PAY|\bGPAY\b/, 'Google Pay'],
  [/SAMSUNG\s*PAY/, 'Samsung Pay'],
  [/PAYPAL/, 'PayPal'],
  [/GRAB\s*PAY/, 'GrabPay'],
  [/TOUCH\s*'?\s*N\s*'?\s*GO|\bTNG\b/, "Touch 'n Go"],
  [/\bBOOST\b/, 'Boost'],
  [/ALIPAY/, 'Alipay'],
  [/WE\s*CHAT\s*PAY/, 'WeChat Pay'],
  [/VENMO/, 'Venmo'],
  [/CASH\s*APP/, 'Cash App'],
];
const LAST_FOUR =
  // One character class after the first two mask characters: a nested repeat here took seconds
  // on a row of 40 asterisks (exponential backtracking).
  /[*X#•]{2}[*X#•\s-]*(\d{4})\b|ENDING(?:\s*IN)?\s*:?\s*(\d{4})\b|\bLAST\s*4\s*:?\s*(\d{4})\b/;

export function findPaymentMethod(rows: Row[]): Found | null {
  const text = rows.map((r) => r.upper).join('\n');
  const last4 = LAST_FOUR.exec(text);
  const digits = last4 ? (last4[1] ?? last4[2] ?? last4[3] ?? null) : null;
  for (const [re, name] of WALLETS) if (re.test(text)) return { value: name, confidence: 0.8 };
  for (const [re, name] of BRANDS) {
    if (re.test(text)) {
      return digits
        ? { value: `${name} ending ${digits}`, confidence: 0.9 }
        : { value: name, confidence: 0.7 };
    }
  }
  if (digits) return { value: `Card ending ${digits}`, confidence: 0.6 };
  if (/\b(DEBIT|CREDIT)\s*CARD\b|\bCARD\b.*\d/.test(text)) return { value: 'Card', confidence: 0.5 };
  // Cash only counts when a row pays an amount in cash, not a "CASH SALES" title.
  if (
    rows.some(
      (r) =>
        /CASH|TUNAI/.test(r.compact) &&
        !/CASHIER|CASHSALE|CASHBILL/.test(r.compact) &&
        /\d[.,]\d{2}/.test(r.text),
    )
  )
    return { value: 'Cash', confidence: 0.75 };
  return null;
}
