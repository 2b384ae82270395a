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

describe('Turkish e-invoice sums and Nordic VAT shares', () => {
  it('reads "Ödenecek Tutar" as the amount to pay and "Mal Hizmet Toplam Tutarı" as the goods sum, not an item', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Anadolu Ambalaj <efatura@anadoluambalaj.example.com.tr>',
          Subject: 'e-Arşiv Fatura ANA2025000000031',
          Date: 'Wed, 09 Apr 2025 09:30:00 +0300',
        },
        `ANADOLU AMBALAJ SAN. TİC. A.Ş.
Fatura No: ANA2025000000031
Fatura Tarihi: 09-04-2025
Mal Hizmet Toplam Tutarı 1.000,00 TL
KDV(%20,00) 200,00 TL
Vergiler Dahil Toplam Tutar 1.200,00 TL
Ödenecek Tutar 1.200,00 TL
`,
      ),
    );
    expect(r.total_price).toBe(1200);
    expect(r.line_items.map((i) => i.name.toUpperCase())).not.toContain('MAL HIZMET TOPLAM TUTARI');
  });

  it('a Danish "Heraf moms" or Norwegian "Herav mva" line is the VAT inside the total, not an item', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Strikkestuen <ordre@strikkestuen.example.dk>',
          Subject: 'Ordrebekræftelse 7731',
          Date: 'Thu, 10 Apr 2025 15:00:00 +0200',
        },
        `Tak for din ordre

Uldgarn, blå            4 stk     240,00 kr
Strikkepinde 4 mm       1 stk      60,00 kr
Fragt                              39,00 kr
Heraf moms                         67,80 kr
Total                             339,00 kr
`,
      ),
    );
    expect(r.total_price).toBe(339);
    const names = r.line_items.map((i) => i.name.toUpperCase());
    expect(names).not.toContain('HERAF MOMS');
    // The goods above it are still items.
    expect(names.some((n) => n.startsWith('ULDGARN'))).toBe(true);
  });
});

describe('the amount due of Polish e-invoice prints', () => {
  it('"Kwota należności ogółem" (KSeF) is the amount due, not the larger order value above it', async () => {
    const r = await pdf(`
Krajowy System e-Faktur                          Numer Faktury:
                                                 FZ/2025/04/007
Sprzedawca                                       Nabywca
NIP: 6750000000                                  NIP: 6760000000
Nazwa: Stolarnia Jodła Sp. z o.o.                Nazwa: Hotel Pod Wawelem Sp. z o.o.
Data wystawienia, z zastrzeżeniem art. 106na ust. 1 ustawy: 07.04.2025
Faktura zaliczkowa
Wartość zamówienia:                                                 12300,00
Otrzymana zaliczka                                                   2460,00
Kwota należności ogółem: 2460,00 PLN
Termin płatności: 14.04.2025
`);
    expect(r.total_price).toBe(2460);
  });
});

describe('item lines of text order mails', () => {
  it('"2 x Name = 25,80€" (osCommerce, Zen Cart): the "=" before the price is not part of the name', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Teehuone Sade <myynti@teehuonesade.example.fi>',
          Subject: 'Tilausvahvistus Nro: 318',
          Date: 'Tue, 15 Apr 2025 19:00:00 +0300',
        },
        `Kiitos tilauksestasi!

Tuotteet
------------------------------------------------------
2 x Vihreä tee 100 g (VT-100) = 13,80€
1 x Teesiivilä = 6,50€
------------------------------------------------------
Välisumma: 20,30€
Yhteensä: 20,30€
`,
      ),
    );
    expect(r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price])).toEqual([
      ['VIHREÄ TEE 100 G (VT-100)', 2, 13.8],
      ['TEESIIVILÄ', 1, 6.5],
    ]);
  });

  it('an "=" inside a name ("Kabel A=B 2 m") stays', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kabelhuset <ordre@kabelhuset.example.dk>',
          Subject: 'Ordre 77',
          Date: 'Tue, 15 Apr 2025 19:00:00 +0200',
        },
        `Tak for din ordre

Kabel A=B 2 m            1 stk      49,00 kr
Total                               49,00 kr
`,
      ),
    );
    expect(r.line_items[0]?.name.toUpperCase()).toMatch(/^KABEL A=B 2 M/);
  });
});

