/**
 * Mail domains and what they say about a sender.
 *
 * Provenance: brands are the names each company signs its own receipt mail with (the From display
 * name of its receipt mails, e.g. `"Amazon.com" <auto-confirm@amazon.com>`, `Lyft
 * <no-reply@lyftmail.com>`, `Steam Support <noreply@steampowered.com>`); the personal-mail list is
 * the large public webmail providers; the delivery list is the mail-sending services whose domain
 * signs (DKIM d=) or sends mail on behalf of other companies. Only domains whose brand differs
 * from the domain's own name need an entry in SENDER_BRANDS: every other domain falls back to its
 * name (newseasonsmarket.com → Newseasonsmarket is poor, so the display name is tried first).
 */
export const SENDER_BRANDS: Record<string, string> = {
  'amazon.com': 'Amazon.com',
  'amazon.co.uk': 'Amazon.co.uk',
  'amazon.de': 'Amazon.de',
  'amazon.fr': 'Amazon.fr',
  'amazon.es': 'Amazon.es',
  'amazon.it': 'Amazon.it',
  'amazon.nl': 'Amazon.nl',
  'amazon.se': 'Amazon.se',
  'amazon.ca': 'Amazon.ca',
  'marketplace.amazon.com': 'Amazon.com',
  'steampowered.com': 'Steam',
  'lyftmail.com': 'Lyft',
  'uber.com': 'Uber',
  'ubereats.com': 'Uber Eats',
  'apple.com': 'Apple',
  'itunes.com': 'Apple',
  'paypal.com': 'PayPal',
  'ebay.com': 'eBay',
  'airbnb.com': 'Airbnb',
  'booking.com': 'Booking.com',
  'doordash.com': 'DoorDash',
  'grubhub.com': 'Grubhub',
  'deliveroo.co.uk': 'Deliveroo',
  'just-eat.co.uk': 'Just Eat',
  'wolt.com': 'Wolt',
  'seetickets.com': 'See Tickets',
  'ticketmaster.com': 'Ticketmaster',
  'sncf.com': 'SNCF',
  'oui.sncf': 'SNCF',
  'voyages-sncf.com': 'Voyages-SNCF.com',
  // Rail and coach operators mail tickets from a short or acronym domain that spells no name a
  // person writes ("Bahn", "Cd", "Sncf"): the names they sign their e-tickets with (DB, SNCF, České
  // dráhy and RegioJet e-tickets in public extractor fixtures; the other operators' own names).
  'sncf.fr': 'SNCF',
  'sncf-connect.com': 'SNCF',
  'bahn.de': 'Deutsche Bahn',
  'cd.cz': 'České dráhy',
  'regiojet.cz': 'RegioJet',
  'regiojet.com': 'RegioJet',
  'ns.nl': 'NS',
  'sbb.ch': 'SBB',
  'oebb.at': 'ÖBB',
  'renfe.com': 'Renfe',
  'sj.se': 'SJ',
  'oneplus.com': 'OnePlus',
  'oneplus.net': 'OnePlus',
  'google.com': 'Google',
  'microsoft.com': 'Microsoft',
  'netflix.com': 'Netflix',
  'spotify.com': 'Spotify',
  'ikea.com': 'IKEA',
  'zalando.de': 'Zalando',
  'aliexpress.com': 'AliExpress',
  'etsy.com': 'Etsy',
  'walmart.com': 'Walmart',
  'target.com': 'Target',
  'bestbuy.com': 'Best Buy',
  'homedepot.com': 'The Home Depot',
};

/** Webmail providers: a sender there is a person (often the user forwarding a receipt), not a shop. */
export const PERSONAL_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'outlook.com',
  'outlook.de',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'gmx.at',
  'gmx.ch',
  'bluewin.ch',
  'chello.at',
  'web.de',
  't-online.de',
  'freenet.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'wanadoo.fr',
  'libero.it',
  'mail.com',
  'email.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'zoho.com',
  'yandex.ru',
  'mail.ru',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'seznam.cz',
  'example.com',
  'example.org',
  'example.net',
  // Placeholder domains test fixtures and anonymised samples put in a sender's place.
  'test.com',
  'domain.com',
  'yourdomain.com',
  'mydomain.com',
  'localhost',
  // Internet providers' and mail services' mailboxes in the countries whose mails we read
  // (nl, be, fr, es, se, de, uk, us).
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'sfr.fr',
  'neuf.fr',
  'bbox.fr',
  'telefonica.net',
  'movistar.es',
  'telia.com',
  'bredband.net',
  'comhem.se',
  'spray.se',
  'arcor.de',
  'posteo.de',
  'mailbox.org',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
]);

/**
 * Webmail brands whose country domains are all personal mailboxes ("hotmail.es", "outlook.fr",
 * "yahoo.se", "live.nl", "gmx.at").
 */
export const PERSONAL_MAIL_BRANDS =
  /^(?:gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|windowslive|icloud|aol|gmx|protonmail|zoho|yandex)$/;

