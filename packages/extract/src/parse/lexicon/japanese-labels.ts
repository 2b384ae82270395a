/**
 * Summary labels of Japanese receipts and order mails, each with the English label it stands for,
 * longest first so "商品合計" (the goods' sum) is read before "合計" (total). Provenance: the order and
 * shipping mails of Japanese shop systems (EC-CUBE's order_mail.tpl, XOOPS bmcart's ShippingNow.tpl)
 * and the labels of Japanese till slips: 合計 total, お支払(い)合計 / お支払(い)総額 / ご請求金額 / 合計金額
 * the amount to pay, 小計 / 商品合計 the sum before shipping, 消費税 consumption tax, 送料 shipping,
 * お預り cash handed over, お釣り / 釣銭 change.
 */
const JAPANESE_LABELS: Array<[RegExp, string]> = [
  [/商品合計(?:金額)?/g, ' SUBTOTAL '],
  [/お支払い?(?:合計|総額)(?:金額)?|ご?請求金額|合計金額|総合計|税込合計/g, ' GRAND TOTAL '],
  [/小計/g, ' SUBTOTAL '],
  [/合計/g, ' TOTAL '],
  [/(?:内)?消費税(?:等)?/g, ' TAX '],
  [/送料(?:・手数料)?/g, ' SHIPPING '],
  // Not inside a word: "一時預かり料" (a storage fee) and "釣り竿" (a fishing rod) name no payment;
  // "現金預り" (cash handed over) is the label.
  [/お預か?り|(?:(?<!\p{L})|(?<=現金))預か?り(?!料)/gu, ' CASH '],
  [/お釣り?銭?|(?<!\p{L})釣り?銭/gu, ' CHANGE '],
];

const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
/** Spaces a label is spread with ("合　計"), between two CJK characters. */
const SPREAD = new RegExp(`(?<=${CJK})\\s+(?=${CJK})`, 'gu');

/** A label with its Japanese summary words put in English; other text as it was. */
export function japaneseLabelsInEnglish(text: string): string {
  if (!/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) return text;
  let out = text.replace(SPREAD, '');
  for (const [re, english] of JAPANESE_LABELS) out = out.replace(re, english);
  return out;
}
