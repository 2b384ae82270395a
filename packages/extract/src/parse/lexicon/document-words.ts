/**
 * Words that title a document or head its columns, upper-case without accents: never the seller's
 * name. Provenance: the titles and column headers of the dev-set invoices and receipts and their
 * usual translations (en, de, nl, fr, es, sv, pl).
 */
const TITLES = [
  'INVOICE',
  'TAX INVOICE',
  'SALES INVOICE',
  'COMMERCIAL INVOICE',
  'PRO ?FORMA( INVOICE)?',
  'RECEIPT',
  'PAYMENT RECEIPT',
  'SALES RECEIPT',
  'ORDER( CONFIRMATION| DETAILS| SUMMARY)?',
  'FINAL DETAILS FOR ORDER',
  'STATEMENT',
  'BILL',
  'UTILITY BILL',
  'CREDIT NOTE',
  'QUOTE',
  'QUOTATION',
  'RECHNUNG',
  'RECHNUNGSBELEG',
  'RECHNUNGSKORREKTUR',
  'QUITTUNG',
  'BELEG',
  'KASSENBON',
  'KASSENBELEG',
  'GUTSCHRIFT',
  'ANGEBOT',
  'AUFTRAGSBESTATIGUNG',
  'BESTELLBESTATIGUNG',
  'FACTUUR',
  'KWITANTIE',
  'BON',
  'FACTURE',
  'FACTURE DE CONSOMMATION',
  'RECU',
  'TICKET',
  'DEVIS',
  'AVOIR',
  'FACTURA',
  'FACTURA SIMPLIFICADA',
  'RECIBO',
  'TIQUE',
  'KVITTO',
  'FAKTURA',
  'KVITTENS',
  'ORDERBEKRAFTELSE',
  'RACHUNEK',
  'PARAGON',
  // confirmations and proofs of payment, and compounds of the titles above
  'PAYMENT CONFIRMATION',
  'BOOKING CONFIRMATION',
  'PROOF OF PAYMENT',
  'RECHNUNGSKOPIE',
  'ZAHLUNGSBELEG',
  'ZAHLUNGSBESTATIGUNG',
  'BUCHUNGSBESTATIGUNG',
  'BETAALBEWIJS',
  'BETALINGSBEWIJS',
  'ORDERBEVESTIGING',
  'BETALINGSBEVESTIGING',
  'RECU DE PAIEMENT',
  'CONFIRMATION DE (?:COMMANDE|PAIEMENT|RESERVATION)',
  'FACTURE ACQUITTEE',
  'JUSTIFICANTE(?: DE (?:PAGO|COMPRA))?',
  'CONFIRMACION(?: DE (?:PEDIDO|PAGO|COMPRA|RESERVA))?',
  'BETALNINGSBEKRAFTELSE',
  'BOKNINGSBEKRAFTELSE',
  // papers a sale is also invoiced on: a sales contract, a delivery note, a hotel's folio
  'KAUFVERTRAG',
  'LIEFERSCHEIN',
  'DELIVERY NOTE',
  'PACKING SLIP',
  'BON DE LIVRAISON',
  'ALBARAN',
  'PAKBON',
  'FOLJESEDEL',
  '(?:GUEST )?FOLIO',
  'E-?TICKET',
  'TICKET RECEIPT',
  // credit, debit and return papers, estimates, orders and account statements (en, de, nl, fr, es,
  // pt, it, pl), which name their seller elsewhere on the page as an invoice does
  'CREDIT MEMO',
  'DEBIT (?:NOTE|MEMO)',
  'ESTIMATE',
  'SALES ORDER',
  'STATEMENT OF ACCOUNT',
  'ACCOUNT STATEMENT',
  'REMITTANCE ADVICE',
  'KOSTENVORANSCHLAG',
  'BESTELBON',
  'LEVERINGSBON',
  'OFFERTE',
  'VERZENDBEVESTIGING',
  'BON DE COMMANDE',
  'NOTE DE CREDIT',
  'PRESUPUESTO',
  'NOTA (?:DE|DI) (?:CREDITO|DEBITO|ABONO|ENTREGA)',
  'NOTA FISCAL',
  'FATURA(?:-RECIBO)?',
  'FATTURA',
  'RICEVUTA(?: FISCALE| DI PAGAMENTO)?',
  'SCONTRINO(?: FISCALE)?',
  'DOCUMENTO DI TRASPORTO',
  'PREVENTIVO',
  'FAKTURA VAT',
  'FAKTURA KORYGUJACA',
  'NOTA KORYGUJACA',
  'CASH SALES?',
];
/**
 * Words before a title: a possessive ("Your receipt", "Ihre Rechnung", "Uw factuur", "Votre
 * facture", "Su factura", "Ditt kvitto") or the kind of sale ("Ride receipt", "Booking receipt",
 * "Hotel invoice", "E-Invoice").
 */
