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
]);

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
]);

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
 * "Steam Support", "Uber Receipts", "Apple Billing", "Shop (via Shopify)".
 */
export const DISPLAY_NAME_ROLE_WORDS =
  /\b(support|receipts?|billing|invoices?|invoicing|orders?|order confirmation|notifications?|notify|no-?reply|do-?not-?reply|team|customer (?:service|care|support)|service|accounts?|payments?|info|news|newsletter|mailer|shipping|shipment[- ]tracking|auto-?confirm|bestellung(?:en)?|rechnung(?:en)?|kundenservice|facturation|commandes?|pedidos?|facturas?|kvitto|ordrar)\b/gi;

/**
 * Payment processors that print their own name and address, or send the receipt, for someone
 * else's sale: the payee is the merchant. Provenance: the processors' own names and mail domains
 * (bm.pl is Blue Media, the Polish bill-payment processor).
 */
export const PAYMENT_PLATFORMS =
  /\b(paypal|paddle|stripe|adyen|klarna|square(?:up)?|blue ?media|bluemedia|bm\.pl|payu|przelewy24|dotpay|tpay|mollie|sumup)\b/i;

/** Generic words after a brand in a subject ("Your Amazon.com order"): not part of the brand. */
export const SUBJECT_GENERIC_WORDS =
  /^(order|orders|receipt|purchase|invoice|payment|account|confirmation|booking|trip|ride|delivery|shipment|subscription|store|support|team|rechnung|bestellung|commande|facture|pedido|factura|bestelling|factuur|kvitto|order|zamowienie|the|and|for|with)$/i;
