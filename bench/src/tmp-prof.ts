import { readFile } from 'node:fs/promises';
import { prepareImage } from '../../packages/extract/src/image/prepare';
import { OcrEngine } from '../../packages/extract/src/ocr/engine';
const e = (await OcrEngine.create()) as any;
const cpu = () => process.cpuUsage().user / 1000;
const tot: Record<string, number> = { prep: 0, det: 0, cls: 0, rec: 0, recOrt: 0 };
const origRun = e.rec.run.bind(e.rec);
e.rec.run = async (...a: any[]) => { const t = cpu(); const r = await origRun(...a); tot.recOrt += cpu() - t; return r; };
for (const f of process.argv.slice(2)) {
  let t = cpu();
  const r = await prepareImage(await readFile(f));
  tot.prep += cpu() - t; t = cpu();
  const boxes = await e.detect(r);
  tot.det += cpu() - t; t = cpu();
  await e.isUpsideDown(r, boxes);
  tot.cls += cpu() - t; t = cpu();
  await e.recognize(r, boxes);
  tot.rec += cpu() - t;
}
const n = process.argv.length - 2;
console.log(Object.fromEntries(Object.entries(tot).map(([k, v]) => [k, Math.round(v / n)])));
