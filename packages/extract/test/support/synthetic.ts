import type { TextDocument, TextLine } from '../../src/text-document';

/**
 * Builds a positioned document for tests: each entry is one visual row, either a single text
 * (left-aligned), [label, amount] with the amount right-aligned in its own box, as OCR reports it, or
 * { text, height, confidence, digitConfidence } for a line set in another size (a logo) or read
 * less surely (its digits too).
 */
export type SyntheticRow =
  | string
  | [string, string]
  | { text: string; height?: number; confidence?: number; digitConfidence?: number };

export function syntheticReceipt(
  rows: SyntheticRow[],
  extra: Partial<Pick<TextDocument, 'source' | 'hints'>> = {},
): TextDocument {
  const lines: TextLine[] = [];
  let y = 20;
  rows.forEach((row) => {
    // A styled row (a logo) is as tall as asked; rows keep a 10-unit gap between them.
    const styled = typeof row === 'string' || Array.isArray(row) ? null : row;
    const height = styled?.height ?? 20;
    const confidence = styled?.confidence ?? 0.99;
    const left = typeof row === 'string' ? row : Array.isArray(row) ? row[0] : row.text;
    const right = Array.isArray(row) ? row[1] : null;
    if (left)
      lines.push({
        text: left,
        x: 10,
        y,
        width: left.length * 9,
        height,
        confidence,
        page: 0,
        ...(styled?.digitConfidence === undefined ? {} : { digitConfidence: styled.digitConfidence }),
      });
    if (right)
      lines.push({
        text: right,
        x: 400 - right.length * 9,
        y: y + 1,
        width: right.length * 9,
        height: 20,
        confidence: 0.99,
        page: 0,
      });
    y += height + 10;
  });
  return {
    source: extra.source ?? 'ocr',
    lines,
    pageWidth: 420,
    pageHeight: y + 20,
    hints: extra.hints,
  };
}