const TITLE_PREFIX =
  '(?:CUSTOMER|YOUR|IHRE|UW|JOUW|VOTRE|TA|SU|TU|DIN|DITT|ER|ERT|REGISTRATION|TAX|SIMPLIFIED|FINAL|ORIGINAL|COPY|ORDER|TRIP|RIDE|BOOKING|HOTEL|RENTAL|DONATION|PURCHASE|ELECTRONIC|ITINERARY|MONTHLY|INTERIM|REFUND|RETURN|CASH|E)';
/**
 * German, Dutch and Scandinavian compounds of a title ("Monatsrechnung", "Bewirtungsbeleg",
 * "Vorkasse-Rechnung", "Verkoopfactuur", "Kassakvitto", "Kvittering"): the Dutch and Scandinavian
 * ones written as one word, as a word before "Faktura" or "Factuur" is a brand's ("Smart
 * Faktura"); and words after one
 * ("Invoice details", "Factura de venta", "Ticket de caisse", "Facture d'acompte").
 */
const TITLE_COMPOUND = String.raw`[A-Z]+[\s-]?(?:RECHNUNG|BELEG)|[A-Z]+(?:FACTUUR|KVITTO|FAKTURA)|RECHNUNGS|RECHNUNGSNUMMER|FACTUURNUMMER|FAKTURANR|FAKTURANUMMER|KVITTERING|KASSABON|CREDITNOTA|NOTE D.?HONORAIRES`;
const TITLE_SUFFIX =
  '(?:DETAILS|SUMMARY|FOR YOUR (?:ORDER|PAYMENT|PURCHASE)|DE VENTA|DE CAISSE|DE COMPRA|PRO ?FORMA|D.?ACOMPTE|DE SOLDE|D.?AVOIR|CLIENT|RECTIFICATIVA|OF PAYMENT)';
const ONE_TITLE = `(?:${TITLE_PREFIX}[\\s-]+)*(?:${TITLES.join('|')}|${TITLE_COMPOUND})(?:\\s+${TITLE_SUFFIX})?(?:\\s+\\(?(?:PAID|UNPAID|DUE|COPY|ORIGINAL|DUPLICATE|NO\\.?|NR\\.?|N°|#|BEZAHLT|PAYEE|PAGADA|BETAALD|BETALD|KOPIE|COPIE|COPIA|KOPIA|DUPLICADO|DUPLIKAT)\\)?)*(?:\\s+#?[A-Z0-9-]*\\d[A-Z0-9/-]*|\\s*#[A-Z0-9-]*\\d[A-Z0-9/-]*)?`;
/**
 * A line that is only a document title, maybe with a state word ("Invoice PAID", "Rechnung Nr.",
 * "Factuur (kopie)"), or two titles side by side ("Rechnung / Invoice", "Tax invoice / Receipt").
 */
export const DOCUMENT_TITLE = new RegExp(`^${ONE_TITLE}(?:\\s*[/|]\\s*${ONE_TITLE})*$`);

/**
 * Which copy of a document this print is ("ORIGINAL", "COPY", "Customer copy", "Merchant copy",
 * "Original for recipient", "Duplicate for transporter", "Kopie", "Kundenkopie", "Duplikat",
 * "Zweitschrift", "Copie client", "Duplicata", "Exemplaire client", "Copia cliente", "Duplicado",
 * "Kopie klant", "Klantkopie", "Kundkopia", "Oryginał", "Kopia"), upper-case without accents. Printed
 * as the page's first or largest line, it names no one, and "Customer" or "Client" in it labels no
 * buyer's block. Provenance: the copy stamps of invoice templates, card-terminal slips and Indian
 * GST invoices in en, de, fr, es, it, nl, sv, pl.
 */
