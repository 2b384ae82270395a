import type { HsaLineItem } from '@receiptbox/contracts';
import { formatCents } from './amounts';
import type { ParsedItem } from './items';
import type { Row } from './text';

/**
 * HSA/FSA eligibility per item following IRS Publication 502. The receipt's own markers come
 * first (a trailing F or H flag explained by an FSA/HSA legend, an "FSA/HSA eligible" subtotal);
 * a word list of medical care decides the rest.
 */
const ELIGIBLE: Array<[RegExp, string]> = [
  [/\bRX\b|PRESCRIPTION|\bPRESC\b|PHARMACY\s*(ITEM|FILL)/, 'prescription medicine'],
  [
    /CO-?PAY|OFFICE VISIT|CONSULT|DOCTOR|PHYSICIAN|CLINIC|HOSPITAL|LAB\s*TEST|X-?RAY|PHYSICAL THERAPY|CHIRO/,
    'medical care',
  ],
  [/DENTAL|DENTIST|ORTHODONT|CLEANING.*TEETH|FILLING/, 'dental care'],
  [
    /EYE\s*EXAM|VISION|OPTOMETR|EYEGLASS|GLASSES|READERS|CONTACT\s*LENS|CONTACTS|LENS\s*SOLUTION|SALINE|RENU|OPTI-?FREE/,
    'vision care',
  ],
  [
    /BANDAGE|BAND-?AID|GAUZE|FIRST\s*AID|ADHESIVE PAD|WOUND|ANTISEPTIC|ANTIBIOTIC OINT|NEOSPORIN|HYDROCORTISONE|BURN CREAM/,
    'first aid and wound care',
  ],
  [
    /IBUPROFEN|ACETAMINOPHEN|ASPIRIN|NAPROXEN|PAIN RELIEF|PAIN RELIEVER|TYLENOL|ADVIL|ALEVE|MOTRIN|PANADOL|ANALGESIC/,
    'over-the-counter pain reliever',
  ],
  [
    /ALLERG|ANTIHISTAMINE|LORATADINE|CETIRIZINE|CLARITIN|ZYRTEC|NASAL SPRAY|DECONGEST|COUGH|COLD\s*&?\s*FLU|COLD RELIEF|SORE THROAT|LOZENGE|MUCINEX|DAYQUIL|NYQUIL/,
    'over-the-counter cold and allergy medicine',
  ],
  [
    /ANTACID|HEARTBURN|LAXATIVE|ANTI-?DIARRH|OMEPRAZOLE|FAMOTIDINE|PEPTO|TUMS|IMODIUM/,
    'over-the-counter digestive medicine',
  ],
  [
    /THERMOMETER|BLOOD PRESSURE|GLUCOSE|TEST STRIP|LANCET|INSULIN|GLUCOMETER|NEBULIZER|CPAP|HEARING AID|CRUTCH|CANE|WALKER|WHEELCHAIR|BRACE|SPLINT|COMPRESSION|HEATING PAD|PULSE OX/,
    'medical device or supply',
  ],
  [/PREGNANCY TEST|OVULATION|CONDOM|COVID.*TEST|ANTIGEN TEST|FACE MASK|N95/, 'test or protective supply'],
  [/TAMPON|MENSTRUAL|SANITARY PAD|PANTILINER/, 'menstrual care product'],
  [
    /SUNSCREEN\s*SPF|MEDICINE|MEDICATION|\bMED\b|OINTMENT|EYE DROPS|EAR DROPS|CALAMINE|ANTIFUNGAL|SMOKING CESSATION|NICOTINE/,
    'medicine',
  ],
];
const INELIGIBLE: Array<[RegExp, string]> = [
  [
    /VITAMIN|SUPPLEMENT|MULTIVIT|FISH OIL|OMEGA|PROBIOTIC|PROTEIN|COLLAGEN|HERBAL/,
    'general vitamins and supplements are not medical care',
  ],
  [
    /COSMETIC|MAKEUP|LIPSTICK|MASCARA|PERFUME|COLOGNE|NAIL|MOISTURI|LOTION|SKIN CARE|ANTI-?AGING|TEETH WHITEN/,
    'cosmetics are not medical care',
  ],
  [
    /SHAMPOO|CONDITIONER|SOAP|BODY WASH|DEODORANT|TOOTHPASTE|TOOTHBRUSH|MOUTHWASH|FLOSS|RAZOR|SHAV|TISSUE|TOILET/,
    'toiletries are not medical care',
  ],
  [/GYM|FITNESS|MEMBERSHIP|YOGA|HEALTH CLUB/, 'gym and fitness fees are not medical care'],
];

