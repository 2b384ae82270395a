import type { Category } from '@receiptbox/contracts';

/** The categories of a new mailbox (SPEC §3), in the order the spec lists them. */
export const DEFAULT_CATEGORIES: Category[] = [
  {
    name: 'Business Expenses',
    description:
      'General business costs such as office supplies, stationery, printing, postage, software subscriptions, phone and internet bills, bank fees and professional services.',
  },
  {
    name: 'Travel and Transportation',
    description:
      'Getting around and staying away for work: flights, trains, buses, taxis and ride-hailing, car rental, fuel and petrol, parking, tolls and hotel stays.',
  },
  {
    name: 'Meals and Entertainment',
    description:
      'Food and drink with clients or while working: restaurants, cafes, coffee, bakeries, fast food, catering, bars and entertainment events.',
  },
  {
    name: 'Equipment and Assets',
    description:
      'Durable goods the business keeps: computers, electronics, furniture, tools, hardware, machinery, lighting and appliances.',
  },
  {
    name: 'Healthcare and Insurance',
    description:
      'Medical and insurance costs: pharmacy and prescription purchases, clinic, doctor, dental and vision care, medicine, medical supplies and insurance premiums.',
  },
  {
    name: 'Training and Education',
    description:
      'Learning and development: courses, tuition, workshops, conferences, seminars, certification exams, books and educational materials.',
  },
];

const STOP = new Set(
  'and or the a an of for to with in on at by from as such while away other their our your its is are be costs cost goods general things care bill fee purchase work keep getting around staying stay durable drink'.split(
    ' ',
  ),
);

/** Lower-cased word stems ("restaurants" → "restaurant") so descriptions and receipts meet. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  return w;
}

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

/**
 * Receipt words that say what kind of spending it is, grouped by theme. A theme's words reach a
 * category when any of them appear in that category's name or description, so custom categories
 * ("Food", "Fuel") benefit from the same cues as the defaults.
 */
const THEMES: Record<string, string[]> = {
  food: [
    'restaurant',
    'restoran',
    'cafe',
    'coffee',
    'kopitiam',
    'bakery',
    'bakeries',
    'cake',
    'bread',
    'roti',
    'pizza',
    'burger',
    'food',
    'meal',
    'dining',
    'kitchen',
    'seafood',
    'noodle',
    'rice',
    'chicken',
    'tea',
    'drink',
    'beverage',
    'bar',
    'pub',
    'grill',
    'bistro',
    'catering',
    'lunch',
    'dinner',
    'breakfast',
    'vegetarian',
    'thai',
    'sushi',
    'ramen',
    'steak',
    'confectionery',
    'dessert',
    'juice',
    'beer',
    'wine',
    'snack',
    'toast',
    'poutine',
    'taco',
    'sandwich',
    'deli',
    'buffet',
    'bento',
    'latte',
    'espresso',
  ],
  travel: [
    'petrol',
    'fuel',
    'gas',
    'diesel',
    'parking',
    'toll',
    'taxi',
    'airline',
    'airport',
    'flight',
    'air',
    'hotel',
    'inn',
    'motel',
    'resort',
    'travel',
    'train',
    'rail',
    'bus',
    'transport',
    'transit',
    'car',
    'rental',
    'fare',
    'boarding',
    'lodging',
    'station',
  ],
  equipment: [
    'hardware',
    'electrical',
    'electronic',
    'electronics',
    'computer',
    'laptop',
    'monitor',
    'printer',
    'machinery',
    'machine',
    'tool',
    'furniture',
    'appliance',
    'lighting',
    'light',
    'led',
    'cable',
    'equipment',
    'drill',
    'denki',
    'phone',
    'tablet',
    'camera',
    'battery',
    'generator',
  ],
  health: [
    'pharmacy',
    'clinic',
    'hospital',
    'medical',
    'medicine',
    'dental',
    'dentist',
    'doctor',
    'health',
    'vision',
    'optical',
    'optometrist',
    'insurance',
    'prescription',
    'drug',
    'panadol',
    'vitamin',
    'bandage',
    'lens',
    'rx',
    'copay',
    'therapy',
    'physio',
    'wellness',
  ],
  education: [
    'book',
    'bookstore',
    'books',
    'course',
    'tuition',
    'training',
    'seminar',
    'workshop',
    'conference',
    'school',
    'college',
    'university',
    'academy',
    'exam',
    'certification',
    'learning',
    'education',
    'class',
    'lesson',
  ],
  office: [
    'stationery',
    'office',
    'paper',
    'printing',
    'print',
    'postage',
    'courier',
    'pen',
    'ink',
    'toner',
    'envelope',
    'software',
    'subscription',
    'internet',
    'telco',
    'mobile',
    'bank',
    'supplies',
    'supply',
    'file',
    'folder',
    'photocopy',
    'marketing',
    'trading',
  ],
};

const THEME_STEMS = new Set(Object.values(THEMES).flat().map(stem));

export interface CategoryChoice {
  name: string;
  confidence: number;
  reason: string;
}

/**
 * Picks one of the mailbox's categories from the receipt's merchant and item words, by overlap
 * with each category's own name and description; ties go to the earlier category.
 */
export function chooseCategory(
  categories: Category[],
  receipt: { merchant: string | null; items: string[]; text: string },
): CategoryChoice | null {
  if (categories.length === 0) return null;
  const merchantWords = new Set(wordsOf(receipt.merchant ?? ''));
  const itemWords = new Set(receipt.items.flatMap(wordsOf));
  const textWords = new Set(wordsOf(receipt.text));
  let best: { cat: Category; score: number; hits: string[] } | null = null;
  categories.forEach((cat) => {
    const own = new Set(wordsOf(`${cat.name} ${cat.description ?? ''}`));
    const vocabulary = new Set(own);
    for (const words of Object.values(THEMES)) {
      const stems = words.map(stem);
      if (stems.some((w) => own.has(w))) for (const w of stems) vocabulary.add(w);
    }
    let score = 0;
    const hits: string[] = [];
    const credit = (set: Set<string>, weight: number, where: string) => {
      for (const w of set) {
        if (!vocabulary.has(w)) continue;
        score += own.has(w) ? weight * 1.5 : weight;
        if (hits.length < 3) hits.push(`${where} word "${w}"`);
      }
    };
    credit(merchantWords, 3, 'merchant');
    credit(itemWords, 1.5, 'item');
    // Words elsewhere on the receipt only count when they are strong theme cues, not any
    // description word ("care" in "customer care").
    credit(new Set([...textWords].filter((w) => THEME_STEMS.has(w))), 0.3, 'receipt');
    if (!best || score > best.score) best = { cat, score, hits };
  });
  const chosen = best as { cat: Category; score: number; hits: string[] } | null;
  if (!chosen || chosen.score === 0) {
    const fallback =
      categories.find((c) => /business|general|other|misc/i.test(c.name)) ?? (categories[0] as Category);
    return {
      name: fallback.name,
      confidence: 0.2,
      reason: `Category "${fallback.name}" chosen by default: no receipt word matched any category.`,
    };
  }
  return {
    name: chosen.cat.name,
    confidence: Math.min(0.9, 0.35 + 0.08 * chosen.score),
    reason: `Category "${chosen.cat.name}" chosen because ${chosen.hits.join(', ')} match${chosen.hits.length === 1 ? 'es' : ''} its name or description.`,
  };
}
