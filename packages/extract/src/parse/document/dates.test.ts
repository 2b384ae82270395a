import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from '../categories';
import { parseReceipt } from '../index';

/** The date a PDF's text layer gives, with its rows as written and a total under them. */
function dateOf(rows: string[]): string | null {
  const doc = syntheticReceipt([...rows, ['Total', '10.00']], { source: 'pdf-text' });
  return parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false }).date;
}

describe('invoice dates: the issue date over due, service and renewal dates, in the languages we read', () => {
  it.each([
    [['Invoice', 'Date of invoice: 3rd March 2025', 'Payment due: 2 April 2025']],
    [['Faktura', 'Fakturadatum: 3 mars 2025', 'Förfallodag: 2 april 2025']],
    [['Factuur', 'Datum: 3 mrt. 2025', 'Uiterste betaaldatum: 2 apr. 2025']],
    [['Facture', 'Émise le 3 mars 2025', 'À régler avant le 2 avril 2025']],
    [['Factura', 'Fecha de expedición: 3 de marzo de 2025', 'Fecha límite de pago: 2 de abril de 2025']],
    [['Rechnung', 'Zahlungsziel: 02.04.2025', 'Rechnungsdatum: 03.03.2025']],
    [['Invoice', 'Payment terms: due on 04/02/2025', 'Issued: 03/03/2025']],
    [['Receipt', 'Paid on Mar 3, 2025', 'Next payment Apr 3, 2025']],
    [['Rechnung', 'Leistungsdatum: 28.02.2025', 'Datum: 03.03.2025']],
    [['Factura', 'Fecha: 03/03/2025', 'Vencimiento: 02/04/2025']],
    [['Kvitto', 'Datum 2025-03-03 14:22', 'Giltigt t.o.m. 2025-04-03']],
    [['Fattura', 'Data fattura: 03/03/2025', 'Scadenza: 02/04/2025']],
    [['Factuur', 'Leverdatum: 01-03-2025', 'Factuurdatum: 03-03-2025']],
    [['Faktura', 'Fakturadato: 03.03.2025', 'Forfaldsdato: 17.03.2025']],
    [['Receipt', 'March 3, 2025', 'Receipt #1234', 'Renews on April 3, 2025']],
    [['Invoice', 'Tax point: 03/03/2025', 'Due: 02/04/2025']],
  ])('%j is dated 3 March 2025', (rows) => {
    expect(dateOf(rows)).toBe('2025-03-03');
  });

  it.each([
    ['Facture du 1er mars 2025', '2025-03-01'],
    ['Madrid, 15 de enero de 2025', '2025-01-15'],
    ['Fecha: 1 de septiembre del 2025', '2025-09-01'],
  ])('reads the day, a joining word and a month name: %s', (row, iso) => {
    expect(dateOf([row])).toBe(iso);
  });
});