export interface HsaResult {
  items: HsaLineItem[];
  hsaCents: number;
  notes: string;
}

export function assessHsa(
  items: ParsedItem[],
  rows: Row[],
  taxCents: number | null,
  toAmount: (c: number) => number,
): HsaResult {
  const text = rows.map((r) => r.upper).join('\n');
  const hasLegend = /(FSA|HSA)/.test(text);
  const eligibleSubtotal = rows
    .filter((r) =>
      /(FSA|HSA)\s*\/?\s*(FSA|HSA)?\s*ELIGIBLE|ELIGIBLE\s*(FSA|HSA)|(FSA|HSA)\s*(ITEMS|TOTAL|SUBTOTAL)/.test(
        r.upper,
      ),
    )
    .map((r) => /(\d+[.,]\d{2})\s*$/.exec(r.upper)?.[1])
    .find(Boolean);
  const out: HsaLineItem[] = items.map((it) => {
    const name = it.name.toUpperCase();
    const flagged = hasLegend && (it.flag === 'F' || it.flag === 'H' || /\s[FH]$/.test(name));
    if (flagged)
      return {
        name: it.name.replace(/\s+[FH]$/, ''),
        quantity: it.quantity,
        price: toAmount(it.cents),
        hsa_eligible: true,
        hsa_notes: 'Marked HSA/FSA eligible on the receipt.',
      };
    for (const [re, why] of INELIGIBLE)
      if (re.test(name))
        return {
          name: it.name,
          quantity: it.quantity,
          price: toAmount(it.cents),
          hsa_eligible: false,
          hsa_notes: `Not eligible: ${why} (IRS Pub. 502).`,
        };
    for (const [re, why] of ELIGIBLE)
      if (re.test(name))
        return {
          name: it.name,
          quantity: it.quantity,
          price: toAmount(it.cents),
          hsa_eligible: true,
          hsa_notes: `Eligible: ${why} (IRS Pub. 502).`,
        };
    return {
      name: it.name,
      quantity: it.quantity,
      price: toAmount(it.cents),
      hsa_eligible: false,
      hsa_notes: 'Not recognised as medical care.',
    };
  });
  const itemsTotal = items.reduce((s, it) => s + Math.max(0, it.cents), 0);
  const eligibleCents = items.reduce((s, it, i) => s + (out[i]?.hsa_eligible ? Math.max(0, it.cents) : 0), 0);
  const taxShare = taxCents && itemsTotal > 0 ? Math.round((taxCents * eligibleCents) / itemsTotal) : 0;
  let hsaCents = eligibleCents + taxShare;
  const count = out.filter((i) => i.hsa_eligible).length;
  let notes =
    count === 0
      ? 'No HSA/FSA-eligible items found.'
      : `${count} of ${items.length} items eligible: ${formatCents(eligibleCents)}${taxShare ? ` plus ${formatCents(taxShare)} tax share` : ''}.`;
  if (eligibleSubtotal && count === 0) {
    const cents = Math.round(Number(eligibleSubtotal.replace(',', '.')) * 100);
    if (Number.isFinite(cents) && cents > 0) {
      hsaCents = cents;
      notes = `The receipt states an FSA/HSA-eligible amount of ${formatCents(cents)}.`;
    }
  }
  return { items: out, hsaCents, notes };
}
