/**
 * Two- and three-letter codes of the regions that follow a town on North American and Australian
 * receipts ("Everett, WA", "La Porte IN", "Adelaide SA"). Source: USPS state abbreviations
 * (Publication 28, appendix B), Canada Post province symbols, Australia Post state codes.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
] as const;

export const REGION_CODES = [
  ...US_STATE_CODES,
  // Canada
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
  // Australia
  'NSW',
  'VIC',
  'QLD',
  'WA',
  'SA',
  'TAS',
  'ACT',
  'NT',
] as const;

/**
 * Standard-time UTC offsets (hours) of the US states, by the zone most of each state keeps:
 * mail systems stamp receipts in UTC, and an evening purchase there is the next day in UTC.
 * Source: the US time zone map (49 CFR part 71); Arizona and Hawaii keep no daylight time.
 */
export const US_STATE_UTC_OFFSET: Record<string, number> = {
  ...Object.fromEntries(['CA', 'WA', 'OR', 'NV'].map((s) => [s, -8])),
  ...Object.fromEntries(['AZ', 'CO', 'UT', 'NM', 'MT', 'WY', 'ID'].map((s) => [s, -7])),
  ...Object.fromEntries(
    ['TX', 'IL', 'MN', 'WI', 'IA', 'MO', 'AR', 'LA', 'MS', 'AL', 'OK', 'KS', 'NE', 'SD', 'ND', 'TN'].map(
      (s) => [s, -6],
    ),
  ),
  ...Object.fromEntries(
    [
      'NY',
      'NJ',
      'PA',
      'MA',
      'CT',
      'RI',
      'NH',
      'VT',
      'ME',
      'DE',
      'MD',
      'DC',
      'VA',
      'WV',
      'NC',
      'SC',
      'GA',
      'FL',
      'OH',
      'MI',
      'IN',
      'KY',
    ].map((s) => [s, -5]),
  ),
  AK: -9,
  HI: -10,
};

/** States that keep standard time all year. */
export const US_NO_DAYLIGHT_TIME = new Set(['AZ', 'HI']);
