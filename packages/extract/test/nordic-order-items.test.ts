import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Item families of Nordic and Finnish shop mails (fixtures/public-mail-5 showed them), each on
 * made-up orders, with a counter-example the rule must leave alone.
 */
const items = async (from: string, body: string) => {
  const r = await firstReceipt(
    message({ From: from, Subject: 'Ordre 4417', Date: 'Mon, 10 Mar 2025 09:30:00 +0100' }, body),
  );
  return r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price]);
};

describe('a "kr" written before each amount of a price column', () => {
  it('reads the count between the unit price and the line total, not "KR 3" in the name', async () => {
    expect(
      await items(
        'Vidde Friluft <ordre@viddefriluft.example.no>',
        `Takk for din bestilling!
------------------------------------------------------------
Produkt                        Pris      Antall   Sum
------------------------------------------------------------
Ryggsekk Fjord 30L             kr 1 249,00 1      kr 1 249,00
Lommelykt LED                  kr 149,00 3        kr 447,00
------------------------------------------------------------
                                         Sum: kr 1 696,00
                               Sum Totalt: kr 1 696,00
`,
      ),
    ).toEqual([
      ['RYGGSEKK FJORD 30L', 1, 1249],
      ['LOMMELYKT LED', 3, 447],
    ]);
  });

  it('leaves a number in a name with a single "kr" price as part of the name', async () => {
    expect(
      await items(
        'Vidde Friluft <ordre@viddefriluft.example.no>',
        `Takk for din bestilling!

Vinterjakke str 2              kr 1 299,00
Sum Totalt: kr 1 299,00
`,
      ),
    ).toEqual([['VINTERJAKKE STR 2', 1, 1299]]);
  });
});

describe('product cards with one field a line', () => {
  it('reads the name above "Varenummer", "Antal" and "Pris i alt" as one item', async () => {
    expect(
      await items(
        'Lampehuset <ordre@lampehuset.example.dk>',
        `Tak for din ordre

Varebeskrivelse
SKRIVEBORDSLAMPE MIRA
Varenummer: 44120
Antal: 2
Pris i alt: 798 DKK
LAMPESKÆRM LINNED
Varenummer: 44310
Farve: Sand Antal 1
Pris i alt: 249 DKK

SUBTOTAL: 1.047 DKK
HERAF MOMS: 209,40 DKK
TOTAL: 1.047 DKK
`,
      ),
    ).toEqual([
      ['SKRIVEBORDSLAMPE MIRA', 2, 798],
      ['LAMPESKÆRM LINNED', 1, 249],
    ]);
  });

  it('reads a Swedish card priced "Pris: 499,00 kr"', async () => {
    expect(
      await items(
        'Trädgårdsboden <order@tradgardsboden.example.se>',
        `Tack för din beställning!

Planteringskruka Ek
Artikelnr: 7781
Antal: 1
Pris: 499,00 kr

Totalt: 499,00 kr
`,
      ),
    ).toEqual([['PLANTERINGSKRUKA EK', 1, 499]]);
  });

  it('does not make a caption over the order fields an item', async () => {
    expect(
      await items(
        'Lampehuset <ordre@lampehuset.example.dk>',
        `Din ordre:
Ordrenummer: 5521
Pris i alt: 479 DKK
TOTAL: 479 DKK
`,
      ),
    ).not.toContainEqual(['DIN ORDRE', 1, 479]);
  });
});

describe('a shipping module title with its pricing note', () => {
  it('reads "Postipaketti (Kiinteä hinta)" and "Flat Rate (Best Way)" as shipping, not items', async () => {
    expect(
      await items(
        'Teekauppa Kuura <tilaukset@kuura.example.fi>',
        `Tuotteet
------------------------------------------------------
3 x Vihreä tee 100 g (VT-100) = 17,70€
------------------------------------------------------
Välisumma: 17,70€
Postipaketti (Kiinteä hinta): 5,90€
Yhteensä: 23,60€
`,
      ),
    ).toEqual([['VIHREÄ TEE 100 G (VT-100)', 3, 17.7]]);
    expect(
      await items(
        'Maple Yarns <orders@mapleyarns.example.com>',
        `Products
------------------------------------------------------
2 x Merino Skein (MS-12) = $24.00
------------------------------------------------------
Sub-Total: $24.00
Flat Rate (Best Way): $5.00
Total: $29.00
`,
      ),
    ).toEqual([['MERINO SKEIN (MS-12)', 2, 24]]);
  });

  it('keeps a product with a note in brackets', async () => {
    expect(
      await items(
        'Teekauppa Kuura <tilaukset@kuura.example.fi>',
        `Tuotteet
1 x Teemuki (punainen) = 12,90€
1 x Teesiivilä = 4,50€
Yhteensä: 17,40€
`,
      ),
    ).toEqual([
      ['TEEMUKI (PUNAINEN)', 1, 12.9],
      ['TEESIIVILÄ', 1, 4.5],
    ]);
  });
});
