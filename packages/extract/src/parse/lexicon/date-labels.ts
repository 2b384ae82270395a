/**
 * Words that say which date a document's date is, upper-case and without accents (matched on
 * Row.compact-style text with spaces kept), in en/de/nl/fr/es/sv/pl.
 *
 * Provenance: the labels printed on the invoices, bills and receipt mails of the dev sets and
 * the usual invoice vocabulary of each language (EU e-invoicing field names: invoice date =
 * Rechnungsdatum, Factuurdatum, Date de facture, Fecha de factura, Fakturadatum, Data wystawienia;
 * Portuguese Data da fatura / Data de emissão and Turkish Fatura Tarihi / Düzenleme Tarihi, with
 * their due dates Data de vencimento and Son tarih / Son ödeme tarihi).
 */

/**
 * "Rechnungs- und Lieferdatum", "Rechnungs-/Lieferdatum", "Rechnungs- + Lieferdatum", "Factuur- en
 * leverdatum": a German or Dutch compound whose shared "-datum" is left off the invoice word names
 * one date by both, the invoice's. Provenance: the invoice2data template for notebooksbilliger.de
 * ("Rechnungs- + Lieferdatum") and the usual elision in both languages.
 */
export const ELIDED_INVOICE_DATE_LABEL = /(?:RECHNUNGS|FACTUUR)-\s*(?:UND|EN|\/|\+|&|,)\s*[A-Z]+DATUM/;

/** The purchase, order or invoice date. */
export const PURCHASE_DATE_LABEL = new RegExp(
  [
    ELIDED_INVOICE_DATE_LABEL.source,
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
    'FECHA DE EXPEDICION',
    'FECHA EXPEDICION',
    'DATA D[AE] FAC?TURA',
    'DATA DE EMISSAO',
    'FATURA TARIHI',
    'DUZENLEME TARIHI',
    'FECHA FACTURA',
    'DATE DE FACTURATION',
    'EMISE? LE',
    'AUSGESTELLT AM',
    'ERSTELLT AM',
    'DATUM VAN UITGIFTE',
    'FAKTURADATO',
    'UDSTEDT',
    'DATA FATTURA',
    'DATA DI EMISSIONE',
    'TAX POINT',
    'FECHA DEL PEDIDO',
    'FAKTURADATUM',
    'KOPDATUM',
    'DATA WYSTAWIENIA',
    'DATA ZAMOWIENIA',
    // Czech and Slovak invoices and rail receipts: "Datum vystavení" (issue), "datum platby" (payment).
    'DATUM VYSTAVENIA?',
    'DATUM PLATBY',
    // Hungarian and Romanian invoices: "Kiállítás dátuma", "Számla kelte" (issue), "Data emiterii".
    'KIALLITAS DATUMA',
    'SZAMLA KELTE',
    'DATA EMITERII',
    // Receipt mails say when the order was placed or paid in words of their own ("payment date"
    // in the other languages is as often a bill's due date, so it is left out).
    'PLACED ON',
    'BOUGHT ON',
    'CHARGED ON',
    'BOOKED ON',
    'DATE OF (?:TRANSACTION|BOOKING|ORDER)',
    'RESERVATION DATE',
    'BESTELLT AM',
    'GEKAUFT AM',
    'BEZAHLT AM',
    'GEBUCHT AM',
    'DATUM DER BESTELLUNG',
    'BESTELLUNG VOM',
    'KAUF VOM',
    'TRANSAKTIONSDATUM',
    'BESTELD OP',
    'GEKOCHT OP',
    'BETAALD OP',
    'GEBOEKT OP',
    'AANKOOPDATUM',
    'TRANSACTIEDATUM',
    'BOEKINGSDATUM',
    'DATUM (?:VAN )?(?:BESTELLING|AANKOOP)',
    'COMMANDE PASSEE LE',
    'COMMANDEE? LE',
    'COMMANDE DU',
    "DATE D'ACHAT",
    'ACHETEE? LE',
    'DATE DE (?:LA )?(?:TRANSACTION|COMMANDE|RESERVATION)',
    '\\bPAYEE? LE\\b',
    // "Paiement Trainline du 12 mars 2025", "Zahlung per PayPal vom …": the payment's own date, not
    // "paiement dû le …" (due).
    '\\bPAIEMENT(?: [A-Z]+)? DU\\b(?!\\s+LE\\b)',
    '\\bZAHLUNG(?: [A-Z]+)? VOM\\b',
    'RESERVEE? LE',
    'FECHA DE(?: LA)? (?:COMPRA|TRANSACCION|RESERVA)',
    'FECHA DE PEDIDO',
    'PEDIDO REALIZADO EL',
    'REALIZADO EL',
    'COMPRADO EL',
    'PAGADO EL',
    'BESTALLNINGSDATUM',
    'BESTALLD(?: DEN)?',
    // Swedish "köpt" as a word: "KOPT" also opens Dutch "koptelefoon" (headphones) on an item line.
    '\\bKOPT(?: DEN)?\\b',
    'BOKNINGSDATUM',
    'DATA ZAKUPU',
    'DATA TRANSAKCJI',
  ].join('|'),
);

