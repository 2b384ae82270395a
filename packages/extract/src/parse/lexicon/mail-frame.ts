/**
 * Lines of a receipt mail's frame that never name its sender: the web-view link of a preheader,
 * the greeting and thanks addressed to the customer, the order's status and delivery-progress
 * steps, and labelled fields about the customer ("Name: …", "Billed to …"). Upper-case without
 * accents, en/de/nl/fr/es/sv/pl.
 *
 * Provenance: the wording order, shipping, ride, booking and app-store notification mails use in
 * these places (web-view links and greetings as mail templates print them; the steps of shop and
 * carrier progress trackers: ordered, shipped, out for delivery, delivered).
 */

const WEB_VIEW = [
  'VIEW (?:THIS )?(?:E-?MAIL |MESSAGE |IT )?(?:AS A WEB ?PAGE|IN (?:YOUR |A )?(?:WEB )?BROWSER|ONLINE)',
  '(?:HAVING )?(?:TROUBLE|PROBLEMS?) VIEWING',
  'WEB ?VERSION',
  'ONLINE(?:-| )?VERSION',
  '(?:IM|IN IHREM) BROWSER (?:ANZEIGEN|OFFNEN|ANSEHEN)',
  'ONLINE ANSEHEN',
  'BEKIJK (?:DEZE (?:E-?MAIL|NIEUWSBRIEF) )?(?:IN (?:JE|UW|DE) BROWSER|ONLINE)',
  'VOIR (?:LA VERSION )?EN LIGNE',
  '(?:AFFICHER|VOIR|CONSULTER) (?:CET E-?MAIL |CE MESSAGE )?DANS (?:LE|VOTRE) NAVIGATEUR',
  'VER (?:ESTE (?:CORREO|EMAIL|MENSAJE) )?EN (?:EL |TU |SU )?NAVEGADOR',
  'VERSION (?:WEB|ONLINE|EN LINEA)',
  'VISA (?:I|DETTA MEJL I) (?:DIN )?WEBBLASARE',
  'ZOBACZ W PRZEGLADARCE',
].join('|');

/** A letter's salutation: whatever follows it is the addressee. */
const SALUTATION = ['DEAR', 'LIEBE[RS]?', 'SEHR GEEHRTE[RS]?', 'BESTE', 'CHERE?', 'ESTIMAD[OA]'].join('|');

const GREETING = [
  SALUTATION,
  'HELLO',
  'HI',
  'HEY',
  'GOOD (?:MORNING|AFTERNOON|EVENING|DAY)',
  'HALLO',
  'GUTEN (?:TAG|MORGEN|ABEND)',
  'MOIN',
  'HOI',
  'GOEDEMIDDAG',
  'GOEDEMORGEN',
  'BONJOUR',
  'BONSOIR',
  'HOLA',
  'BUENOS DIAS',
  'BUENAS TARDES',
  'HEJ',
  'HALLA',
  'GOD (?:MORGON|DAG|KVALL)',
  'DZIEN DOBRY',
  'WITAJ',
  'CZESC',
].join('|');

const HONORIFIC = 'MR|MRS|MS|MISS|DR|HERR|FRAU|MEVROUW|MENEER|M|MME|SR|SRA|DON|DONA';

/**
 * A greeting line: a salutation with anything after it, or a greeting alone, with one name, with
 * an honorific, or closed by a comma or an exclamation mark. A greeting word opening a longer
 * unpunctuated line is a name's first word ("Hola Tapas Bar", "Hello Harvest Kitchen").
 */
const GREETING_LINE = `^(?:(?:${SALUTATION})\\b(?:[\\s,!]|$)|(?:${GREETING})\\s*(?:[,!.:]|$)|(?:${GREETING})\\s+(?:(?:${HONORIFIC})\\.?\\s+\\S|\\S+\\s*$|[^,!]*[,!]))`;

const THANKS = [
  'THANK YOU',
  'THANKS',
  'VIELEN DANK',
  'DANKE',
  'HERZLICHEN DANK',
  'BEDANKT',
  'DANK (?:JE|U)',
  'MERCI',
  'GRACIAS',
  'MUCHAS GRACIAS',
  'TACK',
  'DZIEKUJEMY',
  'DZIEKUJE',
].join('|');