/** Mail-sending services: their DKIM signature or envelope says nothing about the shop. */
export const DELIVERY_SERVICE_DOMAINS = new Set([
  'google.com',
  'gmail.com',
  'googlemail.com',
  'amazonses.com',
  'sendgrid.net',
  'sendgrid.info',
  'mailchimp.com',
  'mcsv.net',
  'mandrillapp.com',
  'mailgun.org',
  'mailgun.net',
  'sparkpostmail.com',
  'postmarkapp.com',
  'mktomail.com',
  'exacttarget.com',
  'salesforce.com',
  'outlook.com',
  'microsoft.com',
  'office365.com',
  'onmicrosoft.com',
  'messagelabs.com',
  'zendesk.com',
  'braze.com',
  'klaviyomail.com',
  'cmail19.com',
  'cmail20.com',
  'rsgsv.net',
  'bounces.google.com',
  // Shop platforms mail each shop's receipts from their own domain, with the shop as display name.
  'shopifyemail.com',
  'shopify.com',
  'squarespace-mail.com',
  'wixemails.com',
  'bigcommerce.com',
  'wix.com',
  'squarespace.com',
  // Invoicing and bookkeeping software that mails and prints its users' invoices.
  'zohoinvoice.com',
  'zohobooks.com',
  'sevdesk.de',
  'sevdesk.email',
  'lexoffice.de',
  'billomat.com',
  'fastbill.com',
  'debitoor.com',
  'freshbooks.com',
  'quickbooks.com',
  'intuit.com',
  'xero.com',
  'waveapps.com',
  'invoiceninja.com',
  'moneybird.nl',
  'moneybird.com',
  'e-boekhouden.nl',
  'fortnox.se',
  'bokio.se',
  'visma.com',
  'holded.com',
  'quaderno.io',
  'chargebee.com',
  'recurly.com',
  'invoiced.com',
  'harvestapp.com',
  'bill.com',
]);

/**
 * Words before the name of the software that made a document ("Powered by", "Erstellt mit"), with
 * the rest of their line (the software's name and web address).
 */
export const MADE_WITH =
  /\b(?:powered by|created (?:with|by|using)|generated (?:with|by)|made with|sent (?:with|via)|erstellt mit|erzeugt mit|gemaakt met|verzonden via|réalisé avec|créé avec|généré par|creado con|generado con|skapad med|genererad av)\s[^\n]{0,60}/gi;

/**
 * The web addresses of tax offices that fiscal receipts and e-invoices print for checking the
 * document ("Consulte pela Chave de Acesso em www.sefaz.rs.gov.br", "nfce.fazenda.sp.gov.br",
 * "ivaservizi.agenziaentrate.gov.it", "portaldasfinancas.gov.pt", "earsivportal.efatura.gov.tr",
 * "mydata.aade.gr"): the state's address, never the seller's. Provenance: the consultation lines
 * of Brazilian NFC-e prints (the state revenue offices' "sefaz" and "fazenda" sites) and the
 * e-invoicing portals of Italy, Portugal, Turkey and Greece.
 */
export const TAX_OFFICE_DOMAIN =
  /(?:^|\.)(?:sefaz|fazenda|receita|nfce|agenziaentrate|portaldasfinancas|efatura|gib)\.(?:[a-z0-9-]+\.)*gov\.[a-z]{2}$|(?:^|\.)aade\.gr$/;

/** Labels of a mail domain that name a mail system, not the company ("email.uber.com" is Uber). */
export const MAIL_SUBDOMAIN_LABELS = new Set([
  'mail',
  'email',
  'e',
  'em',
  'e-mail',
  'emails',
  'mailer',
  'mailing',
  'info',
  'news',
  'newsletter',
  'noreply',
  'no-reply',
  'notify',
  'notification',
  'notifications',
  'receipts',
  'receipt',
  'order',
  'orders',
  'shop',
  'store',
  'billing',
  'accounts',
  'account',
  'marketing',
  'mkt',
  'reply',
  'bounce',
  'smtp',
  'mx',
  'transactional',
  'txn',
]);

/** Second-level labels under a country code (amazon.co.uk, canva.com.au). */
export const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ne', 'or', 'gv']);

/**
 * Words around a brand in a sender's display name that name a department or a mail system:
 * "Steam Support", "Uber Receipts", "Apple Billing", "Shop (via Shopify)", "Acme Kundenservice",
 * "Service client Acme", "Notificaciones Acme", "L'équipe Acme", "Acme Reservations", in
 * en/de/nl/fr/es/sv.
 */
