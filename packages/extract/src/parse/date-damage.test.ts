import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { damagedSeparatorDates } from './damaged-separators';
import { dateCandidatesIn } from './dates';
import { parseReceipt } from './index';
import { toRows } from './text';

const parse = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });
const usSlip = (printed: string) =>
  parse(['MAPLE GRILL', 'Portland, OR 97205', printed, ['TOTAL', '$18.25']]);
const malaysianSlip = (printed: string) => parse(['KEDAI RUNCIT SEJAHTERA', printed, ['TOTAL RM', '8.40']]);

describe('a damaged date beside a time printed after a comma or behind its own label (family)', () => {
  it.each([
    ['02/17,14,02:21PM', '2014-02-17'],
    ['09/13,15, 11:33 AM', '2015-09-13'],
    ['Date: 07/25,16 Time: 06:29', '2016-07-25'],
    ['DATE:05,19/13 TIME:14:48', '2013-05-19'],
  ])('reads %s on a US slip, as a guess', (printed, iso) => {
    const r = usSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it.each([
    ['Date:18,04.07 Tme:10:10:23', '2007-04-18'],
    ['19/05,13 TIME:14:48', '2013-05-19'],
  ])('reads %s on a day-first slip, as a guess', (printed, iso) => {
    const r = malaysianSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  describe('counter-examples: amounts and counts before a time stay amounts', () => {
    it.each(['SUBTOTAL 12,50/10 12:30', '2 X 1,25/12 TABLE 4', 'CHANGE 1,28/15'])('%s', (text) => {
      expect(damagedSeparatorDates(text.toUpperCase())).toEqual([]);
    });
  });
});

describe('a two-digit year beside a damaged separator, after a date label (family)', () => {
  it.each([
    ['DATE 11,28/15', '2015-11-28'],
    ['Date: 07/25,16', '2016-07-25'],
    ['Date 06.15 02', '2002-06-15'],
  ])('reads %s on a US slip, as a guess', (printed, iso) => {
    const r = usSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  describe('counter-examples: without a date label the same shapes are amounts or counts', () => {
    it.each(['TOTAL 11,28/15', '12,50/18', 'RATE 12.04 07', 'QTY 10/12,50', 'TEL 03-7710 0302'])(
      '%s',
      (text) => {
        expect(damagedSeparatorDates(text.toUpperCase())).toEqual([]);
      },
    );
  });
});

describe('a separator lost or read as a stroke, split where a till would print it (family)', () => {
  it.each([
    // A dash or a dot is never read as a 1: "2211-2014" lost a dash.
    ['2211-201420:21', '2014-11-22'],
    // A till pads both parts or neither: "1704" is 17/04 with its slash lost, not 1/04 after a 7.
    ['1704/201521:07', '2015-04-17'],
    ['0913/15,11:33 AM', '2015-09-13'],
  ])('reads %s on a day- or month-first slip, as a guess', (printed, iso) => {
    const r = printed.startsWith('09') ? usSlip(printed) : malaysianSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it.each([
    ['6/182013', '2013-06-18'],
    ['01128/09', '2009-01-28'],
    ['01/28l09', '2009-01-28'],
    ['01/28109', '2009-01-28'],
  ])('reads %s on a US slip, as a guess', (printed, iso) => {
    const r = usSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  describe('counter-examples', () => {
    it('reads no date where the parts split two ways alike ("1120/2013": 11/20 or 1/20)', () => {
      expect(damagedSeparatorDates('1120/2013 18:55')).toEqual([]);
      expect(damagedSeparatorDates('5/2720169:04:16 AM')).toEqual([]);
    });
    // "03-3172018" is a Malaysian phone number, not 03-31 with a 7 for a dash.
    it.each(['10123/18 ABC', 'REF 2211-2014', '03-3172018', '04.1172019', 'TOTAL 12.04 1.50'])(
      '%s stays a number',
      (text) => {
        expect(damagedSeparatorDates(text.toUpperCase())).toEqual([]);
      },
    );
  });
});

describe("a date whose first digits were clipped at its box's left edge (family)", () => {
  it.each([
    // "23/03/2018", "11.02.18", "17/01/2018" with the box's first character lost.
    ['3/03/2018 3:13:19', '2018-03-03'],
    ['1.02.18 14:08', '2018-02-01'],
    ['7/01/20188.08.53', '2018-01-07'],
  ])('reads %s, but only as a guess', (printed, iso) => {
    const r = malaysianSlip(printed);
    expect(r.date).toBe(iso);
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it('reads the intact print when the receipt prints the date again', () => {
    const r = parse([
      'KEDAI RUNCIT SEJAHTERA',
      '3/03/2018 3:13:19',
      ['TOTAL RM', '8.40'],
      '23/03/2018 15:13',
    ]);
    expect(r.date).toBe('2018-03-23');
  });
  it('reads a year-first date that lost its leading 2 ("014-07-22"), as a guess', () => {
    for (const printed of ['014-07-22', '014-12-1813:14:37 MEV:1118']) {
      const r = usSlip(printed);
      expect(r.date).toBe(printed.startsWith('014-07') ? '2014-07-22' : '2014-12-18');
      expect(r.confidence.date).toBeLessThan(0.9);
    }
  });
  describe('counter-examples: dates printed whole keep their confidence', () => {
    it('a labelled date does not open its box', () => {
      expect(malaysianSlip('Date: 3/03/2018 13:13').confidence.date).toBeGreaterThanOrEqual(0.9);
    });
    it('a US date with an unpadded month and a two-digit day is not clipped', () => {
      const [row] = toRows(syntheticReceipt(['6/20/2015 10:21']));
      expect(row && dateCandidatesIn(row).map((c) => c.kind)).toEqual(['numeric']);
    });
    it('a three-digit number before a month and day inside a box is no clipped year', () => {
      const [row] = toRows(syntheticReceipt(['Ref 014-07-22']));
      expect(row && dateCandidatesIn(row).some((c) => c.kind === 'clipped')).toBe(false);
    });
  });
});

describe("a year-first date whose day lost its last digit at its box's right edge (family)", () => {
  it('reads "Date:2018-03-2" (a padded month, a one-digit day, ending its box) only as a guess', () => {
    const r = malaysianSlip('Date:2018-03-2');
    expect(r.date).toBe('2018-03-02');
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it('reads the intact print when the receipt prints the date again', () => {
    const r = parse(['KEDAI RUNCIT SEJAHTERA', 'Date:2018-03-2', ['TOTAL RM', '8.40'], '2018-03-23 15:13']);
    expect(r.date).toBe('2018-03-23');
  });
  describe('counter-examples: dates printed whole keep their kind', () => {
    it.each(['2018-3-2', '2018-03-02', 'Date:2018-03-2 10:15'])('%s', (printed) => {
      const [row] = toRows(syntheticReceipt([printed]));
      expect(row && dateCandidatesIn(row).map((c) => c.kind)).toEqual(['iso']);
    });
  });
});

describe("a till's software version is no date (family)", () => {
  it.each(['Version 1.1.15', 'Uersion 91.1.15_C', 'V2.3.18', 'Build 4.10.18', 'SW Rel. 1.2.19'])(
    '%s',
    (printed) => {
      const [row] = toRows(syntheticReceipt([printed]));
      expect(row && dateCandidatesIn(row)).toEqual([]);
    },
  );
  it('reads the date beside the version on the same row', () => {
    const r = malaysianSlip('Ver 1.1.15 23/03/2018 15:13');
    expect(r.date).toBe('2018-03-23');
  });
});

describe('a month word with one letter misread as its neighbour (family)', () => {
  it.each([
    ['Date:25 M4r 2018 9:27PM', '2018-03-25'],
    ['05-Avg-2017', '2017-08-05'],
    ['30 Dfc 17 18:40:57', '2017-12-30'],
    ['01-HoV-2017 11:20:04AM', '2017-11-01'],
    [':05 Jah 2017 12:41pm', '2017-01-05'],
    ['WED JUIY 20,2011', '2011-07-20'],
    ['05 Ffbruary 2017 15:45', '2017-02-05'],
    ['4ug28,2014 12:50 PM', '2014-08-28'],
    ["08Ffb'1507:18PM", '2015-02-08'],
    // Small letters of one height read as each other.
    [':04 Jon 2017 01:15pm', '2017-01-04'],
    [':25 Mey 2017 09:41am', '2017-05-25'],
    ['Date:25 Mor 2018 9:27PM', '2018-03-25'],
    ['12 Dcc 2018 10:02', '2018-12-12'],
  ])('reads %s', (printed, iso) => {
    expect(parse(['CORNER SHOP', printed, ['TOTAL', '8.00']]).date).toBe(iso);
  });
  describe('counter-examples: words beside numbers that are no date stay words', () => {
    it.each([
      // An average, a set meal, degrees, a weight: no year or time follows closely.
      ['AVG 12.15', null],
      ['AVG 12 12:30', null],
      ['SET 2 2018', null],
      ['JON SMITH 2018', null],
      ['MEAL 2 12:30', null],
    ])('%s', (printed, iso) => {
      expect(parse(['CORNER SHOP', printed, ['TOTAL', '8.00']]).date).toBe(iso);
    });
    it('a Spanish or German month word is read as itself, not as a misread English one', () => {
      expect(parse(['CORNER SHOP', '05 DEZ 2017 12:30', ['TOTAL', '8.00']]).date).toBe('2017-12-05');
      expect(parse(['CORNER SHOP', '05 ENE 2017 12:30', ['TOTAL', '8.00']]).date).toBe('2017-01-05');
    });
  });
});
