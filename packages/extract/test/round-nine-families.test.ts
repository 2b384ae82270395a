import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { codeBeside, findMoney } from '../src/parse/amounts';
import { currencyMarks } from '../src/parse/lexicon/currencies';
import { layoutPdf } from './support/layout-pdf';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Families the ninth round of public receipts (fixtures/public-mail-8, public-pdf-9) showed, each
 * on made-up documents of its shape, with counter-examples the rule must leave alone.
 */

const pdf = (text: string) => extractReceipt(layoutPdf(text, { extendedLatin: true }));

describe('the forint and the leu written after the amount', () => {
  it('"Fizetendő 12 700 Ft" on a text that names the ÁFA: the forint, the thousands joined', () => {
    const text = 'ÁFA 27%   2 700 FT\nFIZETENDŐ   12 700 FT';
    expect(currencyMarks(text).get('HUF')).toBe(2);
    const [m] = findMoney('FIZETENDŐ   12 700 FT');
    expect(m?.cents).toBe(1270000);
    expect(m && codeBeside('FIZETENDŐ   12 700 FT', m)).toBe(true);
  });

  it('"Total de plată 1.240,00 lei" and "86,20 RON": the leu', () => {
    expect(currencyMarks('TOTAL DE PLATĂ 1.240,00 LEI').get('RON')).toBe(1);
    expect(currencyMarks('TOTAL 86,20 RON').get('RON')).toBe(1);
  });

  it('counter-example: feet on a hardware receipt ("HDMI CABLE 6 FT") mark no forint without the ÁFA', () => {
    expect(currencyMarks('HDMI CABLE 6 FT   12.99\nGARDEN HOSE 50 FT   24.99').has('HUF')).toBe(false);
  });

  it('counter-example: a waiter named Ron before the table number ("SERVER: RON 12") marks no leu', () => {
    expect(currencyMarks('SERVER: RON 12\nTOTAL $48.20').has('RON')).toBe(false);
  });

  it('a Hungarian invoice: the issue date, not the supply or due date, and "Végösszeg" over the net "Összesen ÁFA nélkül"', async () => {
    const r = await pdf(`
Fodrászszalon Hajnal Kft.                                      SZÁMLA
Szállító                                  Vevő
Fodrászszalon Hajnal Kft.                 Varga Eszter
9021 Győr, Baross út 3.                   9024 Győr, Szent Imre út 18.

Teljesítés dátuma      2025.04.02.
Kiállítás dátuma       2025.04.04.
Fizetési határidő      2025.04.12.

Leírás                         Mennyiség       Egységár        Összeg
Hajfestés                      1 db           18 000 Ft      18 000 Ft
Hajvágás                       1 db            8 000 Ft       8 000 Ft
                               Összesen ÁFA nélkül            20 472 Ft
                               ÁFA 27%                         5 528 Ft
                               Végösszeg                      26 000 Ft
`);
    expect({ date: r.date, total: r.total_price, currency: r.currency }).toEqual({
      date: '2025-04-04',
      total: 26000,
      currency: 'HUF',
    });
  });
});

describe('a Mexican document: pesos written "$" or not at all', () => {
  it("a CFDI print with no currency sign and the issuer's RFC: pesos", async () => {
    const r = await pdf(`
                                                          Serie    A
                                                          Folio    5521
                                                          Fecha    2025-04-03T12:10:00
                 Emisor                                                Receptor
RFC       TCO910412AB3                          RFC       XAXX010101000
Nombre    TORTILLERIA LA COMAL SA DE CV         Nombre    PUBLICO EN GENERAL
Regimen   601                                   Uso CFDI  S01

Cantidad   Unidad   Descripcion            Precio       Importe
10         KGM      TORTILLA DE MAIZ        24.00        240.00
                                           SubTotal      240.00
                                           Total         240.00
     Este documento es una impresion de un comprobante fiscal digital por Internet
`);
    expect({ company: r.company, total: r.total_price, currency: r.currency, date: r.date }).toEqual({
      company: expect.stringMatching(/^TORTILLERIA LA COMAL/),
      total: 240,
      currency: 'MXN',
      date: '2025-04-03',
    });
  });

  it('counter-example: the buyer\'s "Nombre" under "Receptor" is never the seller', async () => {
    const r = await pdf(`
Papeleria El Lapiz                                        Fecha    2025-04-03
                 Emisor                                                Receptor
RFC       PLA010203XY9                          RFC       GOMJ800101AB1
                                                Nombre    JUAN GOMEZ MARTINEZ
Cantidad   Descripcion            Importe
2          CUADERNO PROFESIONAL     90.00
                                   Total    90.00
`);
    expect(r.company).not.toMatch(/JUAN GOMEZ/i);
  });

  it('a shop order mail "Total $1,250.00 MXN": the "$" is the peso\'s', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Dulceria La Abuela <tienda@dulcerialaabuela.example.mx>',
          Subject: 'Pedido #1188 confirmado',
          Date: 'Thu, 03 Apr 2025 12:00:00 -0600',
        },
        `<html><body><h1>Dulceria La Abuela</h1><p>¡Gracias por tu compra!</p>
<table><tr><td>Cajeta de Celaya × 5</td><td>$1,100.00</td></tr>
<tr><td>Subtotal</td><td>$1,100.00</td></tr><tr><td>Envío</td><td>$150.00</td></tr>
<tr><td>Total</td><td><strong>$1,250.00 MXN</strong></td></tr></table></body></html>`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 1250, currency: 'MXN' });
  });

  it('counter-example: a US mail that cites an internet standard ("RFC 5322") is still in dollars', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Mailwright <billing@mailwright.example.com>',
          Subject: 'Your Mailwright receipt',
          Date: 'Thu, 03 Apr 2025 12:00:00 -0400',
        },
        [
          'Mailwright Inc., 88 Market St, San Francisco, CA 94105',
          'Receipt for your Pro plan, April 3, 2025',
          'Addresses are checked against RFC 5322.',
          'Pro plan (monthly)   $19.00',
          'Total charged   $19.00',
        ].join('\n'),
      ),
    );
    expect(r.currency).toBe('USD');
  });
});
