import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makePdf } from './support/minimal-pdf';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/extract/src/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, EXTRACT_OCR_THREADS: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function fixtures(): Promise<{ dir: string; pdf: string; bad: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'extract-cli-'));
  const pdf = path.join(dir, 'shop.pdf');
  await writeFile(
    pdf,
    makePdf([
      {
        texts: [
          { text: 'CORNER MARKET', x: 20, y: 20, size: 14 },
          { text: 'Date: 2025-05-06', x: 20, y: 45 },
          { text: 'Apples', x: 20, y: 70 },
          { text: '3.50', x: 240, y: 70 },
          { text: 'TOTAL', x: 20, y: 95 },
          { text: '$3.50', x: 240, y: 95 },
        ],
      },
    ]),
  );
  const bad = path.join(dir, 'notes.jpg');
  await writeFile(bad, 'just some text');
  return { dir, pdf, bad };
}

describe('extract CLI', () => {
  it('prints one JSON line per file, an error line for a bad file, and exits', async () => {
    const { pdf, bad } = await fixtures();
    const { code, stdout } = await runCli([pdf, bad]);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const byFile = new Map(lines.map((l) => [l.file, l]));
    expect(byFile.get(pdf)).toMatchObject({ merchant: 'CORNER MARKET', date: '2025-05-06', total: 3.5 });
    expect(Object.keys(byFile.get(pdf))).toEqual([
      'file',
      'merchant',
      'date',
      'total',
      'currency',
      'receipt_number',
      'payment_method',
      'line_items',
      'category',
      'parsingNotes',
      'confidence',
      'ms',
    ]);
    expect(byFile.get(bad)).toEqual({
      file: bad,
      error: 'Please upload only images (JPEG, PNG, WEBP) or PDF files.',
    });
  });

  it('writes the CSV export to --out', async () => {
    const { dir, pdf } = await fixtures();
    const out = path.join(dir, 'out.csv');
    const { code } = await runCli(['--format', 'csv', '--out', out, pdf]);
    expect(code).toBe(0);
    const csv = await readFile(out, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Merchant,Receipt Number,Category,Item,Quantity,Price,Payment Method',
    );
    expect(csv).toContain('Total,,3.50');
  });

  it('refuses an unknown format with exit code 2', async () => {
    const { code, stderr } = await runCli(['--format', 'yaml', 'x.jpg']);
    expect(code).toBe(2);
    expect(stderr).toContain('unknown format');
  });
});