const COPY_WORD =
  '(?:ORIGINAL|ORIGINALE|ORIGINEEL|ORYGINAL|COPY|DUPLICATE|TRIPLICATE|QUADRUPLICATE|REPRINT|KOPIE|DUPLIKAT|ZWEITSCHRIFT|ABSCHRIFT|COPIE|DUPLICATA|EXEMPLAIRE|COPIA|DUPLICADO|EJEMPLAR|DUPLICAAT|KOPIA|EXEMPLAR)';
const COPY_OWNER =
  '(?:CUSTOMER|CLIENT|CLIENTE|CARDHOLDER|MERCHANT|STORE|SHOP|OFFICE|FILE|ACCOUNTS?|RECIPIENT|BUYER|SELLER|SUPPLIER|TRANSPORTER|ASSESSEE|KUNDEN?|HANDLER|EMPFANGER|COMMERCANT|DESTINATAIRE|COMERCIO|DESTINATARIO|KLANT|KUNDENS|KUND)';
/**
 * A trade word after the copy word with nothing between names a print shop ("Copy Shop", "Kopie
 * Store", "Copy Office"); as the copy's owner it comes before ("Store copy", "Office copy") or after
 * a preposition ("Copy for the shop").
 */
const TRADE_OWNER = '(?:STORE|SHOP|OFFICE)';
const ONE_COPY = `(?:(?:${COPY_OWNER}(?: S)?\\s+)?${COPY_WORD}(?:\\s+(?:(?:FOR|TO|FUR|POUR|PARA|PER|VOOR|TILL|DLA)\\s+(?:(?:THE|DEN|DER|LE|LA|EL|IL|DE)\\s+)?${COPY_OWNER}|(?:(?:THE|DEN|DER|LE|LA|EL|IL|DE)\\s+)?(?!${TRADE_OWNER}\\b)${COPY_OWNER}))?|(?:KUNDEN|KLANT|KUND)(?:KOPIE|KOPIA|EXEMPLAR))`;
export const COPY_MARKER = new RegExp(`^${ONE_COPY}(?:\\s*[/|-]\\s*${ONE_COPY})*$`);

/**
 * The title of a travel document: a ticket, a seat reservation, a boarding pass or an itinerary
 * ("ICE Fahrkarte", "Online-Ticket", "VOTRE CONFIRMATION E-BILLET", "Rezervace (místo)", "Boarding
 * pass", "E-ticket receipt / itinerary"), upper-case without accents as `plain` leaves it, with
 * the words around it that say whose, which kind or which train ("Ihre", "Votre confirmation",
 * "Mobile", "ICE", "2. Klasse"). It names no seller: the operator is named in the footer, after
 * "Beförderer" / "Transporteur" / "Carrier", or by its domain. Provenance: the PDF e-tickets of
 * rail, coach and airline operators (DB, SNCF, ČD, RegioJet, ÖBB, airlines' ticket receipts) and
 * the same words in de, fr, nl, es, it, cs, pl, sv.
 */
const TICKET_WORD =
  '(?:E-?|ONLINE-?|HANDY-?|MOBILE-?|BAHN-?|BUS-?|ZUG-?|PRINT ?AT ?HOME-?)?(?:TICKET|FAHRKARTE|FAHRSCHEIN|BILLET|BILLETE|BIGLIETTO|BILJETT|BILLETT|JIZDENKA|JIZDENKY|BILET|MIESTENKA|MISTENKA|REZERVACE|REZERWACJA|RESERVIERUNG|PLATZRESERVIERUNG|SITZPLATZRESERVIERUNG|RESERVATION|RESERVA|PRENOTAZIONE|RESERVERING|PLAATSRESERVERING|PLATSBILJETT|VERVOERBEWIJS|TREINKAARTJE|BOARDING ?PASS|BORDKARTE|CARTE D.?EMBARQUEMENT|TARJETA DE EMBARQUE|CARTA D.?IMBARCO|INSTAPKAART|BOARDINGKORT|ITINERARY|ITINERAIRE|REISEPLAN|REISEVERLAUF)';
