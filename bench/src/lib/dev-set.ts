import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/src/lib → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** ../shared beside the repository root. */
export const sharedDir = path.resolve(repoRoot, '..', 'shared');

export function devSetDir(): string {
  return process.env.RECEIPTS_DEV ?? path.join(sharedDir, 'receipts-dev');
}
