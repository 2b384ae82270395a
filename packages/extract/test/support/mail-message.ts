import { expect } from 'vitest';
import { extractEmail } from '../../src/index';

/** A raw RFC 5322 message: headers as given, then the body (HTML when it starts with "<"). */
export function message(headers: Record<string, string>, body: string): Uint8Array {
  const type = body.trimStart().startsWith('<') ? 'text/html' : 'text/plain';
  const head = Object.entries({
    'MIME-Version': '1.0',
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Transfer-Encoding': '8bit',
    ...headers,
  })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return new TextEncoder().encode(`${head}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`);
}

/** The first receipt of a message that must read without errors. */
export async function firstReceipt(raw: Uint8Array) {
  const { receipts, errors } = await extractEmail(raw);
  expect(errors).toEqual([]);
  return receipts[0]!;
}
