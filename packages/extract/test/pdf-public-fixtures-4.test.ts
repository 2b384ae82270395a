import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round four: real receipts and invoices of kinds the earlier rounds lack (marketplace orders,
 * app-store receipts, Indian GST bills, a pharmacy invoice, a donation receipt), kept in
 * fixtures/public-pdf-4/ with their sources in its README, rebuilt as PDFs.
 */

/** The test font prints WinAnsi only; the rupee sign is printed as "Rs." as such fonts do. */
function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures/public-pdf-4', name), 'utf8').replaceAll('₹', 'Rs.');
}

const read = (name: string) => extractReceipt(layoutPdf(fixture(name)));

const cases: PublicPdfCase[] = [
  [
    'a US marketplace order print: per-shipment totals before the "Grand Total", sellers under "Sold by:"',
    'us-amazon-final-details.txt',
    { company: /^Amazon/i, date: '2026-01-15', total_price: 372.72, currency: 'USD' },
  ],
  [
    'an Indian restaurant bill: the brand over its "(… Private Limited)" operator, CGST/SGST rows',
    'in-restaurant-private-limited.txt',
    { company: /^Liquor Street$/i, date: '2018-05-20', total_price: 1139, currency: 'INR' },
  ],
  [
    'an Indian online pharmacy invoice: "pvt ltd" seller, a wide GST item table, "Grand Total :"',
    'in-pharmacy-retail-invoice.txt',
    { company: /^Planet pharma/i, date: '2019-03-09', total_price: 274, currency: 'INR' },
  ],
  [
    'an Indian marketplace seller\'s "Tax Invoice/Bill of Supply/Cash Memo": "Sold By :" names the seller',
    'in-marketplace-seller-invoice.txt',
    { company: /^Varasiddhi Silk Exports$/i, date: '2019-10-28', total_price: 797.92, currency: 'INR' },
  ],
  [
    'an app-store receipt saved as PDF: the logo is a picture, the store named in the footer',
    'us-app-store-receipt.txt',
    { company: /^Apple/i, date: '2023-01-18', total_price: 14.99, currency: 'USD' },
  ],
  [
    'a donation receipt of a non-profit association: "Value of the donation: EUR …"',
    'be-donation-receipt.txt',
    {
      company: /^The FreeCAD project association$|^FreeCAD/i,
      date: '2025-03-14',
      total_price: 150,
      currency: 'EUR',
    },
  ],
];

describePublicPdfFixtures('real public receipts and invoices rebuilt as PDFs (round four)', cases, read);

/** Made-up documents of the families above, each on the rule it called for. */
const readText = (text: string) => extractReceipt(layoutPdf(text));

describe('Indian GST bills', () => {
  it('an Indian seller\'s "Private Limited" or lower-case "pvt ltd" is its legal form, not part of the name', async () => {
    const r = await readText(`
Tax Invoice
Sold By : Kaveri Home Linen Private Limited
12 MG Road, Bengaluru, Karnataka 560001
Invoice Date : 14-02-2024
Total Amount                                  Rs. 1,250.00
`);
    expect(r.company).toBe('Kaveri Home Linen');
    const lower = await readText(`
Kaveri home linen pvt ltd, 12 MG Road, Bengaluru 560001
Invoice Date : 14-02-2024
Grand Total                                   : 1,250.00
`);
    expect(lower.company).toMatch(/^Kaveri home linen$/i);
  });

  it('a bracketed "(… Private Limited)" under a restaurant\'s brand is its operator: the brand is filed', async () => {
    const r = await readText(`
                      Masala Junction
                (KRSN Hospitality Private Limited)
           Plot 4, Sector 18, Noida-201301
Bill No: 4471                 Date: 03/11/2023
Paneer Tikka                         1    320.00
Total                                     336.00
`);
    expect(r.company).toBe('Masala Junction');
  });

  it('reads "20-May-18", dashed on both sides of the month, with a two-digit year as Indian billing software prints it', async () => {
    const r = await readText(`
Masala Junction
Plot 4, Sector 18, Noida-201301
Bill Date: 07-Nov-23 21:40
Total                                     336.00
`);
    expect(r.date).toBe('2023-11-07');
  });

  it('a GSTIN or CGST/SGST rows mark an Indian bill, in rupees', async () => {
    const r = await readText(`
Masala Junction
Plot 4, Sector 18, Noida-201301
GSTIN : 09ABCDE1234F1Z5
Date: 03/11/2023
Sub Total                                 320.00
CGST@2.5                                    8.00
SGST@2.5                                    8.00
Total                                     336.00
`);
    expect(r.currency).toBe('INR');
  });
});
