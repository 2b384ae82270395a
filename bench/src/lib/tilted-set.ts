import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A copy of the dev set with every image turned by `degrees` on a white ground, labels beside
 * them: how the extractor copes with photos taken at an angle (TILT=7 npm run bench:accuracy).
 */
export async function tiltedCopy(source: string, target: string, degrees: number): Promise<void> {
  for (const sub of ['', 'wildreceipt']) {
    const from = path.join(source, sub);
    const to = path.join(target, sub);
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(from, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(from, entry.name);
      if (/\.(jpe?g|png|webp)$/i.test(entry.name)) {
        await sharp(file)
          .rotate()
          .rotate(degrees, { background: '#ffffff' })
          .jpeg({ quality: 90 })
          .toFile(path.join(to, entry.name.replace(/\.\w+$/, '.jpg')));
      } else await copyFile(file, path.join(to, entry.name));
    }
  }
}