export const DISPLAY_NAME_ROLE_WORDS =
  /(?<![\p{L}])(l['’]?[eé]quipe(?: de| d['’])?|toute l['’][eé]quipe(?: de)?|[eé]quipe|el equipo de|equipo|teamet|das team (?:von|der)|het team van|booking confirmation|bookings?|reservations?|r[eé]servations?|reservierung(?:en)?|reservering(?:en)?|reservas?|buchung(?:en)?|buchungsbest[aä]tigung|boeking(?:en)?|bokning(?:ar)?|service client|relation client|customer (?:service|care|support|success)|service[- ]?cent(?:er|re)|servicio al cliente|atenci[oó]n al cliente|support|receipts?|billing|invoices?|invoicing|orders?|order confirmation|confirmations?|updates?|alerts?|notifications?|notify|no-?reply|do-?not-?reply|team|customer (?:service|care|support|success)|service|accounts?|payments?|info|news|newsletter|mailer|mailing|shipping|shipment[- ]tracking|auto-?confirm|bestellung(?:en)?|bestellbest[aä]tigung|best[aä]tigung|rechnung(?:en)?|rechnungsstellung|rechnungsversand|kundenservice|kundendialog|kundendienst|buchhaltung|service client|relation client|facturation|factures?|commandes?|confirmation de commande|notifications?|servicio al cliente|atenci[oó]n al cliente|notificaciones|pedidos?|facturas?|facturaci[oó]n|klantenservice|klantendienst|facturatie|facturen|bestellingen|bevestiging|kundtj[aä]nst|kundservice|kundeservice|fakturering|fakturor|kvitto|kvitton|ordrar|orderbekr[aä]ftelse|sales|verkauf|vertrieb|ventes|ventas|verkoop|f[oö]rs[aä]ljning)(?![\p{L}]|\.\p{L})/giu;

/**
 * What is left of a display name that names no one ("Your Order" without "Order"), and the
 * names shop and site software signs mail with when the site sets none ("WordPress
 * <wordpress@…>", the default of WordPress's mailer, which restaurant and shop plugins use).
 */
export const DISPLAY_NAME_LEFTOVERS =
  /^(your|my|our|the|ihre?|deine?|unser|votre|vos|notre|tu|su|sus|uw|je|jouw|din|ditt|er|new|neue?|nouvelle?|nueva?|nieuwe?|ny|nytt|from|von|de|van|fr[aå]n|e-?mail|mail|hello|hallo|hola|bonjour|hej|contact|kontakt|contacto|shop|store|web ?shop|online ?shop|boutique|tienda|winkel|butik|wordpress|woocommerce|joomla!?|drupal|magento|prestashop|opencart|shopware)$/i;

/**
 * Payment processors that print their own name and address, or send the receipt, for someone
 * else's sale: the payee is the merchant. Provenance: the processors' own names and mail domains
 * (bm.pl is Blue Media, the Polish bill-payment processor; Lemon Squeezy and FastSpring are merchants of
 * record like Paddle).
 */
export const PAYMENT_PLATFORMS =
  /\b(paypal|paddle|stripe|adyen|klarna|square(?:up)?|blue ?media|bluemedia|bm\.pl|payu|przelewy24|dotpay|tpay|mollie|sumup|lemon ?squeezy|fastspring|gocardless|worldpay|braintree|ayden|viva ?wallet|zettle|izettle)\b/i;

/**
 * Generic words after a brand in a subject ("Your Amazon.com order", "Your Airbnb reservation",
 * "Fjellsko Ordre bekreftelse", "Bottega Conferma ordine"): not part of the brand.
 * en/de/nl/fr/es/sv/pl, and Danish, Norwegian, Finnish, Italian, Portuguese and Turkish.
 */
export const SUBJECT_GENERIC_WORDS =
  /^(order|orders|receipt|receipts|purchase|purchases|invoice|invoices|payment|payments|account|confirmation|confirmed|booking|bookings|reservation|reservations|trip|trips|ride|rides|journey|flight|flights|stay|itinerary|ticket|tickets|e-?ticket|delivery|shipment|package|parcel|subscription|membership|plan|renewal|refund|return|gift|card|bill|statement|transaction|transactions|store|shop|support|team|update|updates|summary|details|rechnung|bestellung|buchung|reservierung|lieferung|quittung|beleg|abonnement|commande|facture|r[eé]servation|billet|re[cç]u|livraison|pedido|factura|reserva|recibo|entrega|bestelling|factuur|boeking|reservering|bon|kvitto|bokning|best[aä]llning|faktura|leverans|zamowienie|zam[oó]wienie|rachunek|potwierdzenie|paragon|ordre|ordrebekreftelse|ordrebekr[aæ]ftelse|bestilling|kvittering|tilaus|tilausvahvistus|kuitti|lasku|ordine|conferma|ricevuta|fattura|prenotazione|encomenda|fatura|recibo|sipari[sş]|rezervasyon|the|and|for|with|is|has|was|from)$/i;

/**
 * Plan and tier names after a brand ("Your receipt from Spotify Premium", "… with Kestrel Pro"): a
 * subscription's plan, not a service with a name of its own as "Uber Eats" is. Provenance: the tier
 * names of app stores' and SaaS plans (Premium, Plus, Pro, Family, Basic, Standard, …).
 */
export const SUBJECT_PLAN_WORDS =
  /^(premium|plus|pro|premier|family|familie|basic|standard|unlimited|student|individual|duo|personal|starter|business|enterprise|lite|max|gold|silver|annual|monthly|yearly)$/i;
