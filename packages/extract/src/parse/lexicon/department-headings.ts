/**
 * One-word department headings that supermarket and drugstore tills print in capitals above the
 * items rung up in that department ("DAIRY", "PRODUCE", "FROZEN"). Source: the department names of
 * common US, UK and Australian grocery point-of-sale receipt layouts (the aisle and department
 * groupings of large grocery chains). Only the word list; whether a row is a heading is decided by
 * its layout too (no price of its own, priced items under it).
 */
export const DEPARTMENT_HEADINGS = new Set([
  'BAKERY',
  'BEVERAGES',
  'DAIRY',
  'DELI',
  'FLORAL',
  'FROZEN',
  'GROCERY',
  'HOUSEHOLD',
  'MEAT',
  'MEATS',
  'PRODUCE',
  'SEAFOOD',
]);