/** A step of an order's progress or its state, alone on a line or side by side in a tracker. */
const STATUS_STEP = [
  'ORDERED',
  'ORDER (?:PLACED|RECEIVED|CONFIRMED|SHIPPED|COMPLETE|COMPLETED)',
  'PROCESSING',
  'PREPARING',
  'PACKED',
  'SHIPPED',
  'DISPATCHED',
  'IN TRANSIT',
  'OUT FOR DELIVERY',
  'DELIVERED',
  'CONFIRMED',
  'BOOKING CONFIRMED',
  'RESERVATION CONFIRMED',
  'PAYMENT (?:RECEIVED|CONFIRMED|SUCCESSFUL)',
  'PAID',
  'BESTELLT',
  'BESTELLUNG (?:EINGEGANGEN|BESTATIGT|VERSANDT)',
  'IN BEARBEITUNG',
  'VERPACKT',
  'VERSANDT',
  'VERSENDET',
  'UNTERWEGS',
  'IN ZUSTELLUNG',
  'ZUGESTELLT',
  'GELIEFERT',
  'BESTATIGT',
  'BESTELD',
  'IN BEHANDELING',
  'VERZONDEN',
  'ONDERWEG',
  'BEZORGD',
  'BEVESTIGD',
  'COMMANDEE',
  'COMMANDE (?:CONFIRMEE|EXPEDIEE|RECUE)',
  'EN PREPARATION',
  'EXPEDIEE?',
  'EN COURS DE LIVRAISON',
  'LIVREE?',
  'CONFIRMEE?',
  'PEDIDO (?:REALIZADO|CONFIRMADO|ENVIADO|RECIBIDO)',
  'EN PREPARACION',
  'ENVIADO',
  'EN CAMINO',
  'EN REPARTO',
  'ENTREGADO',
  'CONFIRMADO',
  'BESTALLD',
  'BEHANDLAS',
  'SKICKAD',
  'PA VAG',
  'LEVERERAD',
  'BEKRAFTAD',
  'ZAMOWIONO',
  'WYSLANO',
  'DOSTARCZONO',
].join('|');

/** Headings of a mail's sections. */
const SECTION = [
  '(?:ORDER |BOOKING |TRIP |PAYMENT |PRICE )?(?:SUMMARY|DETAILS|OVERVIEW|INFORMATION)',
  'YOUR (?:ORDER|RECEIPT|BOOKING|RESERVATION|TRIP|RIDE|ITEMS|PURCHASE)',
  'RECAPITULATIF(?: DE (?:LA|VOTRE) COMMANDE)?',
  'DETAILS? DE (?:LA|VOTRE) COMMANDE',
  '(?:BESTELL|BUCHUNGS|ZAHLUNGS)?(?:UBERSICHT|DETAILS|ZUSAMMENFASSUNG)',
  'IHRE (?:BESTELLUNG|BUCHUNG|RECHNUNG)',
  '(?:BESTEL|BOEKINGS)?(?:OVERZICHT|DETAILS|SAMENVATTING)',
  'JE BESTELLING',
  'UW BESTELLING',
  'VOTRE COMMANDE',
  'RESUMEN(?: DE(?:L| TU| SU) PEDIDO)?',
  'DETALLES?(?: DE(?:L| TU| SU) PEDIDO)?',
  'TU PEDIDO',
  'SU PEDIDO',
  '(?:ORDER)?SAMMANFATTNING',
  'DIN (?:BESTALLNING|ORDER)',
  'ORDERDETALJER',
  'PODSUMOWANIE',
  'SZCZEGOLY ZAMOWIENIA',
].join('|');

/** A line addressed to the customer ("Your order has shipped", "Ihre Rechnung zur Lieferung"). */
const POSSESSIVE = [
  'YOUR',
  'IHRE?',
  'DEINE?',
  'VOTRE',
  'VOS',
  'TU',
  'TUS',
  'SU',
  'SUS',
  'JE',
  'JOUW',
  'UW',
  'DIN',
  'DITT',
  'DINA',
  'TWOJE?',
  'TWOJA',
].join('|');

/** Labels of the order's own fields: when it arrives, where it goes, its number. */
const ORDER_FIELD = [
  'ESTIMATED (?:DELIVERY|ARRIVAL)',
  'EXPECTED (?:DELIVERY|ARRIVAL)',
  'ARRIVING',
  'DELIVERY(?: DATE| WINDOW| SLOT)?',
  'ORDER (?:NUMBER|NO|ID|DATE)',
  'TRACKING(?: NUMBER)?',
  'VORAUSSICHTLICHE (?:LIEFERUNG|ZUSTELLUNG)',
  'LIEFER(?:UNG|TERMIN|DATUM|ZEITRAUM)',
  'ZUSTELLUNG',
  'BESTELL(?:NUMMER|DATUM)',
  'SENDUNGSNUMMER',
  'VERWACHTE (?:LEVERING|BEZORGING)',
  'BEZORG(?:ING|MOMENT|DATUM)',
  'LEVERING',
  'BESTEL(?:NUMMER|DATUM)',
  'LIVRAISON(?: PREVUE| ESTIMEE)?',
  'DATE DE (?:LIVRAISON|COMMANDE)',
  'NUMERO DE COMMANDE',
  'ENTREGA(?: PREVISTA| ESTIMADA)?',
  'FECHA DE(?:L)? (?:ENTREGA|PEDIDO)',
  'NUMERO DE PEDIDO',
  'LEVERANS(?:DATUM|TID)?',
  'BERAKNAD LEVERANS',
  'ORDER(?:NUMMER|DATUM)',
  'DOSTAWA',
  'NUMER ZAMOWIENIA',
].join('|');

