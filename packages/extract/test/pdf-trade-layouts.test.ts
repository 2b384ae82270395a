import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * Layouts of trades whose PDFs put something other than the seller or the invoice date where a
 * letterhead or a date label stands: ride receipts greeting the rider in large type, hotel folios
 * with a dated line per night, sales contracts that double as the invoice. Made-up sellers and
 * amounts, in the layouts such documents have.
 */
const A4 = { width: 595, height: 842 };
type Line = [string, number, number, number?];
function page(lines: Line[]): { texts: PdfText[] } {
  return { texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) };
}
/** A cell set right-aligned at `right`, as amounts are. */
function right(text: string, edge: number, y: number, size = 10): Line {
  return [text, Math.round(edge - text.length * size * 0.5), y, size];
}
const read = (lines: Line[]) => extractReceipt(makePdf([page(lines)], A4));

describe('ride receipts: the greeting and the total in large type are not the seller', () => {
  const greetings = [
    'Thanks for riding, Evan',
    'Hi Evan,',
    'Danke f\xfcr deine Fahrt, Evan',
    'Merci, Evan !',
  ];
  for (const greeting of greetings)
    it(`"${greeting}" over "Total €12.40" in larger type than the brand`, async () => {
      const r = await read([
        ['Zipride', 40, 30, 16],
        ['March 4, 2025', 420, 34, 9],
        [greeting, 40, 70, 18],
        ['We hope you enjoyed your ride this evening.', 40, 96],
        ['Total', 40, 140, 18],
        right('\x8012.40', 555, 140, 18),
        ['Trip fare', 40, 176],
        right('\x8010.20', 555, 176),
        ['Booking fee', 40, 214],
        right('\x801.50', 555, 214),
        ['Tip', 40, 228],
        right('\x800.70', 555, 228),
        ['Payments', 40, 260, 12],
        ['Visa 1234', 40, 278],
        right('\x8012.40', 555, 278),
        ['You rode with Marco', 40, 320, 12],
        ['21:12 Prinsengracht 100, Amsterdam', 40, 356, 9],
      ]);
      expect(r).toMatchObject({ company: 'Zipride', date: '2025-03-04', total_price: 12.4, currency: 'EUR' });
      expect(r.parsingNotes).toMatch(/Merchant "Zipride" from the letterhead/);
    });
});

