import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from '../categories';
import { parseReceipt } from '../index';
import { repairUnmappedGlyphs } from './unmapped-glyphs';

describe('names with a ligature the PDF font maps to no character', () => {
  it('a known brand fits with the glyph standing for its ligature ("Net\\u0000ix" → Netflix)', () => {
    expect(repairUnmappedGlyphs('Net\u0000ix', [])).toBe('Netflix');
  });

  it("the document's own web address spells the name", () => {
    const doc = {
      ...syntheticReceipt([
        'Rechnungsbeleg',
        'Datum 04.03.2025',
        ['Poster A2', '24,00 €'],
        ['Gesamt', '24,00 €'],
        'Ausgestellt von: Sun\u0000ower Prints Ltd, 4 Dock Road, Bristol · www.sunflowerprints.co.uk',
      ]),
      source: 'pdf-text' as const,
    };
    const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r.company).toBe('Sunflower Prints');
  });

  it('no spelling fits: the glyph is left out rather than printed', () => {
    expect(repairUnmappedGlyphs('Ca\u0000e Noir', [])).toBe('Cae Noir');
  });
});
