import {
  constants,
  dropUnusedConstants,
  type GraphNode,
  intAttribute,
  intsAttr,
  rewriteGraph,
  typedConstantNode,
} from './fuse';
import { bytesField, concatBytes, decodeMessage, fieldString, stringField, varintField } from './protobuf';

/**
 * Static int8 for the 1×1 convolutions of a (fused, see fuse.ts) model. Profiled with one thread,
 * the PP-OCRv4 recognizer spends most of its time in 1×1 convolutions over 120–480 channels;
 * written as QuantizeLinear → DequantizeLinear → Conv → QuantizeLinear → DequantizeLinear with
 * int8 weights, ONNX Runtime fuses each into one QLinearConv, which runs on the CPU's int8 dot
 * products (VNNI) at about a third of the float convolution's time. DynamicQuantizeLinear with
 * ConvInteger was measured too: ~3.5× slower than the float Conv, ORT's ConvInteger is no fast path.
 *
 * Weights: int8, symmetric, one scale per output channel. Activations: uint8 with a fixed scale and
 * zero point per tensor, from the value ranges `calibration` gives for the convolution's input and
 * output (measured on tuning receipts, see bench/src/ocr-calibrate.ts). A convolution without a
 * range is left in float.
 */
export interface ConvRanges {
  /** Smallest and largest value of the convolution's input. */
  input: readonly [number, number];
  /** … and of its output (bias included). */
  output: readonly [number, number];
}

/** Ranges by the convolution's output name. */
export type ConvCalibration = Readonly<Record<string, ConvRanges>>;

// TensorProto data types from onnx.proto.
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;
const INT64 = 7;

/** The 1×1, stride-1, ungrouped convolutions with constant weights: what {@link quantizePointwiseConvs} rewrites. */
export function pointwiseConvs(nodes: readonly GraphNode[]): GraphNode[] {
  const consts = constants(nodes);
  return nodes.filter((node) => {
    if (node.op !== 'Conv' || node.outputs.length !== 1 || node.inputs.length < 2) return false;
    const weight = consts.get(node.inputs[1]!);
    if (weight?.dims.length !== 4 || weight.dims[2] !== 1 || weight.dims[3] !== 1) return false;
    if (node.inputs[2] && !consts.has(node.inputs[2])) return false;
    const group = node.attributes.get('group');
    const groupValue = group?.find((a) => a.no === 3)?.varint ?? 1;
    return (
      groupValue === 1 &&
      intsAttr(node, 'strides').every((s) => s === 1) &&
      intsAttr(node, 'pads').every((p) => p === 0) &&
      intsAttr(node, 'dilations').every((d) => d === 1)
    );
  });
}

/** The model with each pointwise convolution's input and output as extra graph outputs, to measure their ranges. */
export interface PointwiseConv {
  /** The convolution's output name, which names it in a {@link ConvCalibration}. */
  name: string;
  input: string;
  output: string;
  inChannels: number;
  outChannels: number;
}

export function withPointwiseActivations(model: Uint8Array): { model: Uint8Array; convs: PointwiseConv[] } {
  let convs: PointwiseConv[] = [];
  // Two passes: the first finds the names, the second adds them as outputs.
  rewriteGraph(model, (nodes) => {
    const consts = constants(nodes);
    convs = pointwiseConvs(nodes).map((c) => {
      const [outChannels, inChannels] = consts.get(c.inputs[1]!)!.dims as [number, number];
      return { name: c.outputs[0]!, input: c.inputs[0]!, output: c.outputs[0]!, inChannels, outChannels };
    });
    return nodes;
  });
  const names = [...new Set(convs.flatMap((c) => [c.input, c.output]))];
  return { model: rewriteGraph(model, (nodes) => nodes, names), convs };
}

// The exported recognizer is opset 9, older than QuantizeLinear and QLinearConv (10) and the
// per-channel DequantizeLinear (13). It is raised to 10, where of its ops only Slice changed (its
// bounds became inputs), and Q/DQ are ORT's own com.microsoft ones, which take an axis at any
// opset and which its QDQ fusion recognises too. Opset 11 and 13 would change Clip, Squeeze,
// Softmax and ReduceMean, so the graph stays at 10.
const MS_DOMAIN = 'com.microsoft';
const QUANTIZE = `${MS_DOMAIN}:QuantizeLinear`;
const DEQUANTIZE = `${MS_DOMAIN}:DequantizeLinear`;

