import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round five: real bills, tickets and invoices of kinds and languages the earlier rounds lack (a
 * South African municipal account, a coach ticket in English, a Spanish web ticket and a Spanish
 * invoice with two VAT rates, a Latin American till invoice in dollars, a Dutch hosting invoice,
 * an invoice receipt with its payment line), kept in fixtures/public-pdf-5/ with their sources in
 * its README, rebuilt as PDFs.
 */

const read = (name: string) =>
  extractReceipt(layoutPdf(readFileSync(join(__dirname, 'fixtures/public-pdf-5', name), 'utf8')));

const cases: PublicPdfCase[] = [
  [
    'a municipal utility account: "City of" its .gov.za address spells, rand amounts written "R7000.00"',
    'za-municipal-account.txt',
    { company: /^City of Cape Town$/, date: '2025-02-21', total_price: 7022.09, currency: 'ZAR' },
  ],
  [
    'a coach e-ticket in English: "Price: 340 CZK", the operator in the footer',
    'cz-bus-ticket-en.txt',
    { company: /^Student Agency|RegioJet/i, date: '2015-07-31', total_price: 340, currency: 'CZK' },
  ],
  [
    'a Spanish web ticket: "Base Imponible", "Iva 21%", "TOTAL"; the site or its sole trader is the seller',
    'es-ticket-anuncio.txt',
    {
      company: /^solomasajistas|^Lucia Ferrer Campos$/i,
      date: '2024-03-12',
      total_price: 15,
      currency: 'EUR',
    },
  ],
  [
    'a Latin American till invoice: "Vendedor:" among the till fields is the clerk; "TOTAL $." in dollars',
    'sv-factura-ticket.txt',
    { company: /^Sistema Ventas$/i, date: '2019-01-20', total_price: 1157.34, currency: 'USD' },
  ],
  [
    'a Dutch hosting invoice: its bank "ABN Amro" is no Australian Business Number',
    'nl-factuur-webhosting.txt',
    { company: /^Duinwater Hosting$/, date: '2023-04-06', total_price: 87.73, currency: 'EUR' },
  ],
  [
    'a Spanish invoice with two VAT rates: the seller on an industrial estate ("Polígono Industrial")',
    'es-factura-dos-ivas.txt',
    { company: /(?:^Almacenes )?Ribera Alta$/i, date: '2018-02-28', total_price: 27.81, currency: 'EUR' },
  ],
  [
    'an invoice receipt paid by card: "Paid -£22.50" and "Total Due £0.00" under the total charged',
    'gb-invoice-receipt-paid.txt',
    { company: /^Hubdoc/, date: '2019-02-22', total_price: 22.5, currency: 'GBP' },
  ],
  [
    'an airline e-ticket receipt sold by an agency: "From: Delhi (DEL)" is the origin, "Grand Total" after fees',
    'in-air-eticket-receipt.txt',
    { company: /^Fastays$/i, date: '2024-01-14', total_price: 6483, currency: 'INR' },
  ],
];

describePublicPdfFixtures('real public receipts and invoices rebuilt as PDFs (round five)', cases, read);

/** Made-up documents of the families above, each on the rule it called for. */
const readText = (text: string) => extractReceipt(layoutPdf(text));

