import type * as ort from 'onnxruntime-node';
import { decodeMessage, fieldString } from '../../src/ocr/onnx/protobuf';

/** One intra-op thread and every ORT optimisation: the way the engine runs a model. */
export const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
};

/** Op types of a model's nodes, counted. */
export function opCounts(model: Uint8Array): Map<string, number> {
  const graph = decodeMessage(model).find((f) => f.no === 7)!;
  const counts = new Map<string, number>();
  for (const node of decodeMessage(graph.payload).filter((f) => f.no === 1)) {
    const op = fieldString(decodeMessage(node.payload).find((f) => f.no === 4)!);
    counts.set(op, (counts.get(op) ?? 0) + 1);
  }
  return counts;
}
