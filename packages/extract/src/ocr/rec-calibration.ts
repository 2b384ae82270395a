import type { ConvCalibration } from './onnx/quantize';

/**
 * Value ranges of the PP-OCRv4 recognizer's 1×1 convolutions (fused graph, see onnx/fuse.ts), for
 * their int8 form (onnx/quantize.ts). Written by `npx tsx bench/src/ocr-calibrate.ts` (STEP=8):
 * minimum and maximum over every line of 34 TUNING dev images (every 8th tuning scan and
 * photo, 1705 lines), float model, one thread. Run it again when the models or fuse.ts change.
 */
export const REC_CALIBRATION: ConvCalibration = {
  'p2o.Add.91': { input: [-0.375, 10.06], output: [-5.2311, 5.622] },
  'p2o.Add.107': { input: [-0.375, 3.5985], output: [-5.9786, 4.8947] },
  'p2o.Add.123': { input: [-0.375, 10.111], output: [-5.2372, 5.6132] },
  'p2o.Add.139': { input: [-0.375, 11.556], output: [-5.6207, 5.3264] },
  'p2o.Add.155': { input: [-0.375, 9.9201], output: [-7.0491, 7.2306] },
  'p2o.Add.175': { input: [-0.72569, 2.4342], output: [-10.381, 5.9491] },
  'p2o.Add.195': { input: [-0.96868, 3.8944], output: [-7.0114, 11.367] },
  'p2o.Add.211': { input: [-0.375, 13.158], output: [-8.5537, 10.127] },
  'p2o.Add.227': { input: [-0.375, 19.76], output: [-21.228, 41.219] },
};