describe('round five families', () => {
  it('a Dutch invoice naming its bank "ABN AMRO" is in euros, not Australian dollars', async () => {
    const r = await readText(`
Atelier Zeegras                                   Factuurnummer: 2024-118
Havenkade 4                                       Factuurdatum: 12-09-2024
1013 BD Amsterdam
ABN AMRO  NL02ABNA0123456789
Ontwerp huisstijl                                         400,00
BTW 21%                                                    84,00
Totaal                                                    484,00
`);
    expect(r.currency).toBe('EUR');
  });

  it('an Australian Business Number still marks Australian dollars', async () => {
    const r = await readText(`
Wattle Creek Plumbing Pty Ltd                     Tax Invoice
ABN 51 824 753 556                                Date: 12/09/2024
Replace hot water valve                                  $240.00
Total (inc GST)                                          $264.00
`);
    expect(r.currency).toBe('AUD');
  });

  it('a "Vendedor:" block without till fields still names the seller', async () => {
    const r = await readText(`
FACTURA                                              Fecha: 03/04/2024
Vendedor: Cerámicas del Turia S.L.                   Comprador: Reformas Albufera S.L.
NIF: B46111111                                       NIF: B46222222
Azulejo blanco 20x20              40 m2        12,00       480,00
                                          TOTAL FACTURA       580,80
`);
    expect(r.company).toMatch(/^Cerámicas del Turia/);
  });

  it('"From: Lisbon (LIS)" and "Von: … Nach: …" on a ticket name the journey, not the seller', async () => {
    const air = await readText(`
Gaivota Travel
E-TICKET RECEIPT                               Issue date: 05/05/2024
From: Lisbon (LIS)                             To: Porto (OPO)
Fare                                           EUR 48.00
Total                                          EUR 59.90
`);
    expect(air.company).toBe('Gaivota Travel');
    const rail = await readText(`
Elbtal Reisen
Fahrkarte                                      Datum: 05.05.2024
Von: Hamburg Hbf                               Nach: Berlin Hbf
Gesamtpreis                                    39,90 EUR
`);
    expect(rail.company).toBe('Elbtal Reisen');
  });

  it('a dollar sign in the total\'s label ("TOTAL $.") marks dollars, whatever the VAT is called', async () => {
    const r = await readText(`
FERRETERIA EL CONDOR
Fecha: 05/06/2023
Martillo de carpintero                    1        18.50
                          SUBTOTAL $.              18.50
                          IVA (12%)                 2.22
                          TOTAL $.                 20.72
`);
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 20.72, currency: 'USD' });
  });

  it('"Vendedor:" among a till ticket\'s time and register fields names the clerk, not the seller', async () => {
    const r = await readText(`
PANADERIA LA ESPIGA
Factura
No. Factura: 004512
Fecha: 14/02/2024
Hora: 08:15am
Vendedor: Rosa Delgado
Pan de molde                              2         3.00
TOTAL $.                                            6.00
`);
    expect(r.company).toMatch(/^Panaderia La Espiga$/i);
  });

  it('a page that opens with a name its contact mailbox does not spell is headed by its seller', async () => {
    const r = await readText(`
TALLER MECANICO SAN JUDAS
Ruc: 0990012345001
Direccion: Avenida 9 de Octubre 410
Telefono: +(503) 2211-0000
Email: info@serviciosrapidos.com

Factura
No. Factura: 000231
Fecha: 22/08/2022
Cambio de aceite                                   35.00
TOTAL $.                                           35.00
`);
    expect(r.company).toMatch(/^Taller Mecanico San Judas$/i);
  });

  it('a South African bill: rand written before the amount beside a +27 phone or a .za address', async () => {
    const r = await readText(`
Umhlanga Water Services
Tel: +27 31 000 0000          www.umhlangawater.co.za
Statement date 14/05/2024
Water consumption charge                         R 412.30
Total due                                          412.30
`);
    expect(r.currency).toBe('ZAR');
  });

  it('a government domain names its town: "stockport.gov.uk" spells "Stockport", with its "Borough of"', async () => {
    const r = await readText(`
                                         Council Tax Bill
Metropolitan Borough of Stockport        www.stockport.gov.uk
Fred Perry House, Edward Street, Stockport SK1 3XE
Date of issue: 03/03/2025
Amount due for 2025/26                             £1,982.40
`);
    expect(r.company).toMatch(/Stockport/);
  });

  it('an industrial estate on the first address line ("Polígono Industrial …") is no seller\'s name', async () => {
    const r = await readText(`
FACTURA                                              Fecha: 10/10/2023
Envases Turia S.L.
Polígono Industrial Fuente del Jarro
Calle Ciudad de Sevilla 22
46988 Paterna, Valencia
NIF: B46000000
Cajas de carton 40x30                  100        0,45        45,00
                                      TOTAL FACTURA           54,45
`);
    expect(r.company).toMatch(/^Envases Turia/);
  });
});