const TICKET_QUALIFIER =
  '(?:E|YOUR|IHRE?|DEINE?|VOTRE|VOS|TA|TU|SU|IL TUO|UW|JE|DIN|DITT|VASE|TWOJ|CONFIRMATION|BESTATIGUNG|BEVESTIGING|CONFIRMACION|CONFERMA|POTVRZENI|BEKRAFTELSE|ELECTRONIC|ELEKTRONISCHE|ELECTRONIQUE|ELECTRONICO|ELETTRONICO|ELEKTRONICKA|DIGITAL|MOBILE|ONLINE|PRINT AT HOME|TRAIN|RAIL|BUS|COACH|FLIGHT|AIR|TRAVEL|JOURNEY|TRIP|RETURN|SINGLE|ONE-?WAY|HIN|RUCK|HIN- UND RUCKFAHRT|ALLER|RETOUR|ALLER-RETOUR|IDA|VUELTA|SEAT|SITZPLATZ|PLATZ|PLACE|MISTO|MIESTO|MIEJSCE|POSTO|ZITPLAATS|PLATS|RECEIPT|QUITTUNG|RECU|DETAILS|ICE|IC|EC|ECE|EN|NJ|RJ|RJX|TGV|INOUI|OUIGO|INTERCITES?|AVE|ALVIA|[12]\\.? ?(?:KLASSE|CLASSE|CLASS|KLASA|TRIDA|KLASS))';
export const TICKET_TITLE = new RegExp(
  `^(?:${TICKET_QUALIFIER}[\\s/-]+)*${TICKET_WORD}(?:[\\s/-]+(?:${TICKET_QUALIFIER}|${TICKET_WORD}))*$`,
);

/**
 * A title naming its issuer ("Receipt from Nimbus Labs", "Rechnung von", "Facture de", "Factuur
 * van", "Kvitto från"), or an order naming its shop as resellers' receipts do ("Your order with
 * Kranich Audio", "Ihre Bestellung bei", "Votre commande chez", "Je bestelling bij", "Din
 * beställning hos"): the words before the name, upper-case without accents.
 */
export const TITLE_FROM = new RegExp(
  `^(?:(?:YOUR\\s+)?(?:${TITLES.join('|')})\\s+(?:(?:FROM|VON|DE|DU|DES|VAN|FRAN|FRA|OD)\\b|D')|(?:YOUR|IHRE|DEINE|VOTRE|TA|SU|TU|UW|JE|DIN)\\s+(?:ORDER|PURCHASE|BESTELLUNG|COMMANDE|PEDIDO|COMPRA|BESTELLING|BESTALLNING)\\s+(?:WITH|AT|BEI|CHEZ|AUPRES DE|CON|EN|BIJ|HOS)\\b)\\s*`,
);

/**
 * Column headers of item tables: a line with two of these is a header row, not a name. With the
 * abbreviations of Spanish, German, Dutch and Swedish tables ("Cant.", "Uds.", "PVP", "Anz.",
 * "Stuksprijs", "Benämning"), the Finnish words ("Nimike", "Määrä", "á hinta", "Veroton", "Verollinen",
 * "kpl") and a folio's "Charges" / "Credits".
 */
export const COLUMN_WORDS =
  /\b(QTY|QUANTITY|DESCRIPTION|ITEM|ITEMS|PRODUCT|PRICE|UNIT|AMOUNT|TOTAL|TAX|VAT|HOURS|RATE|SERVICE|SERVICES|MENGE|ANZAHL|BESCHREIBUNG|BEZEICHNUNG|LEISTUNG|POS|POSITION|EINZELPREIS|GESAMTPREIS|GESAMT|NETTO|BRUTTO|ARTIKEL|PREIS|BETRAG|SUMME|MWST|QTE|CONCEPTO|UNIDADES|QUANTITE|DESIGNATION|PRODUIT|PRIX|MONTANT|TVA|CANTIDAD|DESCRIPCION|PRECIO|IMPORTE|IVA|AANTAL|OMSCHRIJVING|PRIJS|BEDRAG|BTW|ANTAL|BESKRIVNING|PRIS|BELOPP|MOMS|ILOSC|OPIS|CENA|KWOTA|ARTICULO|CANT|UDS|PVP|REFERENCIA|ANZ|ARTIKELNR|STUKSPRIJS|STUKPRIJS|EENHEIDSPRIJS|TOTAAL|BENAMNING|SUMMA|CHARGES|CREDITS|DEBET|NIMIKE|MAARA|HINTA|YKSIKKOHINTA|VEROTON|VEROLLINEN|KPL)\b/g;