/**
 * The invoice's own date among the purchase labels ("Invoice date", "Date of issue",
 * "Rechnungsdatum", "Factuurdatum", "Date de facture", "Fecha de factura", "Fakturadatum"): on an
 * invoice that also prints the order date, the document is dated by its issue.
 */
export const INVOICE_DATE_LABEL =
  /(?:RECHNUNGS|FACTUUR)-\s*(?:UND|EN|\/|\+|&|,)\s*[A-Z]+DATUM|INVOICE DATE|DATE OF ISSUE|ISSUE DATE|DATE ISSUED|RECHNUNGS?DATUM|AUSSTELLUNGSDATUM|FACTUURDATUM|DATE DE (?:LA )?FACTURE|DATE DE FACTURATION|DATE D'EMISSION|FECHA DE (?:LA )?FACTURA|FECHA FACTURA|FECHA DE EMISION|FECHA (?:DE )?EXPEDICION|FAKTURADATUM|FAKTURADATO|DATA WYSTAWIENIA|DATA FATTURA|DATUM VYSTAVENIA?|KIALLITAS DATUMA|SZAMLA KELTE|DATA EMITERII|DATA D[AE] FAC?TURA|DATA DE EMISSAO|FATURA TARIHI|DUZENLEME TARIHI/;

/**
 * A cell that is only a date's label ("Invoice Date", "Date Due", "Order date", "Rechnungsdatum",
 * "Date de facture", "Fecha de emisión"), as a column header over the date sets it: never a name.
 */
export const DATE_LABEL_ONLY = new RegExp(
  String.raw`^(?:(?:(?:${'INVOICE|ORDER|ISSUE|DUE|PAYMENT|BILL|BILLING|PURCHASE|TRANSACTION|DELIVERY|SHIP|SHIPPING|SERVICE|STATEMENT|RECEIPT|BOOKING|TAX'}) )?(?:DATE|FECHA|DATO)(?: (?:${'DUE|ISSUED|PAID|OF ISSUE|OF PURCHASE|DE (?:LA )?FACTURA|DE EMISION|DE VENCIMIENTO|DEL PEDIDO|DE (?:LA )?FACTURE|DE FACTURATION|D.EMISSION|D.ECHEANCE|DE COMMANDE'}))?|[A-Z]*DATUM)\s*:?$`,
);

/** A bare "Date" label in any of the languages. */
export const DATE_WORD = /\b(DATE|DATUM|FECHA|DATA|DATO|DATED)\b/;

/**
 * Dates that are not the purchase: due, delivery, pick-up, service period, meter reading, print
 * and generation stamps, the next payment or renewal, a stay's arrival and departure.
 */
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
    'VENCIMENTO',
    'SON TARIH',
    'SON ODEME',
    'FECHA LIMITE',
    'LIMITE DE PAGO',
    'PAGAR ANTES',
    'A REGLER AVANT',
    'DATE LIMITE',
    'UITERSTE',
    'BETALA SENAST',
    'SENAST',
    'FORFALD',
    'SCADENZA',
    // Romanian "Data scadentă" (due), Hungarian "Fizetési határidő" (due), "Szállítási dátum"
    // (delivery) and "Teljesítés" (the supply's date).
    'SCADENT',
    'HATARIDO',
    'SZALLITAS',
    'TELJESITES',
    'DATA LIVRARII',
    'TERMIN PLATNOSCI',
    'SPLATNOST',
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
    'ANREISE',
    'ABREISE',
    'ANKUNFT',
    'AANKOMST',
    'VERTREK',
    'DRUCKDATUM',
    'AFGEDRUKT',
    'UTSKRIVEN',
    'UTSKRIFT',
    'IMPRESO',
    'FECHA DE IMPRESION',
    'BEZORG',
    'VERSAND',
    'VERZONDEN',
    'EXPEDIEE? LE',
    'SKICKAD',
    'VERLANGERT',
    'VERLENGD',
    'RENOUVEL',
    'SE RENUEVA',
    'RENOVACION',
    'FORNYAS',
    // A validity or generation word labels the date it stands before ("Geldig tot", "Giltigt
    // t.o.m.", "Valable jusqu'au", "Generated on"), not one under a sentence using it ("Dit is
    // een geldig aankoopbewijs", "Receipt generated at the till").
    '\\bGELDIG(?=\\s*(?:TOT|T/M|T\\.?M\\.?|VAN|VANAF|:|$))',
    '\\bGILTIGT?(?=\\s*(?:TILL|TOM|T\\.?O\\.?M\\.?|FRAN|:|$))',
    '\\bVALABLE(?=\\s*(?:JUSQU|DU|A PARTIR|:|$))',
    'VALIDO',
    'INCHECKEN',
    'UITCHECKEN',
    'ARRIVEE',
    'LLEGADA',
    'SALIDA',
    'ANKOMST',
    'AVRESA',
    '\\b(?:GENERATED|GENERIERT|GEGENEREERD|GENERE|GENERADO|GENERERAD)(?: (?:ON|AM|OP|LE|EL|DEN))?\\s*:?\\s*$',
    'VOLGENDE',
    'PROXIM[OA]',
    // Whole words: "Nästa" is inside names ("Anastasia" serving at the till), "Collection" ends
    // shop names ("The Linen Collection") and is a pick-up only as a label of its own.
    '\\bNASTA\\b',
    '\\bPICK-?UP\\b',
    '\\bCOLLECTION\\b(?=\\s*(?:DATE|TIME|SLOT|DAY|ON|FROM|BY|:))',
    '\\b(?:FOR|OF) COLLECTION\\b',
    '^\\s*COLLECTION\\s*$',
    'ABHOL',
    'AFHAAL',
    'RETRAIT',
    'RECOGIDA',
    'HAMTNING',
  ].join('|'),
);

