import { describe, expect, it } from 'vitest';
import { type SyntheticRow, syntheticReceipt } from '../../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from '../categories';
import { parseReceipt } from '../index';

/** OCR text of a PDF whose only page is a scan, as the PDF reader hands it over. */
function scanned(rows: SyntheticRow[]) {
  const doc = { ...syntheticReceipt(rows), scannedPdf: true };
  return parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
}

describe('scanned PDFs: the seller as the document reader finds it, else the slip reader', () => {
  it('restaurant slip scanned to PDF: the brand its letterhead web address spells, not the operator or the address', () => {
    const r = scanned([
      'www.zumhafen.de',
      'Brauhaus Eck GmbH',
      'Kanalstrasse 5, 20095 Hamburg',
      'Rechnung Nr. 5-10233',
      ['2x Zum Hafen Burger', '25,80'],
      ['1x Apfelschorle', '3,90'],
      ['Gesamt', '29,70'],
    ]);
    expect(r.company).toBe('Zum Hafen');
    expect(r.parsingNotes).toMatch(/address zumhafen\.de spells/);
  });

  it('scanned invoice under a title: the legal name, never the title "Rechnung"', () => {
    const r = scanned([
      { text: 'RECHNUNG', height: 40 },
      'Holzbau Kern GmbH',
      'Saegewerkstr. 3, 79098 Freiburg',
      'Rechnungsdatum 12.05.2025',
      ['Dachlatten 40 Stk', '180,00'],
      ['Gesamtbetrag', '214,20'],
    ]);
    expect(r.company).toMatch(/^Holzbau Kern/);
  });

  it('scanned paper slip without a web address: the slip reader keeps its top line', () => {
    const r = scanned([
      { text: 'CORNER BAKERY', height: 36 },
      '12 Market Street',
      '03/14/2025 10:02',
      ['Croissant', '3.50'],
      ['TOTAL', '3.50'],
    ]);
    expect(r.company).toBe('CORNER BAKERY');
  });
});
