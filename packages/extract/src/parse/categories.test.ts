import { describe, expect, it } from 'vitest';
import { chooseCategory, DEFAULT_CATEGORIES } from './categories';

describe('categories', () => {
  it('lists the six default categories in the order of the spec, each described', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.name)).toEqual([
      'Business Expenses',
      'Travel and Transportation',
      'Meals and Entertainment',
      'Equipment and Assets',
      'Healthcare and Insurance',
      'Training and Education',
    ]);
    for (const c of DEFAULT_CATEGORIES) expect(c.description?.length).toBeGreaterThan(40);
  });
  it('files a restaurant under meals and says why', () => {
    const c = chooseCategory(DEFAULT_CATEGORIES, {
      merchant: 'GOLDEN SEAFOOD RESTAURANT SDN BHD',
      items: [],
      text: '',
    });
    expect(c?.name).toBe('Meals and Entertainment');
    expect(c?.reason).toMatch(/merchant word "restaurant"/);
  });
  it('files a hardware store under equipment', () => {
    expect(
      chooseCategory(DEFAULT_CATEGORIES, {
        merchant: 'WAHIN HARDWARE SDN BHD',
        items: ['DRILL BIT'],
        text: '',
      })?.name,
    ).toBe('Equipment and Assets');
  });
  it('files fuel under travel', () => {
    expect(
      chooseCategory(DEFAULT_CATEGORIES, { merchant: 'SERVICE STATION', items: ['PETROL RON95'], text: '' })
        ?.name,
    ).toBe('Travel and Transportation');
  });
  it('matches custom categories by their own words', () => {
    const custom = [
      { name: 'Office', description: 'Printer ink and paper' },
      { name: 'Dog', description: 'Pet food and vet bills' },
    ];
    expect(
      chooseCategory(custom, { merchant: 'PAWS SHOP', items: ['DRY DOG FOOD 5KG'], text: '' })?.name,
    ).toBe('Dog');
  });
  it('gives the same answer for the same receipt every time', () => {
    const input = { merchant: 'BOOKSTORE', items: ['NOTEBOOK'], text: 'books' };
    expect(chooseCategory(DEFAULT_CATEGORIES, input)).toEqual(chooseCategory(DEFAULT_CATEGORIES, input));
  });
  it('falls back to a general category and says no word matched', () => {
    const c = chooseCategory(DEFAULT_CATEGORIES, { merchant: 'XYZ', items: [], text: '' });
    expect(c?.name).toBe('Business Expenses');
    expect(c?.reason).toMatch(/no receipt word matched/);
  });
});