export function quantizePointwiseConvs(model: Uint8Array, calibration: ConvCalibration): Uint8Array {
  let changed = false;
  const rewritten = rewriteGraph(model, (nodes, graphOutputs) => {
    const consts = constants(nodes);
    const targets = new Set(pointwiseConvs(nodes).filter((c) => calibration[c.outputs[0]!]));
    changed = targets.size > 0;
    if (!changed) return nodes;
    const rewrittenNodes = nodes.flatMap((conv) => {
      if (conv.op === 'Slice') return sliceWithInputs(conv);
      if (!targets.has(conv)) return [conv];
      const name = conv.outputs[0]!;
      const ranges = calibration[name]!;
      const weight = consts.get(conv.inputs[1]!)!;
      const bias = conv.inputs[2] ? consts.get(conv.inputs[2])!.data : undefined;
      const channels = weight.dims[0]!;
      const perChannel = weight.data.length / channels;
      const wq = new Int8Array(weight.data.length);
      const wScale = new Float32Array(channels);
      for (let o = 0; o < channels; o++) {
        let max = 0;
        for (let k = o * perChannel; k < (o + 1) * perChannel; k++)
          max = Math.max(max, Math.abs(weight.data[k]!));
        const s = max > 0 ? max / 127 : 1;
        wScale[o] = s;
        for (let k = o * perChannel; k < (o + 1) * perChannel; k++) wq[k] = Math.round(weight.data[k]! / s);
      }
      const x = uint8Params(ranges.input);
      const y = uint8Params(ranges.output);
      // The bias in int32 at the scale of the products (input scale × weight scale), as QLinearConv wants it.
      const biasScale = wScale.map((s) => s * x.scale);
      const biasQ = new Int32Array(channels).map((_, o) => Math.round((bias?.[o] ?? 0) / biasScale[o]!));
      const n = (suffix: string) => `${name}.int8_${suffix}`;
      const axis0 = typedAxisAttribute();
      return [
        typedConstantNode(n('x_scale'), [], FLOAT, Float32Array.of(x.scale)),
        typedConstantNode(n('x_zero'), [], UINT8, Uint8Array.of(x.zeroPoint)),
        typedConstantNode(n('w'), weight.dims, INT8, wq),
        typedConstantNode(n('w_scale'), [channels], FLOAT, wScale),
        typedConstantNode(n('w_zero'), [channels], INT8, new Int8Array(channels)),
        typedConstantNode(n('b'), [channels], INT32, biasQ),
        typedConstantNode(n('b_scale'), [channels], FLOAT, biasScale),
        typedConstantNode(n('b_zero'), [channels], INT32, new Int32Array(channels)),
        typedConstantNode(n('y_scale'), [], FLOAT, Float32Array.of(y.scale)),
        typedConstantNode(n('y_zero'), [], UINT8, Uint8Array.of(y.zeroPoint)),
        op(QUANTIZE, [conv.inputs[0]!, n('x_scale'), n('x_zero')], n('xq')),
        op(DEQUANTIZE, [n('xq'), n('x_scale'), n('x_zero')], n('xd')),
        op(DEQUANTIZE, [n('w'), n('w_scale'), n('w_zero')], n('wd'), axis0),
        op(DEQUANTIZE, [n('b'), n('b_scale'), n('b_zero')], n('bd'), axis0),
        { op: 'Conv', inputs: [n('xd'), n('wd'), n('bd')], outputs: [n('y')], attributes: conv.attributes },
        op(QUANTIZE, [n('y'), n('y_scale'), n('y_zero')], n('yq')),
        op(DEQUANTIZE, [n('yq'), n('y_scale'), n('y_zero')], name),
      ];
    });
    // The float weights are read by nothing now.
    return dropUnusedConstants(rewrittenNodes, graphOutputs);
  });
  return changed ? withOpsets(rewritten) : rewritten;
}

/** The default domain's opset at least 10, and an import of com.microsoft. */
function withOpsets(model: Uint8Array): Uint8Array {
  const opset = (domain: string, version: number) =>
    bytesField(MODEL_OPSET_IMPORT, concatBytes([stringField(1, domain), varintField(2, version)]));
  const parts: Uint8Array[] = [];
  let hasMs = false;
  for (const f of decodeMessage(model)) {
    if (f.no !== MODEL_OPSET_IMPORT) {
      parts.push(f.encoded);
      continue;
    }
    const entry = decodeMessage(f.payload);
    const domainField = entry.find((e) => e.no === 1);
    const domain = domainField ? fieldString(domainField) : '';
    const version = entry.find((e) => e.no === 2)?.varint ?? 0;
    if (domain === MS_DOMAIN) hasMs = true;
    const standard = domain === '' || domain === 'ai.onnx';
    if (standard && version > 10) throw new Error(`quantize: opset ${version} models are not handled`);
    parts.push(standard ? opset(domain, 10) : f.encoded);
  }
  if (!hasMs) parts.push(opset(MS_DOMAIN, 1));
  return concatBytes(parts);
}

/** An opset-9 Slice (bounds as attributes) in its opset-10 form (bounds as int64 inputs). */
function sliceWithInputs(slice: GraphNode): GraphNode[] {
  const name = slice.outputs[0]!;
  const inputs = [slice.inputs[0]!];
  const before: GraphNode[] = [];
  for (const attr of ['starts', 'ends', 'axes']) {
    if (!slice.attributes.has(attr)) break;
    const values = intsAttr(slice, attr);
    const constName = `${name}.slice_${attr}`;
    before.push(typedConstantNode(constName, [values.length], INT64, BigInt64Array.from(values.map(BigInt))));
    inputs.push(constName);
  }
  return [...before, { op: 'Slice', inputs, outputs: slice.outputs, attributes: new Map() }];
}

const MODEL_OPSET_IMPORT = 8;

/** uint8 scale and zero point covering [min, max] (widened to include 0, so zero stays exact). */
function uint8Params([min, max]: readonly [number, number]): { scale: number; zeroPoint: number } {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const scale = hi > lo ? (hi - lo) / 255 : 1;
  return { scale, zeroPoint: Math.min(255, Math.max(0, Math.round(-lo / scale))) };
}

function op(type: string, inputs: string[], output: string, attributes = new Map()): GraphNode {
  return { op: type, inputs, outputs: [output], attributes };
}

function typedAxisAttribute(): GraphNode['attributes'] {
  return new Map([['axis', intAttribute('axis', 0)]]);
}
