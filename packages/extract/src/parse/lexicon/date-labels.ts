/**
 * Words that say which date a document's date is, upper-case and without accents (matched on
 * Row.compact-style text with spaces kept), in en/de/nl/fr/es/sv/pl.
 *
 * Provenance: the labels printed on the invoices, bills and receipt mails of the dev sets and
 * the usual invoice vocabulary of each language (EU e-invoicing field names: invoice date =
 * Rechnungsdatum, Factuurdatum, Date de facture, Fecha de factura, Fakturadatum, Data wystawienia).
 */

/** The purchase, order or invoice date. */
export const PURCHASE_DATE_LABEL = new RegExp(
  [
    'INVOICE DATE',
    'DATE OF ISSUE',
    'ISSUE DATE',
    'DATE ISSUED',
    'ISSUED( ON)?',
    'ORDER DATE',
    'ORDER PLACED',
    'DATE ORDERED',
    'ORDERED ON',
    'PURCHASE DATE',
    'DATE OF PURCHASE',
    'PURCHASED ON',
    'TRANSACTION DATE',
    'PAYMENT DATE',
    'DATE PAID',
    'PAID ON',
    'BILL DATE',
    'BILLING DATE',
    'STATEMENT DATE',
    'RECEIPT DATE',
    'DATE CONFIRMED',
    'BOOKING DATE',
    'RECHNUNGSDATUM',
    'BELEGDATUM',
    'BESTELLDATUM',
    'KAUFDATUM',
    'AUSSTELLUNGSDATUM',
    'RECHNUNGS?DATUM',
    'FACTUURDATUM',
    'ORDERDATUM',
    'BESTELDATUM',
    'DATE DE (LA )?FACTURE',
    'DATE DE COMMANDE',
    "DATE D'EMISSION",
    'FACTURE (N[O°]? ?)?[A-Z0-9-]* DU',
    'FACTURE DU',
    'FECHA DE (LA )?FACTURA',
    'FECHA DE EMISION',
    'FECHA DEL PEDIDO',
    'FAKTURADATUM',
    'KOPDATUM',
    'DATA WYSTAWIENIA',
    'DATA ZAMOWIENIA',
  ].join('|'),
);

/** A bare "Date" label in any of the languages. */
export const DATE_WORD = /\b(DATE|DATUM|FECHA|DATA|DATO|DATED)\b/;

/** Dates that are not the purchase: due, delivery, service period, meter reading, print stamps. */
export const OTHER_DATE_LABEL = new RegExp(
  [
    '\\bDUE\\b',
    'PAY BY',
    'PAYABLE BY',
    'FALLIG',
    'ZAHLBAR',
    'BIS ZUM',
    'ECHEANCE',
    'VERVALDATUM',
    'VERVALT',
    'FORFALLO',
    'VENCIMIENTO',
    'TERMIN PLATNOSCI',
    'DELIVER',
    'ARRIVING',
    'ARRIVAL',
    'SHIPPED',
    'SHIPS ',
    'DISPATCH',
    'LIEFER',
    'LIVRAISON',
    'LEVERING',
    'ENTREGA',
    'LEVERANS',
    'PERIOD',
    'ZEITRAUM',
    'LEISTUNG',
    'SERVICE FROM',
    'SERVICE DATE',
    'USAGE',
    'READING',
    'RELEVE',
    'ABLESUNG',
    'NEXT ',
    'PROCHAIN',
    'NACHSTE',
    'LAST UPDATED',
    'UPDATED',
    'PRINTED',
    'GEDRUCKT',
    'IMPRIME',
    'VALID',
    'GULTIG',
    'EXPIR',
    'RENEW',
    'MEMBER SINCE',
    'PREVIOUS',
    'PREVIOUSLY',
    'PAYMENT RECEIVED',
    'WITHDRAWAL',
    'PRELEVE',
    'DRAFT',
    'EVENT',
    'DOORS',
    'SHOW ',
    'DEPART',
    'ABFAHRT',
    'CHECK-?IN',
    'CHECK-?OUT',
  ].join('|'),
);

/** Words that join the two ends of a date range ("du … au …", "Jan 26 - Feb 22", "from … to …"). */
const RANGE = '(?:-|–|TO|THROUGH|THRU|BIS|AU|AL|HASTA|TOT|TILL|DO)';
/** The text right after the first date of a range. */
export const RANGE_AFTER = new RegExp(String.raw`^\s*${RANGE}(?![A-Z])`);
/** The text before the second date of a range: a date's last digit, then the joining word. */
export const RANGE_BEFORE = new RegExp(String.raw`\d\s*${RANGE}\s*$`);