/**
 * A stay's first and last day on a hotel folio ("Arrival" / "Departure", "Anreise" / "Abreise",
 * "Arrivée" / "Départ", "Llegada" / "Salida", "Aankomst" / "Vertrek", "Ankomst" / "Avresa"): the
 * bill is settled and dated on the day of departure. Provenance: the usual folio headers of
 * hotel property-management systems in each language.
 */
export const STAY_ARRIVAL_LABEL =
  /\b(?:ARRIVAL|ARRIVEE|ANREISE|ANKUNFT|AANKOMST|LLEGADA|ANKOMST|CHECK-?IN)\b/;
export const STAY_DEPARTURE_LABEL = /\b(?:DEPARTURE|DEPART|ABREISE|VERTREK|SALIDA|AVRESA|CHECK-?OUT)\b/;

/** Words that join the two ends of a date range ("du … au …", "Jan 26 - Feb 22", "from … to …"). */
const RANGE = '(?:-|–|TO|THROUGH|THRU|BIS|AU|AL|HASTA|TOT|TILL|DO)';
/** The text right after the first date of a range. */
export const RANGE_AFTER = new RegExp(String.raw`^\s*${RANGE}(?![A-Z])`);
/** The text before the second date of a range: a date's last digit, then the joining word. */
export const RANGE_BEFORE = new RegExp(String.raw`\d\s*${RANGE}\s*$`);

/**
 * A date label in a language whose countries write the day first (German, Dutch, French, Spanish,
 * Swedish, Danish, Polish, Italian): "Rechnungsdatum", "Factuurdatum", "Fakturadatum", "Date de
 * facture", "Fecha", "Data". An ambiguous numeric date under such a label is day-first even on a
 * document that also carries a US address. Provenance: the labels above, grouped by language.
 */
export const DAY_FIRST_DATE_LABEL =
  /DATUM\b|\bDATO\b|\bFECHA\b|\bDATA\b|\bDATE D(?:E|U|ES|')\s*(?=[A-Z])|\bFACTURE\b|\bEMISE? LE\b|\b(?:AUSGESTELLT|ERSTELLT) AM\b|\bUDSTEDT\b|\bFALLIG|\bECHEANCE\b|\bVERVAL|\bFORFALL|\bVENCIMIENTO\b|\bSCADENZA\b/;

/**
 * An English date label ("Invoice date", "Date paid", "Ordered on", "Due"): a document labelling
 * a date in English keeps the order its address or currency points to.
 */
export const ENGLISH_DATE_LABEL =
  /\b(?:INVOICE|ORDER|ISSUE|PAYMENT|PURCHASE|TRANSACTION|BILL|BILLING|STATEMENT|RECEIPT|BOOKING|DUE|DELIVERY|SHIP|SERVICE) DATE\b|\bDATE (?:OF|PAID|ISSUED|ORDERED|CONFIRMED|DUE)\b|\b(?:ORDERED|PAID|ISSUED|PURCHASED|PLACED|SHIPPED|DUE) ON\b|\bORDER PLACED\b|\bDUE\b|\bDATED\b/;
