import {
  constants,
  consumers,
  dropUnusedConstants,
  type GraphNode,
  intsAttr,
  rewriteGraph,
  typedConstantNode,
} from './fuse';
import { bytesField, concatBytes, decodeMessage, fieldString, stringField, varintField } from './protobuf';

/**
 * int8 weights for the widest 1×1 convolutions of a (fused, see fuse.ts) model. OFF in the engine
 * (OcrEngineOptions.int8): faster, but it lost merchant names on the dev receipts (below).
 *
 * Profiled with one thread, the PP-OCRv4 recognizer spent 78% of its time in convolutions, most of
 * it in 1×1 convolutions of 240–480 channels. Each becomes
 *   Transpose(NCHW → NHWC) → DynamicQuantizeMatMul(int8 weights) → Transpose(NHWC → NCHW):
 * a 1×1 convolution is a matrix product over the channels, and ONNX Runtime's DynamicQuantizeMatMul
 * (com.microsoft) quantizes its input to uint8 with the range of that very input, multiplies on the
 * CPU's int8 dot products (VNNI) and gives back float with the bias added. Weights are int8,
 * symmetric, one scale per output channel.
 *
 * Measured (bench/src/ocr-dump.ts + dev-score.ts, against the float recognizer's 0.912): tuning
 * scans' merchant fell to 0.865 with stages 3 and 4 in int8 (≥ 128 → 240 channels, recognizer
 * 15–20% faster on our shared machine) and to 0.889 with stage 4 alone (≥ 240 → 480, what this
 * selects); totals and dates held.
 * Alternatives: DynamicQuantizeLinear + ConvInteger ran ~3.5× slower than the float Conv (ORT has no
 * fast ConvInteger); static QDQ (QLinearConv, activation ranges calibrated on tuning images) was as
 * fast and lost as many merchants. Convolutions followed by BatchNormalization are left alone: ORT
 * folds those into a float convolution.
 */
export function quantizePointwiseConvs(
  model: Uint8Array,
  /** Which of the wide convolutions (by output name) to rewrite: all by default. */
  select: (name: string) => boolean = () => true,
): Uint8Array {
  let changed = false;
  const rewritten = rewriteGraph(model, (nodes, graphOutputs) => {
    const consts = constants(nodes);
    const targets = new Set(widePointwiseConvs(nodes).filter((c) => select(c.outputs[0]!)));
    changed = targets.size > 0;
    if (!changed) return nodes;
    const out = nodes.flatMap((conv) => {
      if (!targets.has(conv)) return [conv];
      const name = conv.outputs[0]!;
      const weight = consts.get(conv.inputs[1]!)!;
      const bias = conv.inputs[2] ? consts.get(conv.inputs[2])!.data : new Float32Array(weight.dims[0]!);
      const [outChannels, inChannels] = weight.dims as [number, number];
      // MatMul's B is [in, out]: the weights transposed, rounded per output channel.
      const wq = new Int8Array(inChannels * outChannels);
      const wScale = new Float32Array(outChannels);
      for (let o = 0; o < outChannels; o++) {
        let max = 0;
        for (let k = 0; k < inChannels; k++) max = Math.max(max, Math.abs(weight.data[o * inChannels + k]!));
        const s = max > 0 ? max / 127 : 1;
        wScale[o] = s;
        for (let k = 0; k < inChannels; k++)
          wq[k * outChannels + o] = Math.round(weight.data[o * inChannels + k]! / s);
      }
      const n = (suffix: string) => `${name}.int8_${suffix}`;
      return [
        typedConstantNode(n('w'), [inChannels, outChannels], INT8, wq),
        typedConstantNode(n('w_scale'), [outChannels], FLOAT, wScale),
        typedConstantNode(n('w_zero'), [outChannels], INT8, new Int8Array(outChannels)),
        typedConstantNode(n('b'), [outChannels], FLOAT, bias),
        transpose(conv.inputs[0]!, n('nhwc'), [0, 2, 3, 1]),
        {
          op: `${MS_DOMAIN}:DynamicQuantizeMatMul`,
          inputs: [n('nhwc'), n('w'), n('w_scale'), n('w_zero'), n('b')],
          outputs: [n('y')],
          attributes: new Map(),
        },
        transpose(n('y'), name, [0, 3, 1, 2]),
      ];
    });
    // The float weights are read by nothing now.
    return dropUnusedConstants(out, graphOutputs);
  });
  return changed ? withMsOpset(rewritten) : rewritten;
}

/** The convolutions {@link quantizePointwiseConvs} rewrites, by their output names. */
export function quantizedConvNames(model: Uint8Array): string[] {
  let names: string[] = [];
  rewriteGraph(model, (nodes) => {
    names = widePointwiseConvs(nodes).map((c) => c.outputs[0]!);
    return nodes;
  });
  return names;
}

const MIN_IN_CHANNELS = 240;
const MIN_OUT_CHANNELS = 480;

/** 1×1, stride-1, ungrouped, unpadded convolutions with constant weights, wide enough to gain. */
function widePointwiseConvs(nodes: readonly GraphNode[]): GraphNode[] {
  const consts = constants(nodes);
  const users = consumers(nodes);
  return nodes.filter((node) => {
    if (node.op !== 'Conv' || node.outputs.length !== 1 || node.inputs.length < 2) return false;
    const weight = consts.get(node.inputs[1]!);
    if (weight?.dims.length !== 4 || weight.dims[2] !== 1 || weight.dims[3] !== 1) return false;
    if (weight.dims[0]! < MIN_OUT_CHANNELS || weight.dims[1]! < MIN_IN_CHANNELS) return false;
    if (node.inputs[2] && !consts.has(node.inputs[2])) return false;
    if (users.get(node.outputs[0]!)?.some((u) => u.op === 'BatchNormalization')) return false;
    const group = node.attributes.get('group')?.find((a) => a.no === 3)?.varint ?? 1;
    const autoPad = node.attributes.get('auto_pad')?.find((a) => a.no === 4);
    return (
      group === 1 &&
      (!autoPad || ['NOTSET', 'VALID'].includes(fieldString(autoPad))) &&
      intsAttr(node, 'strides').every((s) => s === 1) &&
      intsAttr(node, 'pads').every((p) => p === 0) &&
      intsAttr(node, 'dilations').every((d) => d === 1)
    );
  });
}

// TensorProto data types from onnx.proto.
const FLOAT = 1;
const INT8 = 3;
const MODEL_OPSET_IMPORT = 8;
const MS_DOMAIN = 'com.microsoft';

function transpose(input: string, output: string, perm: number[]): GraphNode {
  const attr = decodeMessage(
    concatBytes([
      stringField(1, 'perm'),
      ...perm.map((p) => varintField(8, p)),
      varintField(20, 7), // INTS
    ]),
  );
  return { op: 'Transpose', inputs: [input], outputs: [output], attributes: new Map([['perm', attr]]) };
}

/** Adds an opset import for ORT's com.microsoft domain unless the model has one. */
function withMsOpset(model: Uint8Array): Uint8Array {
  const fields = decodeMessage(model);
  const imported = fields.some(
    (f) =>
      f.no === MODEL_OPSET_IMPORT &&
      decodeMessage(f.payload).some((o) => o.no === 1 && fieldString(o) === MS_DOMAIN),
  );
  if (imported) return model;
  const opset = bytesField(MODEL_OPSET_IMPORT, concatBytes([stringField(1, MS_DOMAIN), varintField(2, 1)]));
  return concatBytes([model, opset]);
}