/** Labels of the customer's own fields: the name after them is the customer's. */
const CUSTOMER_FIELD = [
  'NAME',
  'FULL NAME',
  'CUSTOMER(?: NAME)?',
  'PASSENGER(?: NAME)?',
  'GUEST(?: NAME)?',
  'LEAD GUEST',
  'BILLED TO',
  'BILL TO',
  'SHIP TO',
  'SHIPPING TO',
  'DELIVER TO',
  'DELIVERING TO',
  'ACCOUNT',
  'RIDER',
  'NAME DES KUNDEN',
  'KUNDE',
  'KUNDENNAME',
  'RECHNUNGSEMPFANGER',
  'LIEFERADRESSE',
  'REISENDER?',
  'GAST',
  'NAAM',
  'KLANT',
  'REIZIGER',
  'NOM',
  'CLIENT',
  'PASSAGER',
  'VOYAGEUR',
  'NOMBRE',
  'CLIENTE',
  'PASAJERO',
  'HUESPED',
  'NAMN',
  'KUND',
  'RESENAR',
  'IMIE I NAZWISKO',
  'KLIENT',
  'PASAZER',
].join('|');

/**
 * A line of a mail's frame (see above): never the merchant, however much it looks like a heading.
 * Tested against `fold(text)`.
 */
export const MAIL_FRAME_LINE = new RegExp(
  [
    `\\b(?:${WEB_VIEW})\\b`,
    GREETING_LINE,
    // Thanks say what for or close on punctuation; "Merci Patisserie" is a shop's name.
    `^(?:${THANKS})\\b(?:\\s*[,!.:;]|\\s*$|\\s+(?:FOR|FUR|VOOR|POUR|POR|PARA|ZA|SO|AGAIN|VERY|YOU|VON|TO|VIELMALS|SEHR|BEAUCOUP|WEL|SCHON|DASS|D')\\b|[^,!]{0,40}[,!])`,
    `^(?:${SECTION})\\s*:?$`,
    `^(?:${POSSESSIVE})\\s`,
    `^(?:${ORDER_FIELD})\\s*[:#]?\\s+\\S`,
    // A fee set to nothing ("Shipping Free", "Gastos de envío Gratis", "Versand kostenlos"), not a
    // shop selling free of duty or of an ingredient ("Northgate Duty Free", "Gluten Free Bakery").
    `(?<!\\b(?:DUTY|TAX|GLUTEN|SUGAR|DAIRY|CRUELTY|SMOKE|HANDS))\\s(?:FREE|GRATIS|KOSTENLOS|GRATUITE?|OFFERTS?|INCLUDED|INKLUSIVE|INCLUS|INCLUIDO|INBEGREPEN|INKLUDERAD|INGAR|BEZPLATNIE|DARMOWA)$`,
    `^(?:(?:${STATUS_STEP})[\\s.!:|>/-]*)+$`,
    `^(?:${CUSTOMER_FIELD})\\s*:?\\s+\\S`,
  ].join('|'),
);

/** A label over the customer's address block: the lines under it are the customer's. */
export const CUSTOMER_BLOCK_LABEL =
  /^(?:BILLED TO|BILL TO|BILLING ADDRESS|SHIP(?:PING)? TO|SHIPPING ADDRESS|DELIVER(?:Y|ING)? (?:TO|ADDRESS)|SOLD TO|RECHNUNGSADRESSE|LIEFERADRESSE|LIEFERANSCHRIFT|RECHNUNGSEMPFANGER|ADRESSE DE (?:LIVRAISON|FACTURATION)|LIVRE A|FACTURE A|DIRECCION DE (?:ENVIO|ENTREGA|FACTURACION)|ENVIAR A|FACTURAR A|AFLEVERADRES|BEZORGADRES|FACTUURADRES|LEVERANSADRESS|FAKTURAADRESS|ADRES (?:DOSTAWY|DO FAKTURY))\b/;

/** A greeting's name ("Hello Evan,", "Dear Mr Smith", "Hallo Frau Weber"): the customer's. */
export const GREETED_NAME = new RegExp(
  `(?=${GREETING_LINE})^(?:${GREETING})\\s+(?:(?:${HONORIFIC})\\.?\\s+)?(\\p{L}{2,})`,
  'u',
);
