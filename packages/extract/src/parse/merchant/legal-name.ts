import type { Row } from '../text';
import { namePart, registrationLine, sameBlock } from './lines';
import { nameOf } from './ocr-repair';
import { TAIL_WORD } from './patterns';

/** A tail word, also glued to the word after it as OCR reads a bracket ("ENTERPRISEIBUKIT"). */
const TAIL_WORD_GLUED = new RegExp(`${TAIL_WORD.source}|^(ENTERPRISES?|TRADING)`);

/**
 * Registered names wrap over several lines of one size: "MAJU HARDWARE" / "ENTERPRISE (BUKIT"
 * / "INDAH) SDN BHD", then the registration number. The block grows while a parenthesis is open,
 * while it starts with a word that ends a legal name, and down to a registration number printed
 * right under the next line.
 */
export function extendLegalName(
  rows: Row[],
  chosen: { row: Row; name: string; i: number },
  top: number,
): void {
  let first = top;
  let last = chosen.i;
  const text = (r: Row) => nameOf(r.text);
  const balance = () => (chosen.name.match(/\(/g) ?? []).length - (chosen.name.match(/\)/g) ?? []).length;
  // A place inside the brackets ("(TAMAN MAJU)") is part of the name, not an address line.
  const outsideBrackets = (t: string) => t.replace(/\([^)]*$/, ' ').replace(/^[^(]*\)/, ' ');
  for (let n = 0; n < 2; n++) {
    const lastRow = rows[last];
    const next = rows[last + 1];
    if (!lastRow || !next || !sameBlock(lastRow, next)) break;
    const complete = /(SDN\.?\s*BHD|BERHAD|\bBHD|\bS\/?B|\bPLT|\bLTD|LIMITED)\.?$/.test(
      chosen.name.toUpperCase(),
    );
    const beforeRegistration = !complete && !registrationLine(next) && registrationLine(rows[last + 2]);
    if (!(balance() > 0 || beforeRegistration) || !namePart(next, 0.6, outsideBrackets(next.text))) break;
    chosen.name = `${chosen.name} ${text(next)}`;
    last += 1;
  }
  for (let n = 0; n < 2; n++) {
    const firstRow = rows[first];
    const prev = rows[first - 1];
    // The name so far starts with a word that ends a legal name, or the line above does: either
    // way the line above is not a name of its own ("MAJU HARDWARE" / "ENTERPRISE (TAMAN" /
    // "JAYA) SDN BHD", whichever of the three scored best).
    const tail =
      TAIL_WORD_GLUED.test(chosen.name.toUpperCase()) ||
      balance() < 0 ||
      (!!prev && TAIL_WORD_GLUED.test(text(prev).toUpperCase()));
    if (!firstRow || !prev || !tail || !sameBlock(prev, firstRow)) break;
    if (!namePart(prev, 0.4, outsideBrackets(prev.text))) break;
    chosen.name = `${text(prev)} ${chosen.name}`;
    first -= 1;
  }
  chosen.row = rows[last] ?? chosen.row;
  chosen.i = last;
}
