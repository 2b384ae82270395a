/**
 * Summary labels of Korean order mails and till slips, each with the English label it stands for,
 * longest first so "총 결제금액" (the amount paid) is read before "주문금액" (the goods' sum).
 * Provenance: the order mail of a Korean shop (rewindme/krisha `src/dm/02_order.php`: 주문금액,
 * 배송비, 총 결제금액) and the usual labels of Korean receipts: 합계 / 총액 total, 결제금액 / 결제 금액
 * / 최종 결제금액 the amount paid, 상품금액 / 주문금액 the goods' sum, 부가세 VAT, 배송비 / 배송료
 * shipping, 받은금액 cash handed over, 거스름돈 change.
 */
const KOREAN_LABELS: Array<[RegExp, string]> = [
  [/(?:총|최종)?\s?결제\s?금액|총\s?결제액/g, ' GRAND TOTAL '],
  [/(?:상품|주문)\s?금액/g, ' SUBTOTAL '],
  [/합계\s?금액|총\s?금액|총액|합계/g, ' TOTAL '],
  [/부가\s?가치세|부가세/g, ' TAX '],
  [/배송비|배송료/g, ' SHIPPING '],
  [/받은\s?금액/g, ' CASH '],
  [/거스름돈/g, ' CHANGE '],
];

/** A label with its Korean summary words put in English; other text as it was. */
export function koreanLabelsInEnglish(text: string): string {
  if (!/[\uac00-\ud7a3]/.test(text)) return text;
  let out = text;
  for (const [re, english] of KOREAN_LABELS) out = out.replace(re, english);
  return out;
}
