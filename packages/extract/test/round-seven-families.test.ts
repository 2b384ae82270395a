import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { layoutPdf } from './support/layout-pdf';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Families the seventh round of public receipts (fixtures/public-mail-6, public-pdf-7) showed, each
 * on made-up documents of its shape, with counter-examples the rule must leave alone.
 */
const pdf = (text: string) => extractReceipt(layoutPdf(text, { extendedLatin: true }));

describe('a summary table with its labels in one row and their amounts in the row under it', () => {
  it('a Korean shop mail: "주문금액 | 배송비 | 총 결제금액" over amounts in 원', async () => {
    const r = await firstReceipt(
      message(
        {
          From: '하늘꽃집 <order@haneul-flower.example.kr>',
          Subject: '주문 확인',
          Date: 'Fri, 04 Apr 2025 09:00:00 +0900',
        },
        `<html><body><p>주문번호 88120</p>
<table><tr><td>꽃다발 (장미 20송이)</td><td>1개</td><td>45,000원</td></tr></table>
<table><tr><td>주문금액</td><td>배송비</td><td>총 결제금액<p>(계좌이체)</p></td></tr>
<tr><td>45,000원</td><td>3,000원</td><td>48,000원</td></tr></table></body></html>`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 48000, currency: 'KRW' });
  });

  it('an English shop mail: "Subtotal | Shipping | Total" over dollar amounts', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Maple Ink Co <orders@mapleink.example.com>',
          Subject: 'Your order #2231',
          Date: 'Tue, 08 Apr 2025 12:00:00 -0400',
        },
        `<html><body><p>Thanks for your order!</p>
<table><tr><td>Fountain pen, navy</td><td>1</td><td>$38.00</td></tr></table>
<table><tr><th>Subtotal</th><th>Shipping</th><th>Total</th></tr>
<tr><td>$38.00</td><td>$6.50</td><td>$44.50</td></tr></table></body></html>`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 44.5, currency: 'USD' });
  });

  it('counter-example: an item table under its header row stays an item table', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Maple Ink Co <orders@mapleink.example.com>',
          Subject: 'Your order #2232',
          Date: 'Tue, 08 Apr 2025 12:00:00 -0400',
        },
        `<html><body><table><tr><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>Ink bottle, black</td><td>2</td><td>$24.00</td></tr></table>
<p>Total: $24.00</p></body></html>`,
      ),
    );
    expect(r.total_price).toBe(24);
    expect(r.line_items.map((i) => i.name)).toContain('INK BOTTLE, BLACK');
  });
});

describe("a mail builder's table rows whose cells each wrap one line in blocks", () => {
  const cell = (t: string) => `<td><div><div class="css-x"><p style="margin:0">${t}</p></div></div></td>`;
  const row = (...cells: string[]) => `<table><tbody><tr>${cells.map(cell).join('')}</tr></tbody></table>`;

  it('a food-delivery receipt: count, item and price in wrapped cells stay one item row', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Dishdash <receipts@dishdash.example.com>',
          Subject: 'Your order from Taco Loco',
          Date: 'Sat, 12 Apr 2025 20:10:00 -0700',
        },
        `<html><body><h1>Thanks for ordering, Sam</h1>
${row('Total', '$27.40')}
${row('2', 'Carnitas Taco', '$9.00')}
${row('1', 'Horchata, large', '$4.50')}
${row('3', 'Churro Bites', '$8.25')}
${row('Subtotal', '$21.75')}
${row('Delivery Fee', '$3.99')}
${row('Tax', '$1.66')}
</body></html>`,
      ),
    );
    expect(r.total_price).toBe(27.4);
    expect(r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price])).toEqual([
      ['CARNITAS TACO', 2, 9],
      ['HORCHATA, LARGE', 1, 4.5],
      ['CHURRO BITES', 3, 8.25],
    ]);
  });

  it('counter-example: a cell of two lines (a name over its options) keeps the row apart', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Dishdash <receipts@dishdash.example.com>',
          Subject: 'Your order from Taco Loco',
          Date: 'Sat, 12 Apr 2025 20:10:00 -0700',
        },
        `<html><body><table><tbody><tr>
<td><p>1</p></td><td><p>Burrito Bowl</p><p>Extra guacamole</p></td><td><p>$12.50</p></td>
</tr></tbody></table>
${row('Total', '$12.50')}
</body></html>`,
      ),
    );
    expect(r.total_price).toBe(12.5);
  });
});

