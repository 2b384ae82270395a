import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { EUR, layoutPdf } from './support/layout-pdf';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Line-item families of mails and PDF invoices, each on made-up documents, with counter-examples
 * the rules must leave alone.
 */
const mailItems = async (body: string) => {
  const r = await firstReceipt(
    message(
      {
        From: 'Harbour Accounts <billing@harbouraccounts.example.com>',
        Subject: 'Your invoice 2291',
        Date: 'Mon, 10 Mar 2025 09:30:00 +0000',
      },
      body,
    ),
  );
  return {
    items: r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price]),
    total: r.total_price,
  };
};
const pdfItems = async (text: string) => {
  const r = await extractReceipt(layoutPdf(text, { extendedLatin: true }));
  return {
    items: r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price]),
    total: r.total_price,
  };
};

describe('an item whose name opens with a tax, service, total or change word', () => {
  it('reads "Tax advice service" and "Tax return preparation" in a mail as items, "VAT 20%" as tax', async () => {
    const r = await mailItems(`Thank you for your business.

Description                          Amount
Tax return preparation               £240.00
Tax advice service                   £90.00
Bookkeeping, March                   £60.00

Subtotal                             £390.00
VAT 20%                              £78.00
Total                                £468.00
`);
    expect(r.items).toEqual([
      ['TAX RETURN PREPARATION', 1, 240],
      ['TAX ADVICE SERVICE', 1, 90],
      ['BOOKKEEPING, MARCH', 1, 60],
    ]);
    expect(r.total).toBe(468);
  });

  it('reads "Service call-out fee", "Change of address" and "Total care conditioner" on a PDF invoice', async () => {
    const r = await pdfItems(`
Northway Plumbing Ltd
12 Mill Lane, Leeds LS1 4AB

INVOICE                                   Invoice date: 03/03/2025

Description                     Qty       Amount
Service call-out fee            1         65.00
Change of address               1         15.00
Total care conditioner          2         18.00
Labour, 2 hours                 1         120.00

                                Subtotal  218.00
                                Sales tax 8.25%  17.99
                                Total     235.99
`);
    expect(r.items).toEqual([
      ['SERVICE CALL-OUT FEE', 1, 65],
      ['CHANGE OF ADDRESS', 1, 15],
      ['TOTAL CARE CONDITIONER', 2, 18],
      ['LABOUR, 2 HOURS', 1, 120],
    ]);
    expect(r.total).toBe(235.99);
  });

  it('keeps "Service charge 10%", "MwSt. 19 %", "Total tax" and a bare "Tax" as no items', async () => {
    const r = await mailItems(`Thank you for dining with us.

Fish and chips                       £14.00
Sticky toffee pudding                £6.00
Service charge 10%                   £2.00
Tax                                  £1.00
Total tax                            £1.00
Total                                £23.00
`);
    expect(r.items).toEqual([
      ['FISH AND CHIPS', 1, 14],
      ['STICKY TOFFEE PUDDING', 1, 6],
    ]);
    const de = await pdfItems(`
Kanzlei Berger GmbH
Hauptstraße 4, 80331 München

Rechnung                                  Datum: 03.03.2025

Beratung Steuerrecht                      200,00 ${EUR}
MwSt. 19 %                                38,00 ${EUR}
Gesamt                                    238,00 ${EUR}
`);
    expect(de.items).toEqual([['BERATUNG STEUERRECHT', 1, 200]]);
  });
});

describe('summary rows that go on with summary words stay summary rows', () => {
  it('leaves "Total amount due", "Service fee" and "Change given" out of the items', async () => {
    const r = await mailItems(`Thank you for your order.

Garden chair                         £40.00
Cushion                              £10.00
Service fee                          £2.50
Total amount due                     £52.50
Cash                                 £60.00
Change given                         £7.50
`);
    expect(r.items).toEqual([
      ['GARDEN CHAIR', 1, 40],
      ['CUSHION', 1, 10],
    ]);
    expect(r.total).toBe(52.5);
  });
});

describe('a fuel receipt printing the litres pumped on a row of its own', () => {
  const fuel = (volumeRow: string) => `
Tankstelle Nordring
Nordring 12, 20095 Hamburg

Datum 03.03.2025  14:22

Super E10                                 71,42 ${EUR}
${volumeRow}
Preis/l 1,859 ${EUR}

Summe                                     71,42 ${EUR}
Bar                                       80,00 ${EUR}
Rückgeld                                  8,58 ${EUR}
`;
  for (const volume of ['Volume 38,42 l', 'Menge 38,42 l', '38,42 L @ 1,859']) {
    it(`reads the fuel line as the item, not "${volume}"`, async () => {
      const r = await pdfItems(fuel(volume));
      expect(r.items).toEqual([['SUPER E10', 1, 71.42]]);
    });
  }

  it('keeps a shop item sold by weight beside the fuel line', async () => {
    const r = await pdfItems(`
Tankstelle Nordring
Nordring 12, 20095 Hamburg

Datum 03.03.2025  14:22

Diesel                                    50,00 ${EUR}
Menge 28,75 l
Bananen 1,20 kg                           2,38 ${EUR}

Summe                                     52,38 ${EUR}
`);
    expect(r.items).toEqual([
      ['DIESEL', 1, 50],
      ['BANANEN KG', 1, 2.38],
    ]);
  });
});