describe('hotel folios: a line per night under a "Date" column', () => {
  it('no invoice date: the departure dates the bill, not the first night under the "Date" header', async () => {
    const r = await read([
      ['Harbour View Hotel', 210, 30, 18],
      ['1 Quay Street, Falmouth TR11 3HH', 210, 54, 8],
      ['Mr Evan Castell', 40, 110],
      ['18 Hill Road', 40, 123],
      ['Bristol BS8 1TH', 40, 136],
      ['INVOICE', 380, 100, 14],
      ['Room', 380, 124, 9],
      ['214', 470, 124, 9],
      ['Arrival', 380, 136, 9],
      ['03/03/2025', 470, 136, 9],
      ['Departure', 380, 148, 9],
      ['06/03/2025', 470, 148, 9],
      ['Date', 40, 220, 9],
      ['Description', 110, 220, 9],
      ['Charges', 400, 220, 9],
      ['Credits', 490, 220, 9],
      ['03/03/2025', 40, 236, 9],
      ['Accommodation', 110, 236, 9],
      right('129.00', 430, 236, 9),
      ['04/03/2025', 40, 250, 9],
      ['Accommodation', 110, 250, 9],
      right('129.00', 430, 250, 9),
      ['04/03/2025', 40, 264, 9],
      ['Restaurant', 110, 264, 9],
      right('42.50', 430, 264, 9),
      ['05/03/2025', 40, 278, 9],
      ['Accommodation', 110, 278, 9],
      right('129.00', 430, 278, 9),
      ['06/03/2025', 40, 292, 9],
      ['Visa XXXX1234', 110, 292, 9],
      right('429.50', 525, 292, 9),
      ['Total', 300, 320],
      right('429.50', 430, 320),
      right('429.50', 525, 320),
      ['Balance', 300, 336],
      right('0.00 GBP', 525, 336),
      ['Printed 06/03/2025 11:02 by reception', 40, 390, 8],
    ]);
    expect(r).toMatchObject({
      company: 'Harbour View Hotel',
      date: '2025-03-06',
      total_price: 429.5,
      currency: 'GBP',
    });
    expect(r.parsingNotes).toMatch(/labelled "departure"/);
  });

  it('German folio: "Rechnungsdatum" over "Anreise", "Abreise" and the dated nights; "Gesamtbetrag" over the payment', async () => {
    const night = (y: number, day: string): Line[] => [
      [`${day}.03.2025`, 57, y, 9],
      ['\xdcbernachtung mit Fr\xfchst\xfcck', 130, y, 9],
      ['1', 330, y, 9],
      right('118,00', 440, y, 9),
      right('118,00', 535, y, 9),
    ];
    const r = await read([
      ['Hotel Seeblick', 220, 30, 20],
      ['Seestra\xdfe 1 \xb7 78462 Konstanz', 200, 56, 8],
      ['Frau', 57, 120],
      ['Evan Kramer', 57, 133],
      ['Lindenweg 2', 57, 146],
      ['80331 M\xfcnchen', 57, 159],
      ['Zimmer 12', 360, 120, 9],
      ['Anreise 03.03.2025', 360, 132, 9],
      ['Abreise 06.03.2025', 360, 144, 9],
      ['Rechnungsdatum 06.03.2025', 360, 156, 9],
      ['Rechnung Nr. 25-1180', 57, 220, 14],
      ['Datum', 57, 260, 9],
      ['Leistung', 130, 260, 9],
      ['Anzahl', 330, 260, 9],
      ['Einzelpreis', 390, 260, 9],
      ['Betrag', 490, 260, 9],
      ...night(274, '03'),
      ...night(288, '04'),
      ...night(302, '05'),
      ['Gesamtbetrag', 360, 330, 11],
      right('354,00 \x80', 535, 330, 11),
      ['Bezahlt Mastercard 06.03.2025', 360, 346, 9],
      right('-354,00 \x80', 535, 346, 9),
      ['Offener Betrag', 360, 362, 9],
      right('0,00 \x80', 535, 362, 9),
    ]);
    expect(r).toMatchObject({
      company: 'Hotel Seeblick',
      date: '2025-03-06',
      total_price: 354,
      currency: 'EUR',
    });
    expect(r.parsingNotes).toMatch(/labelled "rechnungsdatum"/);
  });
});

describe('a bill whose own lines are dated, under a "Date" column header', () => {
  it('the date printed unlabelled at the top right, not the first line under the "Date" header', async () => {
    const r = await read([
      ['Pinecrest Storage', 40, 40, 18],
      ['410 Cedar Ave, Boise, ID 83702', 40, 64, 9],
      ['STATEMENT', 420, 40, 18],
      ['31 March 2025', 420, 80, 9],
      ['Date', 40, 200, 9],
      ['Description', 120, 200, 9],
      ['Amount', 500, 200, 9],
      ['03/01/2025', 40, 216, 9],
      ['Unit 14 rent', 120, 216, 9],
      right('$95.00', 550, 216, 9),
      ['03/15/2025', 40, 230, 9],
      ['Late fee', 120, 230, 9],
      right('$10.00', 550, 230, 9),
      ['Total Due', 420, 260, 11],
      right('$105.00', 550, 260, 11),
    ]);
    expect(r).toMatchObject({ date: '2025-03-31', total_price: 105 });
  });
});

describe('a sales contract that is also the invoice', () => {
  it('"Kaufvertrag / Rechnung" in large type is a title; the form\'s "Name Evan …" line is the buyer', async () => {
    const r = await read([
      ['Velomarkt Hansen', 40, 40, 12],
      ['Holstenstra\xdfe 80, 24103 Kiel', 40, 56, 8],
      ['Kaufvertrag / Rechnung', 40, 90, 16],
      ['Name Evan Petersen', 40, 130, 11],
      ['Stra\xdfe Dorfweg 3', 40, 145, 11],
      ['PLZ/Ort 24119 Kronshagen', 40, 160, 11],
      ['Datum 10.03.2025', 380, 130, 11],
      ['Artikel', 40, 220, 9],
      ['Preis', 480, 220, 9],
      ['E-Bike Trekking', 40, 236, 9],
      right('899,00 \x80', 540, 236, 9),
      ['Summe', 380, 270, 11],
      right('899,00 \x80', 540, 270, 11),
      ['darin enthalten 19 % MwSt.', 380, 284, 9],
      right('143,54 \x80', 540, 284, 9),
    ]);
    expect(r).toMatchObject({
      company: 'Velomarkt Hansen',
      date: '2025-03-10',
      total_price: 899,
      currency: 'EUR',
    });
  });
});

