import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { layoutPdf } from './support/layout-pdf';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Families the sixth round of public receipts (fixtures/public-mail-5, public-pdf-6) showed, each
 * on made-up documents of its shape, with a counter-example the rule must leave alone.
 */
const pdf = (text: string) => extractReceipt(layoutPdf(text, { extendedLatin: true }));

describe('currencies of Brazil and Turkey', () => {
  it('"R$" before an amount is the Brazilian real, not a dollar', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Padaria Flor de Lis <pedidos@flordelis.example.com.br>',
          Subject: 'Pedido 8812',
          Date: 'Sat, 05 Apr 2025 10:12:00 -0300',
        },
        `Obrigado pelo seu pedido!

Pão de queijo (6 un.)      R$ 18,00
Café coado                 R$ 7,50
Taxa de entrega            R$ 5,00
Total                      R$ 30,50
`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 30.5, currency: 'BRL' });
  });

  it('a "$" alone on a US shop mail is still the US dollar', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Pinecone Candles <orders@pineconecandles.example.com>',
          Subject: 'Order 5521',
          Date: 'Sat, 05 Apr 2025 10:12:00 -0500',
        },
        `Thanks for your order!

Cedar candle              $18.00
Shipping                  $5.00
Total                     $23.00
`,
      ),
    );
    expect(r.currency).toBe('USD');
  });

  it('"TL" written after an amount is the Turkish lira', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kahve Durağı <siparis@kahveduragi.example.com.tr>',
          Subject: 'Siparişiniz alındı',
          Date: 'Mon, 07 Apr 2025 12:00:00 +0300',
        },
        `Siparişiniz için teşekkürler.

Türk kahvesi 250 g      2 adet      340,00 TL
Kargo                                 49,90 TL
Genel Toplam                         389,90 TL
`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 389.9, currency: 'TRY' });
  });

  it('"TL" before a number (an article code) marks no lira', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lampenwelt Süd <shop@lampenwelt-sued.example.de>',
          Subject: 'Bestellung 3310',
          Date: 'Mon, 07 Apr 2025 12:00:00 +0200',
        },
        `Vielen Dank für Ihre Bestellung.

Tischleuchte TL 200          49,90 €
Versand                       4,90 €
Gesamtsumme                  54,80 €
`,
      ),
    );
    expect(r.currency).toBe('EUR');
  });

  it('a Turkish street ("Bağdat Cad. No:12") names no Canadian dollar', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Moda Kırtasiye <satis@modakirtasiye.example.com.tr>',
          Subject: 'Fatura 2025-118',
          Date: 'Mon, 07 Apr 2025 12:00:00 +0300',
        },
        `MODA KIRTASİYE LTD. ŞTİ.
Bağdat Cad. No:12 Kadıköy / İstanbul

Defter A4 10 adet          250,00
Ödenecek Tutar             250,00
`,
      ),
    );
    expect(r.currency).not.toBe('CAD');
  });

  it('a code named beside the total ("Total (CAD)") still names the Canadian dollar', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Maple Print Shop <orders@mapleprint.example.ca>',
          Subject: 'Receipt 4410',
          Date: 'Mon, 07 Apr 2025 12:00:00 -0400',
        },
        `Thank you for your order.

Poster 18x24               40.00
Total (CAD)                45.20
`,
      ),
    );
    expect(r.currency).toBe('CAD');
  });

  it('crowns written "kr" from a .dk or .no sender are Danish or Norwegian; from a .se sender Swedish', async () => {
    const mail = (from: string) =>
      firstReceipt(
        message(
          { From: from, Subject: 'Ordre 4410', Date: 'Tue, 15 Apr 2025 19:00:00 +0200' },
          `Tak for din ordre

Lampeskærm          1 stk     349,00 kr
Fragt                          49,00 kr
Total                         398,00 kr
`,
        ),
      );
    expect((await mail('Lyshuset <ordre@lyshuset.example.dk>')).currency).toBe('DKK');
    expect((await mail('Lyshuset <ordre@lyshuset.example.no>')).currency).toBe('NOK');
    expect((await mail('Lyshuset <order@lyshuset.example.se>')).currency).toBe('SEK');
  });

  it('Polish invoices name the currency in their column headings ("Netto (zł)")', async () => {
    const r = await pdf(`
Serwis Komputerowy Bajt Sp. z o.o.
ul. Lipowa 2, 20-001 Lublin                      Data wystawienia: 04.03.2025
NAZWA TOWARU LUB USŁUGI          NETTO (ZŁ)   STAWKA VAT   VAT (ZŁ)   BRUTTO (ZŁ)
Naprawa laptopa                     150,00         23 %      34,50       184,50
WARTOŚĆ FAKTURY:                    184,50
`);
    expect(r.currency).toBe('PLN');
  });
});