describe("a platform's mail with the seller's details block", () => {
  it('"Verkoper:" over the club\'s name, address and KvK number names the seller, not the platform', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Sportlink Tickets <noreply@sporttickets.example.nl>',
          Subject: 'Bevestiging aankoop',
          Date: 'Sun, 06 Apr 2025 11:00:00 +0200',
        },
        `Deze e-mail is de bevestiging van je aankoop.

Clubkampioenschap 2025, toegang volwassene     € 8,00
TOTAAL: € 8,00

Verkoper:
    Tennisvereniging De Lobbers
    Parklaan 4
    7000 AA Voorbeeld
    KvK nummer: 40111222
`,
      ),
    );
    expect(r.company).toBe('Tennisvereniging De Lobbers');
  });

  it('an English "Seller:" block with a VAT number does the same', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'CraftHall Marketplace <orders@crafthall.example.com>',
          Subject: 'Your receipt',
          Date: 'Sun, 06 Apr 2025 11:00:00 +0100',
        },
        `Thanks for shopping on CraftHall.

Hand-thrown mug             £18.00
Total paid: £18.00

Seller:
Kiln & Co Pottery
12 Mill Lane, Bath
VAT No. GB 123 4567 89
`,
      ),
    );
    expect(r.company).toBe('Kiln & Co Pottery');
  });

  it('counter-example: an item\'s "Sold by:" line without the seller\'s details leaves the sender', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Shopzone <orders@shopzone.example.com>',
          Subject: 'Your order',
          Date: 'Sun, 06 Apr 2025 11:00:00 +0100',
        },
        `Your order has been placed.

USB-C cable 2 m            $9.99
Sold by:
Cable Corner
Total: $9.99
`,
      ),
    );
    expect(r.company).toBe('Shopzone');
  });
});

describe('hosting invoices: the seller block and the domains it sells', () => {
  it("a country line over the seller's tax number is not the seller", async () => {
    const r = await pdf(`
Bulut Yazılım Hizmetleri A.Ş.                                      FATURA
Örnek Sok. No: 2
06000 Çankaya / Ankara                                Fatura Numarası:        B-1042
Türkiye                                               Müşteri numarası:       88
Vergi Kimliği/VATIN: 9876543210                       Fatura Tarihi:          05.04.2025
                                                      Son tarih:              19.04.2025

Deniz Kaya
Örnek Cad. No: 7
35000 İzmir
Türkiye

Açıklama                                   Miktar        Maliyet
Yazılım lisansı (yıllık)                     1        1.200,00 TRY
                                         Toplam       1.200,00 TRY
`);
    expect(r.company).toMatch(/^Bulut Yazılım/);
    expect(r.date).toBe('2025-04-05');
  });

  it('a Portuguese seller block ending in "Portugal" over its NIF does the same', async () => {
    const r = await pdf(`
Mar Azul Software, Lda.                                           FACTURA
Rua da Praia, 8
8000-000 Faro                                          Número da fatura:       MA-77
Portugal                                               Número de cliente:      301
Número de identificação fiscal/VATIN: PT500222333      Data da fatura:         07/04/2025

Rita Costa
Rua Nova, 2
1000-000 Lisboa

Descrição                                      Quantidade          Custo
Licença anual                                      1           90,00 EUR
                                               Total           90,00 EUR
`);
    expect(r.company).toMatch(/^Mar Azul Software/);
    expect(r.date).toBe('2025-04-07');
  });

  it('counter-example: a name that holds a country ("Brasil Grill") over its tax number is still the seller', async () => {
    const r = await pdf(`
                                                                 INVOICE
Invoice Date: 11/04/2025

Brasil Grill
VAT No. GB 444 5555 66

Rodízio for two                                          £58.00
                                               Total     £58.00
`);
    expect(r.company).toBe('Brasil Grill');
  });

  it("a domain renewed on a priced row is the customer's, not the seller's address", async () => {
    const r = await pdf(`
Hostwerk Solutions Ltd                                     INVOICE
1 Server Row, Leeds                             Invoice Date:   02/04/2025
VAT No. GB 222 3333 44

Bill to:
Greenfield Bakery
4 High Street, York

Description                                          Qty        Amount
Domain renewal - greenfieldbakery.co.uk (1 year)      1        £12.00
SSL certificate for greenfieldbakery.co.uk            1        £30.00
                                               Total           £42.00
`);
    expect(r.company).toMatch(/^Hostwerk Solutions/);
  });

  it("counter-example: the seller's own web address still names it", async () => {
    const r = await pdf(`
                                                           INVOICE
www.larkspurstudio.io                           Invoice Date:   02/04/2025
Larkspur Studio
Design retainer, April                                 £450.00
                                               Total  £450.00
`);
    expect(r.company).toMatch(/^Larkspur Studio/);
  });

  it('Portuguese "Data da fatura" dates the invoice, not the payment applied after it', async () => {
    const r = await pdf(`
Lisboa Cloud, Lda.                                         FACTURA
Rua Exemplo 1, Lisboa                           Data da fatura:       03/04/2025
NIF: PT500111222                                Data de vencimento:   17/04/2025

Descrição                                     Quantidade        Custo
Plano Cloud M                                     1        €20,00 EUR
                                             Total          €20,00 EUR
Pagamentos
Tipo        Número da transação    Data de aplicação    Montante aplicado
Cartão      TX-1                   09/04/2025           €20,00 EUR
`);
    expect(r.date).toBe('2025-04-03');
  });
});