/**
 * A line addressed to the reader ("Thanks for riding, Evan", "Hi Evan,", "Vielen Dank für Ihre
 * Bestellung", "Merci pour votre commande !"): ride, delivery and shop receipts set it large at
 * the top, where a letterhead stands; it never names the seller. Thanks open such a line in any
 * form; a greeting word ("Hi", "Hallo", "Bonjour") counts when a comma or "!" follows it, as
 * when it greets a name. Provenance: the greetings of receipt mails and their PDF prints in the
 * dev set and their usual forms in en, de, nl, fr, es, sv.
 */
export const ADDRESSED_TO_READER = new RegExp(
  [
    String.raw`^(?:DEAR\b|SEHR GEEHRTE|ESTIMAD[OA]S?\b)`,
    // Thanks say what for, or close on a comma or "!": "Merci Chocolaterie", "Thanks A Latte"
    // and "Tack Kaffebar" are shops' names.
    String.raw`^(?:THANKS?|THANK YOU|MANY THANKS|DANKE|VIELEN DANK|HERZLICHEN DANK|MERCI|GRACIAS|MUCHAS GRACIAS|BEDANKT|DANK U|DANK JE|TACK|STORT TACK)\b(?:\s*[,!.:]|\s*$|\s+(?:FOR|FUR|VOOR|POUR|POR|PARA|SO|AGAIN|YOU|VON|TO|VIELMALS|SEHR|BEAUCOUP|WEL|SCHON|D')|[^,!]{0,30}[,!])`,
    // "Beste", "Liebe", "Cher" are also adjectives in names ("Beste Bakkerij"): a comma or "!".
    String.raw`^(?:LIEBE[RS]?|CHERE?S?|BESTE|HI|HELLO|HEY|HALLO|MOIN|SERVUS|BONJOUR|SALUT|HOLA|BUENOS DIAS|HOI|DAG|HEJ|HEJSAN)\b[^,!]{0,30}[,!]`,
  ].join('|'),
);

/**
 * A footer's rights notice ("© 2023 Apple Distribution International Ltd. Tous droits réservés",
 * "Alle Rechte vorbehalten"): it stands over the legal line and its VAT number but names no one.
 * Provenance: the copyright footers of app-store, SaaS and marketplace invoices in en, de, nl, fr,
 * es, sv, pl, it.
 */
export const RIGHTS_RESERVED =
  /\b(?:ALL RIGHTS RESERVED|TOUS DROITS RESERVES|ALLE RECHTE VORBEHALTEN|ALLE RECHTEN VOORBEHOUDEN|TODOS LOS DERECHOS RESERVADOS|ALLA RATTIGHETER FORBEHALLNA|WSZELKIE PRAWA ZASTRZEZONE|TUTTI I DIRITTI RISERVATI)\b/;

/**
 * The heading of a contact box ("Klantenservice", "Werkgeversdesk", "Kundenservice", "Service
 * client", "Atención al cliente", "Kundtjänst", "Customer Service") over its phone number and
 * opening hours, set where a letterhead stands on utility, telecom and insurance bills; and the
 * opening hours themselves ("maandag t/m vrijdag", "Mo-Fr", "du lundi au vendredi"). Provenance:
 * the contact boxes of such bills in en, de, nl, fr, es, sv, one quoted in invoice2data issue #368.
 */
export const CONTACT_HEADING =
  /^(?:CUSTOMER (?:SERVICE|SUPPORT|CARE)|(?:[A-Z]+)?(?:DESK|HELPDESK)|KUNDEN(?:SERVICE|DIENST|BETREUUNG)|KLANTEN ?SERVICE|SERVICE ?CLIENTS?|RELATION CLIENTS?|ATENCION AL CLIENTE|SERVICIO DE ATENCION AL CLIENTE|KUNDTJANST|KUNDSERVICE)$/;
export const OPENING_HOURS =
  /\b(?:MAANDAG T\/M (?:VRIJDAG|ZATERDAG)|MA(?:ANDAG)?\s?-\s?(?:VR|ZA)|MO(?:NTAG)?\s?-\s?(?:FR|SA)|MONTAG BIS (?:FREITAG|SAMSTAG)|MON(?:DAY)?\s?-\s?(?:FRI|SAT)|MONDAY (?:TO|THROUGH) (?:FRIDAY|SATURDAY)|DU LUNDI AU (?:VENDREDI|SAMEDI)|LUNDI AU (?:VENDREDI|SAMEDI)|DE LUNES A (?:VIERNES|SABADO)|LUNES A (?:VIERNES|SABADO)|MAN(?:DAG)?\s?-\s?FRE(?:DAG)?)\b/;