describe('titles with a possessive, the kind of sale or a compound are never the seller', () => {
  const titles = [
    'Your receipt',
    'Ihre Rechnung',
    'Uw factuur',
    'Votre facture',
    'Su factura',
    'Ditt kvitto',
    'Ride receipt',
    'Booking receipt',
    'Hotel invoice',
    'E-Invoice',
    'Invoice details',
    'Monatsrechnung',
    'Bewirtungsbeleg',
    'Vorkasse-Rechnung',
    'Verkoopfactuur',
    'Kassakvitto',
    'Kvittering',
    'Factura de venta',
    'Ticket de caisse',
    "Facture d'acompte",
    "Note d'honoraires",
    'Electronic ticket receipt',
    'Customer invoice',
    'Facture client',
    "Facture d'avoir",
    'Factura rectificativa',
    'Receipt of payment',
    'RECHNUNG.',
    'Invoice:',
  ];
  it('each title set large over a seller named only in its body-type block', async () => {
    const wrong: string[] = [];
    for (const title of titles) {
      const r = await read([
        [title, 40, 40, 24],
        ['Larkspur Studio', 40, 90],
        ['22 Wharf Road', 40, 104],
        ['London N1 7GR', 40, 118],
        ['Invoice date: 04/03/2025', 360, 90],
        ['Design work', 40, 200],
        ['\xa3300.00', 480, 200],
        ['Total', 380, 240],
        ['\xa3300.00', 480, 240],
      ]);
      if (r.company !== 'Larkspur Studio') wrong.push(`${title} → ${r.company}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the buyer's address window and the buyer's own numbers", () => {
  it('German letter (DIN 5008): the company in the window under the return line is the buyer; a seller named "Lieferant GmbH"', async () => {
    const r = await read([
      ['Lieferant GmbH', 400, 40],
      ['Lieferantenstra\xdfe 20', 400, 52, 8],
      ['80333 M\xfcnchen', 400, 62, 8],
      ['Lieferant GmbH \xb7 Lieferantenstra\xdfe 20 \xb7 80333 M\xfcnchen', 57, 120, 7],
      ['Kunden AG Mitte', 57, 135],
      ['Hans Muster', 57, 148],
      ['Kundenstra\xdfe 15', 57, 161],
      ['69876 Frankfurt', 57, 174],
      ['Rechnung', 57, 240, 14],
      ['Rechnungsdatum', 57, 262, 9],
      ['05.03.2025', 170, 262, 9],
      ['Lieferdatum', 57, 274, 9],
      ['03.03.2025', 170, 274, 9],
      ['Trennbl\xe4tter A4', 57, 320, 9],
      ['473,00', 500, 320, 9],
      ['Gesamtsumme netto', 350, 380, 9],
      ['473,00', 500, 380, 9],
      ['Summe USt.', 350, 392, 9],
      ['56,87', 500, 392, 9],
      ['Gesamtbetrag', 350, 406, 10],
      ['529,87 EUR', 490, 406, 10],
    ]);
    expect(r).toMatchObject({
      company: 'Lieferant',
      date: '2025-03-05',
      total_price: 529.87,
      currency: 'EUR',
    });
  });

  it('a company in the window; the seller named only in the return line over it', async () => {
    const r = await read([
      ['Klarweg Druck UG \xb7 Am Markt 2 \xb7 04109 Leipzig', 57, 128, 7],
      ['Alsterblick Immobilien GmbH', 57, 145],
      ['Jungfernstieg 9', 57, 158],
      ['20354 Hamburg', 57, 171],
      ['Rechnung', 57, 240, 16],
      ['Rechnungsdatum: 03.02.2025', 360, 270, 9],
      ['Flyer A5', 57, 336, 9],
      right('356,81 \x80', 535, 336, 9),
      ['Summe brutto', 380, 400, 11],
      right('356,81 \x80', 535, 400, 11),
    ]);
    expect(r.company).toBe('Klarweg Druck');
  });

  it('Dutch: an unlabelled buyer block with a legal form over "BTW-nummer klant"; the seller in the footer', async () => {
    const r = await read([
      ['Factuur', 40, 30, 20],
      ['Alsterblick Immobilien GmbH', 40, 80],
      ['Jungfernstieg 9', 40, 92],
      ['20354 Hamburg', 40, 104],
      ['BTW-nummer klant: DE123123123', 40, 116],
      ['Factuurdatum: 04-03-2025', 360, 80, 9],
      ['Hosting', 40, 200],
      ['\x80 100,00', 480, 200],
      ['Totaal', 380, 240],
      ['\x80 100,00', 480, 240],
      ['BTW verlegd', 40, 260, 8],
      [
        'Polderweb B.V. \xb7 Keizersgracht 1 \xb7 1015 CJ Amsterdam \xb7 KvK 12345678 \xb7 BTW NL001234567B01',
        40,
        800,
        7,
      ],
    ]);
    expect(r).toMatchObject({ company: 'Polderweb', date: '2025-03-04', total_price: 100 });
  });
});

describe('a marketplace order that names its shop with "Shop:"', () => {
  it('"Shop: CozyKnits" under the order number, the buyer under "Ship to"', async () => {
    const r = await read([
      ['Order #3345987712', 40, 30, 14],
      ['Shop: CozyKnits', 40, 50],
      ['Order date: Mar 4, 2025', 40, 64],
      ['Ship to', 40, 100, 9],
      ['Evan Reed', 40, 112],
      ['88 Birch Ln', 40, 124],
      ['Austin, TX 78701', 40, 136],
      ['Chunky wool scarf', 40, 200],
      ['$32.00', 480, 200],
      ['Item total', 380, 230],
      ['$32.00', 480, 230],
      ['Shipping', 380, 244],
      ['$4.00', 480, 244],
      ['Sales tax', 380, 258],
      ['$2.50', 480, 258],
      ['Order total', 380, 276],
      ['$38.50', 480, 276],
    ]);
    expect(r).toMatchObject({ company: 'CozyKnits', date: '2025-03-04', total_price: 38.5, currency: 'USD' });
    expect(r.parsingNotes).toMatch(/from the "shop" block/);
  });
});

describe('a letterhead that sets its name on two lines', () => {
  const invoice = (head: Line[]): Line[] => [
    ...head,
    ['Lindenallee 5', 380, 68, 8],
    ['50667 K\xf6ln', 380, 78, 8],
    ['Evan Schubert', 57, 145],
    ['Birkenweg 12', 57, 158],
    ['51063 K\xf6ln', 57, 171],
    ['Rechnungsdatum: 04.03.2025', 360, 200, 9],
    ['Beratung', 40, 260, 9],
    right('300,00 \x80', 540, 260, 9),
    ['Gesamtbetrag', 380, 300],
    right('300,00 \x80', 540, 300),
    ['Bankverbindung', 40, 770, 7],
    ['Brennwerk Haustechnik GmbH', 40, 779, 7],
  ];
  it('"Brennwerk" over "Haustechnik GmbH" in large type is one name', async () => {
    const r = await read(
      invoice([
        ['Brennwerk', 380, 30, 16],
        ['Haustechnik GmbH', 380, 48, 16],
      ]),
    );
    expect(r.company).toBe('Brennwerk Haustechnik');
    expect(r.parsingNotes).toMatch(/the legal name "Brennwerk Haustechnik GmbH"/);
  });
  it('a heading over a legal name in body type is not part of it', async () => {
    const r = await read([
      ['Bankverbindung', 40, 40, 9],
      ['Kontorhaus Medien GmbH', 40, 50, 9],
      ['Speicherstadt 3', 40, 60, 9],
      ['20457 Hamburg', 40, 70, 9],
      ['Rechnungsdatum: 04.03.2025', 360, 200, 9],
      ['Beratung', 40, 260, 9],
      right('300,00 \x80', 540, 260, 9),
      ['Gesamtbetrag', 380, 300],
      right('300,00 \x80', 540, 300),
    ]);
    expect(r.company).toBe('Kontorhaus Medien');
  });
});

describe("a title with the document's number is a title, wherever the seller is looked for", () => {
  it('titles with their number are titles; names with a number are not', async () => {
    const { isTitleOrColumnHeader } = await import('../src/parse/document/merchant/titles');
    const titles = [
      'Rechnung Nr.: RE-2025-118',
      'Invoice INV-0042',
      'Invoice No. INV/2025/0012 paid',
      'Factura n\xfamero 12',
      'Factuurnummer 2025-031',
      'Receipt 1234-5678',
      'I N V O I C E',
    ];
    const names = [
      'Order 66 Games',
      'Studio 54',
      'Pier 21 Deli',
      'Hotel Seeblick',
      'Bon Appetit',
      'Folio Books',
    ];
    expect(titles.filter((t) => !isTitleOrColumnHeader(t))).toEqual([]);
    expect(names.filter((n) => isTitleOrColumnHeader(n))).toEqual([]);
  });
});

describe('the renter, guest or passenger of a form-like receipt is the buyer', () => {
  for (const label of [
    'Renter',
    'Guest name',
    'Passenger',
    'Mieter',
    'Gast',
    'Hu\xe9sped',
    'Voyageur',
    'Resen\xe4r',
  ])
    it(`"${label}" in the label column, the name in larger type in the value column`, async () => {
      const r = await read([
        ['Sunroad Car Rental', 40, 30, 12],
        ['Rental Receipt', 40, 50, 18],
        [label, 40, 90, 9],
        ['Evan Taylor', 140, 90, 13],
        ['Receipt date', 40, 134, 9],
        ['10 March 2025', 140, 134, 9],
        ['Time and distance', 40, 200, 9],
        right('172.70', 540, 200, 9),
        ['VAT 23%', 40, 228, 9],
        right('39.70', 540, 228, 9),
        ['Total charges', 380, 260, 11],
        right('EUR 212.40', 540, 260, 11),
      ]);
      expect(r).toMatchObject({ company: 'Sunroad Car Rental', date: '2025-03-10', total_price: 212.4 });
    });
});

describe('the final amount under a net line that also says "Total", with a paid or open line of zero after it', () => {
  const E = '\x80';
  const cases: Array<[string, string, string, string, string]> = [
    ['Te voldoen', 'Totaal excl. BTW', 'BTW 21%', 'nl', 'Reeds betaald'],
    ['Totaal incl. BTW', 'Totaal excl. BTW', 'BTW 21%', 'nl', 'Openstaand'],
    ['Total TTC \xe0 payer', 'Total HT', 'TVA 20 %', 'fr', 'Acompte'],
    ['Total TTC', 'Total HT', 'Total TVA', 'fr', 'Dont TVA'],
    ['Total factura', 'Total base imponible', 'Total IVA 21%', 'es', 'Pagado'],
    ['Total (IVA incluido)', 'Total sin IVA', 'IVA 21%', 'es', 'Pagado'],
    ['Summe brutto', 'Summe netto', 'USt. 19 %', 'de', 'Bezahlt'],
    ['Gesamt (brutto)', 'Gesamt (netto)', 'MwSt. 19 %', 'de', 'Bezahlt'],
    ['Gesamtbetrag', 'Gesamtbetrag netto', 'zzgl. 19 % MwSt.', 'de', 'Offen'],
    ['Att betala (SEK)', 'Totalt exkl. moms', 'Moms 25 %', 'sv', 'Betalt'],
    ['Totalt inkl. moms', 'Totalt exkl. moms', 'Moms 25 %', 'sv', 'Betalt'],
    ['Total (inc. VAT)', 'Total (ex. VAT)', 'VAT @ 20%', 'en', 'Amount outstanding'],
    ['Amount due', 'Total before tax', 'Tax', 'us', 'Paid'],
  ];
  const written = (value: string, notation: string) => {
    const [whole, cents] = value.split('.');
    const grouped = (sep: string) => whole!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    if (notation === 'nl') return `${E} ${grouped('.')},${cents}`;
    if (notation === 'fr') return `${grouped(' ')},${cents} ${E}`;
    if (notation === 'es' || notation === 'de') return `${grouped('.')},${cents} ${E}`;
    if (notation === 'sv') return `${grouped(' ')},${cents} kr`;
    if (notation === 'en') return `\xa3${grouped(',')}.${cents}`;
    return `$${grouped(',')}.${cents}`;
  };
  it('each language', async () => {
    const wrong: string[] = [];
    for (const [label, net, tax, notation, after] of cases) {
      const r = await read([
        ['Larkspur Studio', 40, 40, 16],
        ['22 Wharf Road, 10115 Berlin', 40, 60],
        ['Date: 04.03.2025', 360, 90],
        ['Design work', 40, 160],
        [written('828.80', notation), 470, 160],
        ['Printing', 40, 174],
        [written('200.00', notation), 470, 174],
        [net, 300, 210],
        [written('1028.80', notation), 470, 210],
        [tax, 300, 224],
        [written('205.76', notation), 470, 224],
        [label, 300, 240],
        [written('1234.56', notation), 470, 240],
        [after, 300, 256],
        [written('0.00', notation), 470, 256],
      ]);
      if (r.total_price !== 1234.56) wrong.push(`${label} → ${r.total_price}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a shop's invoice that prints the order date above the invoice date", () => {
  const pairs: Array<[string, string]> = [
    ['Order date: 02/03/2025', 'Invoice date: 04/03/2025'],
    ['Bestelldatum: 02.03.2025', 'Rechnungsdatum: 04.03.2025'],
    ['Besteldatum: 02-03-2025', 'Factuurdatum: 04-03-2025'],
    ['Date de commande : 02/03/2025', 'Date de facture : 04/03/2025'],
    ['Fecha del pedido: 02/03/2025', 'Fecha de factura: 04/03/2025'],
    ['Orderdatum: 2025-03-02', 'Fakturadatum: 2025-03-04'],
  ];
  it('is dated by the invoice date in each language', async () => {
    const wrong: string[] = [];
    for (const [order, invoice] of pairs) {
      const r = await read([
        ['Kestrel Home Goods', 40, 40, 16],
        ['12 Foundry Lane, 10115 Berlin', 40, 60],
        [order, 360, 90],
        [invoice, 360, 104],
        ['Linen duvet cover', 40, 200],
        ['35,99', 480, 200],
        ['Total', 380, 240],
        ['35,99 EUR', 470, 240],
      ]);
      if (r.date !== '2025-03-04') wrong.push(`${invoice} → ${r.date}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a column header in bold over the items is not the seller', () => {
  for (const header of [
    'Art\xedculo Cant. PVP Importe',
    'Omschrijving Stuksprijs Totaal',
    'Ben\xe4mning Antal Summa',
  ])
    it(`"${header}" set larger than the shop's name at the top of a small receipt`, async () => {
      const r = await extractReceipt(
        makePdf(
          [
            page([
              ['Ferreter\xeda Olmo', 20, 20, 8],
              ['Calle Mayor 14, 28013 Madrid', 20, 30, 7],
              [header, 20, 50, 10],
              ['Tornillos', 20, 66, 8],
              ['4,50', 190, 66, 8],
              ['Martillo', 20, 76, 8],
              ['12,00', 190, 76, 8],
              ['TOTAL', 20, 96, 9],
              ['16,50 \x80', 180, 96, 9],
              ['Fecha: 07/03/2025', 20, 116, 8],
            ]),
          ],
          { width: 240, height: 200 },
        ),
      );
      expect(r).toMatchObject({ company: 'Ferreter\xeda Olmo', total_price: 16.5, date: '2025-03-07' });
    });
});

describe("the customer's name a form or a greeting sets large is not the seller", () => {
  for (const label of ['Name', 'Customer name', 'Nombre', 'Nom', 'Naam', 'Namn'])
    it(`"${label}" in the label column, the customer's name in larger type beside it`, async () => {
      const r = await read([
        ['Sunny Yoga Studio', 40, 30, 10],
        [label, 40, 70, 9],
        ['Evan Porter', 120, 70, 14],
        ['Member ID', 40, 90, 9],
        ['88123', 120, 90, 9],
        ['Date', 40, 110, 9],
        ['03/04/2025', 120, 110, 9],
        ['10-class pass', 40, 200, 9],
        right('$120.00', 540, 200, 9),
        ['Total', 380, 240],
        right('$120.00', 540, 240),
      ]);
      expect(r.company).toBe('Sunny Yoga Studio');
    });

  it('"Dear Evan Porter" in large type is never the merchant, even when nothing else names one', async () => {
    const r = await read([
      ['Dear Evan Porter', 40, 70, 14],
      ['Thank you for your purchase. Here is your receipt.', 40, 90, 9],
      ['Date', 40, 110, 9],
      ['03/04/2025', 120, 110, 9],
      ['10-class pass', 40, 200, 9],
      right('$120.00', 540, 200, 9),
      ['Total', 380, 240],
      right('$120.00', 540, 240),
    ]);
    expect(r.company).toBeNull();
    expect(r.total_price).toBe(120);
  });
});