describe('a quantity with its unit in a column of its own', () => {
  it('reads "20 h" and "3 kpl" as the quantity and the net column as the price, when net lines sum to the net total', async () => {
    const r = await pdfItems(`
Konsulttipalvelu Virta Oy
Satamakatu 5, 00160 Helsinki

LASKU                                     Päivämäärä 03.03.2025

Nimike             Määrä    á hinta   Veroton yht.   Alv 24 %   Verollinen yht.
Konsultointi       20 h     80,00     1600,00        384,00     1984,00
Lisenssi           3 kpl    50,00     150,00         36,00      186,00

Veroton yhteensä                                                1750,00
Alv 24 %                                                        420,00
Yhteensä                                                        2170,00 ${EUR}
`);
    expect(r.items).toEqual([
      ['KONSULTOINTI', 20, 1600],
      ['LISENSSI', 3, 150],
    ]);
    expect(r.total).toBe(2170);
  });

  it('keeps the gross column where the bill prints no amount before tax for the nets to reach', async () => {
    const r = await pdfItems(`
Konsulttipalvelu Virta Oy
Satamakatu 5, 00160 Helsinki

LASKU                                     Päivämäärä 03.03.2025

Nimike             Määrä    á hinta   Veroton yht.   Alv 24 %   Verollinen yht.
Konsultointi       20 h     80,00     1600,00        384,00     1984,00
Lisenssi           3 kpl    50,00     150,00         36,00      186,00

Yhteensä                                                        2170,00 ${EUR}
`);
    expect(r.items).toEqual([
      ['KONSULTOINTI', 20, 1984],
      ['LISENSSI', 3, 186],
    ]);
  });

  it('reads a pack size in its own column as no quantity unless the unit price times it gives the amount', async () => {
    const r = await pdfItems(`
Greenleaf Supplies Ltd
4 Canal Street, Manchester M1 3HE

INVOICE                                   Date: 03/03/2025

Item               Size      Amount
Coffee beans       500 g     8.99
Oat milk           1 l       2.10

Total                                     11.09
`);
    expect(r.items.map(([, q, p]) => [q, p])).toEqual([
      [1, 8.99],
      [1, 2.1],
    ]);
  });

  it('reads "2 pcs" and "1,5 kg" as the quantity in an English table', async () => {
    const r = await pdfItems(`
Greenleaf Supplies Ltd
4 Canal Street, Manchester M1 3HE

INVOICE                                   Date: 03/03/2025

Item               Qty       Unit price   Amount
Seed trays         2 pcs     4.50         9.00
Potting soil       1,5 kg    3.00         4.50

Total                                     13.50
`);
    expect(r.items).toEqual([
      ['SEED TRAYS', 2, 9],
      ['POTTING SOIL', 1.5, 4.5],
    ]);
  });

  it('keeps a size with its unit inside a name that has no quantity column', async () => {
    const r = await pdfItems(`
Greenleaf Supplies Ltd
4 Canal Street, Manchester M1 3HE

INVOICE                                   Date: 03/03/2025

Item                                      Amount
Garden hose 20 m                          24.00
Compost 40 l                              8.00

Total                                     32.00
`);
    expect(r.items).toEqual([
      ['GARDEN HOSE 20 M', 1, 24],
      ['COMPOST 40 L', 1, 8],
    ]);
  });
});

describe("a telecom bill's line naming its billing period", () => {
  it('reads "Cuota mensual 01/03/2024 - 31/03/2024" as an item', async () => {
    const r = await pdfItems(`
Telefonía Levante S.A.
Calle Mayor 3, 46001 Valencia

FACTURA                                   Fecha: 02/04/2024

Concepto                                                  Importe
Cuota mensual 01/03/2024 - 31/03/2024                     12,40 ${EUR}
Llamadas nacionales                                       3,10 ${EUR}

Base imponible                                            15,50 ${EUR}
IVA 21%                                                   3,26 ${EUR}
Total                                                     18,76 ${EUR}
`);
    expect(r.items).toEqual([
      ['CUOTA MENSUAL 01/03/2024 - 31/03/2024', 1, 12.4],
      ['LLAMADAS NACIONALES', 1, 3.1],
    ]);
  });

  it('keeps an unpriced billing period line above the items out of them', async () => {
    const r = await pdfItems(`
Telefonía Levante S.A.
Calle Mayor 3, 46001 Valencia

FACTURA                                   Fecha: 02/04/2024
Periodo de facturación 01/03/2024 - 31/03/2024

Cuota mensual                                             12,40 ${EUR}
Llamadas nacionales                                       3,10 ${EUR}

Base imponible                                            15,50 ${EUR}
IVA 21%                                                   3,26 ${EUR}
Total                                                     18,76 ${EUR}
`);
    expect(r.items).toEqual([
      ['CUOTA MENSUAL', 1, 12.4],
      ['LLAMADAS NACIONALES', 1, 3.1],
    ]);
  });
});
