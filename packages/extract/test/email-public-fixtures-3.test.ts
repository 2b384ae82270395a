import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import {
  describePublicMailFixtures,
  firstReceipt,
  message,
  type PublicMailCase,
} from './support/mail-message';

afterAll(closeExtractor);

/**
 * A third round of receipt mails: kinds the first two rounds lacked (food delivery and takeaway,
 * a catering order, a game store, a marketplace order in plain text, a charity donation, shop
 * orders in German, Swiss German and Dutch, a hotel booking, an EV charging session, a SaaS
 * subscription). Each is trimmed and anonymized from a public mail or fills a public mail
 * template's layout with made-up values; fixtures/public-mail-3/README.md names every source.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'steam-purchase-usd.eml',
    company: 'Steam',
    date: '2025-11-02',
    total: 5.43,
    currency: 'USD',
    items: [['GEOMETRY DASH', 1, 4.99]],
    family: 'game store: the item card reads name over price; "6:24pm PST" is a clock time, not a tax',
  },
  {
    file: 'uber-eats-savings-usd.eml',
    company: 'Uber Eats',
    date: '2026-07-16',
    total: 50.54,
    currency: 'USD',
    family:
      'food delivery without a dish list: the savings box is no total; the evening order is the day before the UTC header',
  },
  {
    file: 'uber-eats-pt-pizza.eml',
    company: 'Uber Eats',
    date: '2020-10-28',
    total: 16.95,
    currency: 'EUR',
    items: [['PIZZA MÉDIA C/ 4 INGREDIENTES À ESCOLHA!!!', 2, 14.55]],
    family: 'food delivery in Portuguese: the total is the headline above the counted dishes',
  },
  {
    file: 'uber-eats-pt-poke.eml',
    company: 'Uber Eats',
    date: '2020-09-19',
    total: 10.9,
    currency: 'EUR',
    items: [['MIXED SEAS', 1, 8.5]],
    family: 'food delivery: a headline total printed twice; a free option (€0.00) under the dish is no line',
  },
  {
    file: 'catering-order-fwd-usd.eml',
    company: 'Chick-fil-A',
    date: '2026-01-12',
    total: 49.82,
    currency: 'USD',
    items: [['LARGE GARDEN SALAD TRAY', 1, 47]],
    family: 'catering order: name, count and price each on a line; the delivery day is not the order day',
  },
  {
    file: 'amazon-us-two-items.eml',
    company: 'Amazon.com',
    date: '2025-06-15',
    total: 44.95,
    currency: 'USD',
    items: [
      [
        'BATHROOM FAUCET BRUSHED NICKEL ONE-HANDLE, MODERN ONE HOLE BATHROOM SINK FAUCET LAVATORY FAUCET WITH DECK',
        1,
        24.29,
      ],
      [
        'BATHROOM SINK DRAIN WITHOUT OVERFLOW VESSEL SINK LAVATORY VANITY POP UP DRAIN STOPPER, BRUSHED NICKEL',
        1,
        16.99,
      ],
    ],
    family:
      'marketplace order in plain text: "* name" bullets, "Quantity: 1" and the price on lines of their own',
  },
  {
    file: 'paypal-donation-gbp.eml',
    company: 'Anxiety UK',
    date: '2017-12-18',
    total: 50,
    currency: 'GBP',
    family: 'charity donation through a payment processor: the charity, not the processor',
  },
  {
    file: 'de-shop-table-shipping.eml',
    company: 'Stoffwerk Lindenhof',
    date: '2024-03-18',
    total: 65.25,
    currency: 'EUR',
    items: [
      ['KIRSCHKERNKISSEN HERZ', 2, 29.8],
      ['LÄTZCHEN FUCHS', 1, 9.5],
      ['WIMPELKETTE BUNT', 3, 21],
    ],
    family:
      'German shop table: "14,90 Euro" unit prices, "Zwischensumme" and "Versandkosten" below the items',
  },
  {
    file: 'de-shop-discount-vat.eml',
    company: 'Papeterie Kranich',
    date: '2024-11-07',
    total: 79.37,
    currency: 'EUR',
    items: [
      ['NOTIZBUCH A5 LEINEN', 2, 25.8],
      ['FÜLLHALTER MESSING', 1, 39],
      ['PREISNACHLASS', 1, -3],
    ],
    family: 'German shop: "Porto und Versand" above the Zwischensumme is a charge, the discount a line',
  },
  {
    file: 'ch-shop-voucher-postage.eml',
    company: 'Hofladen Sonnhalde',
    date: '2024-03-14',
    total: 40.3,
    currency: 'CHF',
    items: [
      ['BERGKÄSE REZENT 500 G', 2, 23.8],
      ['BLÜTENHONIG 250 G', 1, 12.5],
      ['GUTSCHEIN RABATT', 1, -5],
    ],
    family:
      'Swiss shop: the count under "Menge"; "Preis inklusive MwSt., Porto und Verpackung" over "Gesamtsumme"',
  },
  {
    file: 'be-order-delivery-btw.eml',
    company: 'Postfly',
    date: '2024-04-02',
    total: 94.38,
    currency: 'EUR',
    items: [
      ['FLYERS A5 FLYER A5 170 G GLANS', 500, 48.5],
      ['VISITEKAARTJES VISITEKAARTJE 350 G MAT', 250, 22],
    ],
    family: 'Belgian print shop: a row-number column, counts of 500 under "Aantal"; "Totaal" after "BTW 21%"',
  },
  {
    file: 'nl-text-name-over-price.eml',
    company: 'Theehuis Waterlelie',
    date: '2024-02-21',
    total: 30.65,
    currency: 'EUR',
    items: [
      ['SENCHA KAGOSHIMA 100 G', 1, 12.95],
      ['ROOIBOS VANILLE 250 G', 1, 8.5],
      ['THEEZEEF RVS', 1, 4.25],
    ],
    family:
      'Dutch plain-text order: each product over its price between dashed rules, an option line between',
  },
  {
    file: 'nl-text-seller-ex-vat.eml',
    company: 'Theehuis Waterlelie',
    date: '2024-02-22',
    total: 53,
    currency: 'EUR',
    items: [
      ['SENCHA KAGOSHIMA 100 G', 1, 11.88],
      ['THEEPOT GIETIJZER 0,8 L', 1, 30],
    ],
    family: 'Dutch shop order notice: "Product:" over "Prijs (ex btw):", a discount note after the price',
  },
  {
    file: 'de-text-fabric-per-metre.eml',
    company: 'Bilderbuchstoff',
    date: '2023-12-09',
    total: 45,
    currency: 'EUR',
    family: 'fabric sold by the metre: only the price per metre is printed beside each length',
  },
  {
    file: 'hotel-booking-cash-on-arrival.eml',
    company: 'Golden Lotus Travel',
    date: '2018-09-28',
    total: 40,
    currency: 'USD',
    family: 'hotel booking: "Total Price $40", stay dates are not the booking date',
  },
  {
    file: 'ev-charging-session-cad.eml',
    company: 'BC Hydro EV',
    date: '2024-09-14',
    total: 11.2,
    currency: 'CAD',
    family: 'EV charging session: rate per kWh and energy are not prices; GST and PST over "Total cost"',
  },
  {
    file: 'shop-text-sku-shipping-columns.eml',
    company: 'Old Mill Crafts',
    date: '2024-03-05',
    total: 32.5,
    currency: 'GBP',
    family: 'plain-text shop order in fixed columns: SKU, price and a shipping column per line',
  },
  {
    file: 'takeaway-text-dash-prices.eml',
    company: 'Bella Napoli Takeaway',
    date: '2024-04-12',
    total: 23.45,
    currency: 'GBP',
    items: [
      ['MARGHERITA 12"', 2, 17],
      ['GARLIC BREAD', 1, 3.95],
    ],
    family: 'takeaway order in plain text: totals as label over amount; "- £8.50" lines under each dish',
  },
  {
    file: 'takeaway-html-qty-in-name.eml',
    company: 'Bella Napoli Takeaway',
    date: '2024-04-12',
    total: 30.3,
    currency: 'GBP',
    items: [
      ['CALZONE', 2, 18.5],
      ['SAN PELLEGRINO 330ML', 3, 4.8],
      ['TIRAMISU', 1, 4.5],
    ],
    family:
      'takeaway order table: "2 x dish" and its option in one cell, the prices on the cell\'s last line',
  },
  {
    file: 'saas-subscription-gbp-vat.eml',
    company: 'Tactile CRM',
    date: '2013-07-01',
    total: 60,
    currency: 'GBP',
    family:
      'subscription renewal: "50.00GBP" glued codes; the registered office and VAT number are not amounts',
  },
];

describePublicMailFixtures(
  'receipt mails in the shapes of public fixtures (round 3)',
  'public-mail-3',
  CASES,
);

/** The families the third round showed, in made-up shops' words and layouts. */
describe('families from public receipt mails, round 3, in made-up shapes', () => {
  const headers = (from: string, subject: string) => ({
    From: from,
    Subject: subject,
    Date: 'Tue, 05 Mar 2024 10:00:00 +0100',
  });
  const items = (r: { line_items: Array<{ name: string; quantity: number; price: number }> }) =>
    r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price]);

  it('a US mail that stamps its time in PST or PDT is in US dollars, not Canadian', async () => {
    for (const zone of ['PST', 'PDT']) {
      const r = await firstReceipt(
        message(
          headers('Pixel Forge <receipts@pixelforge.example>', 'Your purchase'),
          [`Date issued: Mar 4, 2024 @ 9:15am ${zone}`, 'Starfall Tactics    $19.99', 'Total: $19.99'].join(
            '\n',
          ),
        ),
      );
      expect(r.currency).toBe('USD');
    }
  });

  it('a donation receipt from a payment processor names the charity after "donation to"', async () => {
    const r = await firstReceipt(
      message(
        headers('PayPal <service@paypal.example>', 'Receipt for your donation to Harbour Lifeboat Trust'),
        ['You donated £25.00 GBP.', 'Donation amount: £25.00 GBP', 'Total: £25.00 GBP'].join('\n'),
      ),
    );
    expect(r.company).toBe('Harbour Lifeboat Trust');
  });

  it('shipping and postage rows of an order are charges, not items (eight languages)', async () => {
    const rows = [
      ['Versandkosten', 'Zwischensumme'],
      ['Frais de port', 'Sous-total'],
      ['Spese di spedizione', 'Subtotale'],
      ['Verzendkosten', 'Subtotaal'],
      ['Spedizione', 'Subtotale'],
      ['Envío', 'Subtotal'],
      ['Frete', 'Subtotal'],
      ['Wysyłka', 'Suma częściowa'],
      ['Levering', 'Subtotaal'],
    ];
    for (const [shipping, subtotal] of rows) {
      const r = await firstReceipt(
        message(
          headers('Kleine Werkstatt <shop@kleine-werkstatt.example>', 'Bestellung'),
          `<table><tr><td>Holzkreisel</td><td>12,00 EUR</td></tr>
          <tr><td>${shipping}</td><td>4,50 EUR</td></tr>
          <tr><td>${subtotal}</td><td>16,50 EUR</td></tr>
          <tr><td>Gesamt</td><td>16,50 EUR</td></tr></table>`,
        ),
      );
      expect(items(r)).toEqual([['HOLZKREISEL', 1, 12]]);
    }
  });

  it('"Zwischensumme" ends the items: postage under it is no item', async () => {
    const r = await firstReceipt(
      message(
        headers('Kleine Werkstatt <shop@kleine-werkstatt.example>', 'Bestellung'),
        `<table><tr><td>Holzkreisel</td><td>12,00 EUR</td></tr>
        <tr><td>Zwischensumme: 12,00 EUR</td></tr><tr><td>Porto: 3,00 EUR</td></tr>
        <tr><td>Gesamt: 15,00 EUR</td></tr></table>`,
      ),
    );
    expect(r.total_price).toBe(15);
    expect(items(r)).toEqual([['HOLZKREISEL', 1, 12]]);
  });

  it('a unit price written with "Euro" leaves the count column before it readable', async () => {
    const r = await firstReceipt(
      message(
        headers('Kleine Werkstatt <shop@kleine-werkstatt.example>', 'Bestellung'),
        `<table><tr><td>Name</td><td>Anzahl</td><td>Einzelpreis</td><td>Preis</td></tr>
        <tr><td>Holzkreisel bunt</td><td>3</td><td>4,00 Euro</td><td>12,00 EUR</td></tr>
        <tr><td>Gesamt: 12,00 EUR</td></tr></table>`,
      ),
    );
    expect(items(r)).toEqual([['HOLZKREISEL BUNT', 3, 12]]);
  });

  it('a total printed as the headline above the counted dishes does not end the dishes', async () => {
    const r = await firstReceipt(
      message(
        headers('Feastly <receipts@feastly.example>', 'Your order'),
        [
          'Total €21.40',
          '4 March 2024',
          "Here's your receipt for Casa Verde.",
          '2    Falafel wrap    €15.80',
          '1    Lemonade    €3.10',
          'Subtotal    €18.90',
          'Delivery fee    €2.50',
          'Total    €21.40',
        ].join('\n'),
      ),
    );
    expect(r.total_price).toBe(21.4);
    expect(items(r)).toEqual([
      ['FALAFEL WRAP', 2, 15.8],
      ['LEMONADE', 1, 3.1],
    ]);
  });

  it('an item card read one cell per line, name over a bare price, is an item below a dated header', async () => {
    const r = await firstReceipt(
      message(
        headers('Pixel Forge <receipts@pixelforge.example>', 'Thank you for your purchase'),
        `<table><tr><td>Thank you for your purchase.</td></tr>
        <tr><th><table><tr><td><strong>Starfall Tactics</strong></td></tr></table></th>
        <th><table><tr><td>$19.99</td></tr></table></th></tr>
        <tr><td>Date issued: Mar 4, 2024</td></tr><tr><td>Payment method: Visa</td></tr>
        <tr><td>Subtotal: $19.99</td></tr><tr><td>Total: $19.99</td></tr></table>`,
      ),
    );
    expect(items(r)).toEqual([['STARFALL TACTICS', 1, 19.99]]);
  });

  it('a plain-text list bullet before a long product name opens an item, not an option', async () => {
    const r = await firstReceipt(
      message(
        headers('Northwind Market <orders@northwind.example>', 'Ordered: 2 items'),
        [
          'Order # 100-0000',
          '* Stainless Steel Water Bottle 750 ml Leak Proof',
          '  Quantity: 1',
          '  18.50 USD',
          '* Cotton Tote Bag Natural Large',
          '  Quantity: 2',
          '  12.00 USD',
          'Total',
          '30.50 USD',
        ].join('\n'),
      ),
    );
    expect(items(r).map(([name, , price]) => [name, price])).toEqual([
      ['STAINLESS STEEL WATER BOTTLE 750 ML LEAK PROOF', 18.5],
      ['COTTON TOTE BAG NATURAL LARGE', 12],
    ]);
  });

  it('"Preis inklusive MwSt., Porto und Verpackung" is the total over "Gesamtsumme"; Mehrwertsteuer is tax', async () => {
    const r = await firstReceipt(
      message(
        headers('Bergsenn Käserei <shop@bergsenn.example>', 'Bestellung 77'),
        `<table><tr><th>Produkt</th><th>Menge</th><th>Gesamt</th></tr>
        <tr><td>Alpkäse 250 g</td><td>1</td><td>CHF 9.80</td></tr>
        <tr><td colspan="2">Enthaltene Mehrwertsteuer: 2.6 %</td><td>CHF 0.25</td></tr>
        <tr><td colspan="2">Gesamtsumme:</td><td>CHF 9.80</td></tr>
        <tr><td colspan="2">Porto und Verpackung</td><td>CHF 7.00</td></tr>
        <tr><td colspan="2">Preis inklusive MwSt., Porto und Verpackung</td><td>CHF 16.80</td></tr></table>`,
      ),
    );
    expect(r.total_price).toBe(16.8);
    expect(items(r)).toEqual([['ALPKÄSE 250 G', 1, 9.8]]);
  });

  it('an HTML table with a long product name keeps its count under the "Menge" title', async () => {
    const r = await firstReceipt(
      message(
        headers('Bergsenn Käserei <shop@bergsenn.example>', 'Bestellung 78'),
        `<table><tr><th>Produkt</th><th>Menge</th><th>Gesamt</th></tr>
        <tr><td>Bergkäse extra würzig am Stück 500 g</td><td>2</td><td>CHF 23.80</td></tr>
        <tr><td>Butter</td><td>1</td><td>CHF 4.20</td></tr>
        <tr><td colspan="2">Total</td><td>CHF 28.00</td></tr></table>`,
      ),
    );
    expect(items(r)).toEqual([
      ['BERGKÄSE EXTRA WÜRZIG AM STÜCK 500 G', 2, 23.8],
      ['BUTTER', 1, 4.2],
    ]);
  });

  it('a plain-text dish lists its unit price and line total as dashed lines, not two discounts', async () => {
    const r = await firstReceipt(
      message(
        headers('Trattoria Nove <orders@trattoria-nove.example>', 'Thank you for your order!'),
        [
          'Your order number is 31',
          '3 x Arancini',
          '- £2.50',
          '- £7.50',
          '1 x Espresso',
          '- £1.80',
          '- £1.80',
          'Order Total',
          '£9.30',
        ].join('\n'),
      ),
    );
    expect(items(r)).toEqual([
      ['ARANCINI', 3, 7.5],
      ['ESPRESSO', 1, 1.8],
    ]);
  });

  it('a table titled "Nr | Product | Aantal | Prijs" counts by its count column, however large', async () => {
    const r = await firstReceipt(
      message(
        headers('Drukkerij Zeemeeuw <orders@zeemeeuw.example>', 'Bevestiging bestelling'),
        `<table><tr><td>Nr</td><td>Product</td><td>Aantal</td><td>Prijs</td></tr>
        <tr><td>1</td><td>Stickers rond 5 cm</td><td>1000</td><td>39.00</td></tr>
        <tr><td>2</td><td>Posters A2</td><td>2</td><td>18.00</td></tr>
        <tr><td></td><td></td><td>Totaal:</td><td>57.00</td></tr></table>`,
      ),
    );
    expect(items(r)).toEqual([
      ['STICKERS ROND 5 CM', 1000, 39],
      ['POSTERS A2', 2, 18],
    ]);
  });

  it('an option line ("Kleur: saliegroen") between a product and its price leaves the product its price', async () => {
    const r = await firstReceipt(
      message(
        headers('Linnenkast <winkel@linnenkast.example>', 'Uw bestelling'),
        [
          '--------------',
          'Theedoek linnen',
          'Kleur: saliegroen',
          '€9,50',
          '--------------',
          'Totaal: €9,50',
        ].join('\n'),
      ),
    );
    expect(items(r)).toEqual([['THEEDOEK LINNEN', 1, 9.5]]);
  });

  it('an order written as fields, "Product:" over "Price:", pairs each product with its price (two languages)', async () => {
    const en = await firstReceipt(
      message(
        headers('Tokyo Corner <orders@tokyo-corner.example>', 'Order received'),
        [
          'Order Summary',
          'Product:  Salmon nigiri',
          'Quantity: 2',
          'Price:    €9.00',
          '',
          'Product:  Miso soup',
          'Quantity: 1',
          'Price:    €3.50',
          'Subtotal:         €12.50',
          'Total:            €12.50',
        ].join('\n'),
      ),
    );
    expect(items(en).map(([name, , price]) => [name, price])).toEqual([
      ['SALMON NIGIRI', 9],
      ['MISO SOUP', 3.5],
    ]);
    const de = await firstReceipt(
      message(
        headers('Teeladen Kranich <shop@teeladen-kranich.example>', 'Neue Bestellung'),
        [
          'Artikel: Grüntee Sencha 100 g',
          'Preis (inkl. MwSt.): 12,90 €',
          'Artikel: Teesieb Edelstahl',
          'Preis (inkl. MwSt.): 6,50 € (Aktion)',
          'Gesamt: 19,40 €',
        ].join('\n'),
      ),
    );
    expect(items(de).map(([name, , price]) => [name, price])).toEqual([
      ['GRÜNTEE SENCHA 100 G', 12.9],
      ['TEESIEB EDELSTAHL', 6.5],
    ]);
  });

  it("a counted dish, its option line and the prices on the cell's last line make one line of the count", async () => {
    const r = await firstReceipt(
      message(
        headers('Trattoria Nove <orders@trattoria-nove.example>', 'New order'),
        `<table><tr><th>Name/Description</th><th>Unit Price</th><th>Sub Total</th></tr>
        <tr><td>2 x Lasagne<br>Extra parmesan<br></td><td>£8.00</td><td>£16.00</td></tr>
        <tr><td>1 x Panna cotta<br><br></td><td>£4.00</td><td>£4.00</td></tr>
        <tr><td></td><td>Order Total</td><td>£20.00</td></tr></table>`,
      ),
    );
    expect(items(r)).toEqual([
      ['LASAGNE', 2, 16],
      ['PANNA COTTA', 1, 4],
    ]);
  });
});