describe('invoice numbers of slash-separated parts', () => {
  it('"F/55512345/11/24" is an invoice number, not 12 November 2024; the labelled issue date is read', async () => {
    const r = await pdf(`
K7 Sp. z o.o.                                     FAKTURA VAT
ul. Krótka 3                                      Numer faktury
00-950 Warszawa                                   F/55512345/11/24
NIP: 525-00-00-000                                Data wystawienia
                                                  02.12.2024
Abonament internetowy              49,20    23 %    11,32    60,52
WARTOŚĆ FAKTURY:                   60,52
`);
    expect(r.date).toBe('2024-12-02');
  });

  it('a date after a number with no slash in it still reads ("Nr 4471 12/03/2025")', async () => {
    const r = await pdf(`
Hurtownia Papieru Sp. z o.o.
ul. Długa 8, 31-147 Kraków
Paragon Nr 4471 12/03/2025
Papier A4 ryza                       2      19,90
Razem do zapłaty                            39,80
`);
    expect(r.date).toBe('2025-03-12');
  });
});

describe('sellers of consumer-receipt prints and short brands', () => {
  it('a brand of a letter and a digit before its legal form ("K7 Sp. z o.o.") is the seller', async () => {
    const r = await pdf(`
K7 Sp. z o.o.                                     FAKTURA VAT
ul. Krótka 3                                      Numer faktury
00-950 Warszawa                                   F/1122/2024
NIP: 525-00-00-000                                Data wystawienia
                                                  02.12.2024
Nabywca:                                          Okres rozliczeniowy
Jan Wiśniewski                                    01.11.2024 - 30.11.2024
Abonament internetowy              49,20    23 %    11,32    60,52
WARTOŚĆ FAKTURY:                   60,52
`);
    expect(r.company).toBe('K7');
  });

  it('the buyer\'s "B2 Sp. z o.o." under "Nabywca:" is not the seller', async () => {
    const r = await pdf(`
Sprzedawca:                                 Nabywca:
Drukarnia Wisła Sp. z o.o.                  B2 Sp. z o.o.
ul. Portowa 2, 80-001 Gdańsk                ul. Polna 1, 80-002 Gdańsk
NIP: 5830000000                             NIP: 5840000000
Faktura VAT FS 12/2024                      Data wystawienia: 03.12.2024
Ulotki A5 1000 szt.                                            246,00
Razem do zapłaty:                                              246,00 PLN
`);
    expect(r.company).toMatch(/^Drukarnia Wisła/);
  });

  it('a centred receipt head (NFC-e): the name over its CNPJ and street, not a weighed item\'s "KG" or the tax office\'s site', async () => {
    const r = await pdf(`
                 MERCADINHO BOA ESPERANÇA LTDA
          CNPJ: 11.222.333/0001-44   IE: 123456789
               AV. BRASIL, 1500, CENTRO, CAMPINAS, SP
      Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica

Código         Descrição                    Qtde    UN   Vl Unit   Vl Total
7890000000017  ARROZ TIPO 1 5KG            1,0000   UN     24,90      24,90
2000000000015  BANANA PRATA                0,8500   KG      6,90       5,87
Valor total R$                                                       30,77
Valor a pagar R$                                                     30,77
           Consulte pela Chave de Acesso em www.fazenda.sp.gov.br/nfce
      NFC-e nº 4512   Série 1   Emissão 14/03/2025 18:22:10
`);
    expect({ company: r.company, currency: r.currency }).toEqual({
      company: expect.stringMatching(/^Mercadinho Boa Esperan/i),
      currency: 'BRL',
    });
  });

  it('a German "GmbH & Co. KG" is still a legal form', async () => {
    const r = await pdf(`
Holzbau Reiter GmbH & Co. KG
Sägewerkstraße 4, 83022 Rosenheim
Rechnung Nr. 2025-044                            Datum: 14.03.2025
Dachlatten 30x50                                          412,00
Rechnungsbetrag                                           490,28 EUR
`);
    expect(r.company).toMatch(/^Holzbau Reiter/);
  });
});

describe('subjects that name the order after the shop', () => {
  it('"Fjellsko Ordre bekreftelse": the order confirmation words are not part of the shop\'s name', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Tindesport <ordre@tindesport.example.no>',
          Subject: 'Tindesport Ordre bekreftelse',
          Date: 'Fri, 11 Apr 2025 09:00:00 +0200',
        },
        `Takk for din bestilling fra Tindesport.

Klatresele       kr 899,00
Porto            kr 99,00
Sum Totalt:      kr 998,00
`,
      ),
    );
    expect(r.company).toBe('Tindesport');
  });

  it('a service named after the brand in the subject ("Uber Eats") is still the merchant', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Uber Receipts <noreply@uber.com>',
          Subject: 'Your Thursday evening order with Uber Eats',
          Date: 'Thu, 10 Apr 2025 20:00:00 +0100',
        },
        `Thanks for ordering, Sam

Total £18.40

1  Chicken katsu curry   £12.90
Delivery Fee             £2.99
Service Fee              £2.51
`,
      ),
    );
    expect(r.company).toBe('Uber Eats');
  });
});
