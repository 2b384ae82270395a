import { describe, expect, it } from 'vitest';
import { type CtcEmission, ctcConfidence, ctcEmissions, measureGaps, spacedText } from '../src/ocr/ctc';

// Index 0 is the CTC blank and the last label the model's own space, as in PP-OCR's charset.
const CHARSET = ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,/:-()', ' '];

/**
 * Builds recognizer output from a picture of the timesteps: a label character is one step of
 * that character, `_` one blank step, `~` one step of the model's space.
 */
function ctcOutput(steps: string): { data: Float32Array; steps: number; classes: number } {
  const classes = CHARSET.length;
  const data = new Float32Array(steps.length * classes).fill(0.01);
  [...steps].forEach((s, t) => {
    const label = s === '_' ? 0 : s === '~' ? classes - 1 : CHARSET.indexOf(s);
    if (label < 0) throw new Error(`no label for ${s}`);
    data[t * classes + label] = 0.9;
  });
  return { data, steps: steps.length, classes };
}

function decode(steps: string): CtcEmission[] {
  const out = ctcOutput(steps);
  return ctcEmissions(out.data, 0, out.steps, out.classes, CHARSET);
}

describe('ctcEmissions', () => {
  it('collapses repeats, drops blanks and keeps where each character sits', () => {
    const emissions = decode('_SS_O__O_N');
    expect(emissions.map((e) => e.char).join('')).toBe('SOON');
    expect(emissions.map((e) => [e.first, e.last])).toEqual([
      [1, 2],
      [4, 4],
      [7, 7],
      [9, 9],
    ]);
    expect(ctcConfidence(emissions)).toBeCloseTo(0.9);
  });
});

describe('spacedText', () => {
  it('puts a space where the blank run is much wider than the line’s gap between letters', () => {
    const wide = '_'.repeat(12);
    // Letters one or two blanks apart; twelve where the receipt printed a space.
    expect(spacedText(decode(`S_O__O_N${wide}H_U__A_T${wide}M_A_C_H__I_N_E_R_Y`))).toBe(
      'SOON HUAT MACHINERY',
    );
  });

  it('leaves a line with even gaps alone', () => {
    expect(spacedText(decode('T__O__T__A__L'))).toBe('TOTAL');
  });

  it('keeps the spaces the model emits and does not double them', () => {
    expect(spacedText(decode(`T_A_N_~_W_O_O_N${'_'.repeat(12)}~_Y_A_N_N`))).toBe('TAN WOON YANN');
  });

  it('never splits a number or a date, however wide the gap around the separator', () => {
    const wide = '_'.repeat(12);
    const total = `T_O_T_A_L${wide}1${wide},${wide}2_3_4${wide}.${wide}5_6`;
    expect(spacedText(decode(total))).toBe('TOTAL 1,234.56');
    expect(spacedText(decode(`0_9${wide}/${wide}0_3${wide}/${wide}2_0_1_8`))).toBe('09/03/2018');
  });

  it('puts no space before a comma, nor after an opening bracket, nor around a slash', () => {
    const wide = '_'.repeat(12);
    expect(spacedText(decode(`J_A_L_A_N${wide},${wide}T_A_M_A_N${wide}(${wide}S${wide}/${wide}B`))).toBe(
      'JALAN, TAMAN (S/B',
    );
  });

  it('trusts the model when a line has too few letters to know its rhythm', () => {
    expect(spacedText(decode(`R_M${'_'.repeat(12)}5`))).toBe('RM5');
  });

  it('measures gaps on the image when the ink columns are known', () => {
    // Four columns per step, ink under each character: the letter gaps are 4 columns, the gap
    // before D 20, which the blank timesteps alone (1, 1, 5, 1) would not call a space.
    const emissions = decode('A_B_C_____D_E');
    expect(spacedText(emissions)).toBe('ABCDE');
    const ink = new Uint8Array(52);
    for (const e of emissions) ink.fill(1, e.first * 4, e.last * 4 + 4);
    measureGaps(emissions, ink, 4);
    expect(emissions.map((e) => e.gapBefore ?? null)).toEqual([null, 4, 4, 20, 4]);
    expect(spacedText(emissions)).toBe('ABC DE');
  });
});
