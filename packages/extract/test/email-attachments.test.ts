import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractEmail } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * Invoices attached to mails, written for these tests from sellers not in the dev set: the mail's
 * sender and date are a second witness for the attached document's seller and issue date.
 */
const A4 = { width: 595, height: 842 };

function page(lines: Array<[string, number, number, number?]>): { texts: PdfText[] } {
  return { texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) };
}

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Uint8Array> {
  const message: Buffer = await new Promise((resolve, reject) =>
    new MailComposer(options).compile().build((error, data) => (error ? reject(error) : resolve(data))),
  );
  return new Uint8Array(message);
}

async function attachedReceipt(options: ConstructorParameters<typeof MailComposer>[0]) {
  const { receipts, errors } = await extractEmail(await compose(options));
  expect(errors).toEqual([]);
  expect(receipts).toHaveLength(1);
  return receipts[0]!;
}

describe('PDF invoices attached to mails', () => {
  it('the letterhead is a picture: the sender of the mail names the seller, not the buyer block', async () => {
    const pdf = makePdf(
      [
        page([
          ['INVOICE', 40, 40, 22],
          ['Invoice no. NW-0193', 360, 90],
          ['Invoice date: 3 March 2025', 360, 104],
          ['Due date: 2 April 2025', 360, 118],
          ['Bill to:', 40, 90],
          ['Harbor Coffee Roasters', 40, 104],
          ['18 Pier Street, Bristol BS1 4DJ', 40, 118],
          ['Description Qty Amount', 40, 180],
          ['Brand identity workshop 1 850.00', 40, 196],
          ['Total due GBP 850.00', 360, 240],
          ['Thank you for your business.', 40, 300],
        ]),
      ],
      A4,
    );
    const r = await attachedReceipt({
      from: 'Northwind Studio <accounts@northwindstudio.co>',
      to: 'ap@harborcoffee.example',
      subject: 'Invoice NW-0193',
      date: new Date('2025-03-03T10:00:00Z'),
      text: 'Hello, please find our invoice attached. Kind regards',
      attachments: [{ filename: 'NW-0193.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
    expect(r).toMatchObject({
      company: 'Northwind Studio',
      date: '2025-03-03',
      total_price: 850,
      currency: 'GBP',
    });
    expect(r.parsingNotes).toMatch(/sender of the mail it came with/);
  });

  it('the seller as the document spells it when it agrees with the sender, over a weaker name', async () => {
    const pdf = makePdf(
      [
        page([
          ['Rechnung', 40, 40, 22],
          ['Kunde:', 40, 90],
          ['Praxis Dr. Lang', 40, 104],
          ['Rechnungsdatum: 10.02.2025', 360, 90],
          ['Beschreibung Menge Betrag', 40, 160],
          ['Wartung Klimaanlage 1 320,00', 40, 176],
          ['Gesamtbetrag 380,80 EUR', 360, 220],
          ['Kältetechnik Brandt e.K. · Industriestr. 4 · 28199 Bremen · USt-IdNr. DE111222333', 40, 800, 7],
        ]),
      ],
      A4,
    );
    const r = await attachedReceipt({
      from: 'Kältetechnik Brandt <rechnung@kaeltetechnik-brandt.de>',
      to: 'praxis@example.org',
      subject: 'Ihre Rechnung',
      date: new Date('2025-02-10T09:00:00+01:00'),
      text: 'Sehr geehrte Damen und Herren, anbei unsere Rechnung.',
      attachments: [{ filename: 'Rechnung.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
    expect(r).toMatchObject({ company: 'Kältetechnik Brandt', date: '2025-02-10', total_price: 380.8 });
  });

  it('labels in a language the lexicon lacks: a date after the mail was sent is not the invoice date', async () => {
    const pdf = makePdf(
      [
        page([
          ['Faktura', 40, 40, 22],
          ['Nordlys Tryk ApS', 40, 70, 12],
          ['Forfaldsdato: 17.03.2025', 360, 90],
          ['Fakturadato: 03.03.2025', 360, 104],
          ['Beskrivelse Antal Beløb', 40, 160],
          ['Visitkort 500 stk 1 1200,00', 40, 176],
          ['Moms 25% 300,00', 360, 210],
          ['I alt DKK 1500,00', 360, 224],
        ]),
      ],
      A4,
    );
    const r = await attachedReceipt({
      from: 'Nordlys Tryk <faktura@nordlystryk.dk>',
      to: 'kunde@example.org',
      subject: 'Faktura 2025-044',
      date: new Date('2025-03-03T14:00:00+01:00'),
      text: 'Hej, vedhæftet finder du fakturaen.',
      attachments: [{ filename: 'faktura.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
    expect(r).toMatchObject({ company: 'Nordlys Tryk', date: '2025-03-03', currency: 'DKK' });
  });
});
