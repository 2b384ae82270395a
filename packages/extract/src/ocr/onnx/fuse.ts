import {
  bytesField,
  concatBytes,
  decodeMessage,
  fieldFloat,
  fieldString,
  floatField,
  type PbField,
  packedVarints,
  stringField,
  varintField,
  WIRE_BYTES,
  WIRE_VARINT,
} from './protobuf';

/**
 * Graph rewrites that ONNX Runtime does not do for the PP-OCRv4 models, which Paddle2ONNX exported
 * as chains of small element-wise ops. Profiled with one thread, the recognizer spent 43% and the
 * detector 38% of their time in Add/Mul/Clip/Div around the convolutions:
 * - every PP-LCNetV3 convolution is followed by a learnable scale and shift (Mul, Add by a scalar
 *   written first, so ORT's Conv+Mul/Conv+Add fusions do not see it): folded into the weights;
 * - hard-swish is spelled x·clip(x+3, 0, 6)/6 in four ops: becomes HardSigmoid and one Mul;
 * - the scale and shift after each activation go into the next convolution: the scale always,
 *   the shift only when that convolution has no zero padding (the padding would see the shift).
 * All are exact up to float rounding. Anything that does not match a pattern precisely is left alone.
 */
export function fuseOnnxModel(model: Uint8Array): Uint8Array {
  return rewriteGraph(model, (nodes, graphOutputs) => {
    let out = foldConvAffine(nodes, graphOutputs);
    out = fuseHardSwish(out, graphOutputs);
    out = foldAffineIntoNextConv(out, graphOutputs);
    return dropUnusedConstants(out, graphOutputs);
  });
}

/**
 * Takes the model's graph apart into nodes, lets `rewrite` replace them, and puts the model back
 * together with every other field as it was. `extraOutputs` become float graph outputs too (to
 * read intermediate values, as calibration does).
 */
export function rewriteGraph(
  model: Uint8Array,
  rewrite: (nodes: GraphNode[], graphOutputs: ReadonlySet<string>) => GraphNode[],
  extraOutputs: readonly string[] = [],
): Uint8Array {
  const fields = decodeMessage(model);
  const out = fields.map((field) => {
    if (field.no !== MODEL_GRAPH || field.wire !== WIRE_BYTES) return field.encoded;
    return bytesField(MODEL_GRAPH, rewriteNodes(field.payload, rewrite, extraOutputs));
  });
  return concatBytes(out);
}

// Field numbers from onnx.proto.
export const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_OUTPUT = 12;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const NODE_DOMAIN = 7;
const ATTR_NAME = 1;
const ATTR_F = 2;
const ATTR_I = 3;
const ATTR_S = 4;
const ATTR_T = 5;
const ATTR_INTS = 8;
const ATTR_TYPE = 20;
const ATTR_TYPE_FLOAT = 1;
const ATTR_TYPE_INT = 2;
const ATTR_TYPE_TENSOR = 4;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const FLOAT = 1;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_ELEM = 1;

export interface GraphNode {
  op: string;
  inputs: string[];
  outputs: string[];
  /** Attributes by name (undecoded). */
  attributes: Map<string, PbField[]>;
  /** The node as it came, reused when the node is kept unchanged. */
  encoded?: Uint8Array;
}

export interface FloatTensor {
  dims: number[];
  data: Float32Array;
}

function rewriteNodes(
  graph: Uint8Array,
  rewrite: (nodes: GraphNode[], graphOutputs: ReadonlySet<string>) => GraphNode[],
  extraOutputs: readonly string[],
): Uint8Array {
  const fields = decodeMessage(graph);
  const graphOutputs = new Set(
    fields
      .filter((f) => f.no === GRAPH_OUTPUT)
      .map((f) => fieldString(decodeMessage(f.payload).find((v) => v.no === 1)!)),
  );
  const nodes = rewrite(
    fields.filter((f) => f.no === GRAPH_NODE).map((f) => parseNode(f.payload, f.encoded)),
    new Set([...graphOutputs, ...extraOutputs]),
  );
  // Nodes go where the first node was; the other graph fields keep their order.
  const parts: Uint8Array[] = [];
  let nodesWritten = false;
  for (const field of fields) {
    if (field.no !== GRAPH_NODE) {
      parts.push(field.encoded);
    } else if (!nodesWritten) {
      nodesWritten = true;
      for (const node of nodes) parts.push(node.encoded ?? bytesField(GRAPH_NODE, encodeNode(node)));
    }
  }
  for (const name of extraOutputs) {
    if (graphOutputs.has(name)) continue;
    const tensorType = bytesField(TYPE_TENSOR, varintField(TENSOR_TYPE_ELEM, FLOAT));
    parts.push(
      bytesField(GRAPH_OUTPUT, concatBytes([stringField(1, name), bytesField(VALUE_INFO_TYPE, tensorType)])),
    );
  }
  return concatBytes(parts);
}

export function parseNode(payload: Uint8Array, encoded: Uint8Array): GraphNode {
  const node: GraphNode = { op: '', inputs: [], outputs: [], attributes: new Map(), encoded };
  let domain = '';
  for (const f of decodeMessage(payload)) {
    if (f.no === NODE_INPUT) node.inputs.push(fieldString(f));
    else if (f.no === NODE_OUTPUT) node.outputs.push(fieldString(f));
    else if (f.no === NODE_OP_TYPE) node.op = fieldString(f);
    else if (f.no === NODE_DOMAIN) domain = fieldString(f);
    else if (f.no === NODE_ATTRIBUTE) {
      const attr = decodeMessage(f.payload);
      const name = attr.find((a) => a.no === ATTR_NAME);
      if (name) node.attributes.set(fieldString(name), attr);
    }
  }
  // Ops of other domains (com.microsoft…) never match the standard ops the patterns look for.
  if (domain !== '' && domain !== 'ai.onnx') node.op = `${domain}:${node.op}`;
  return node;
}

export function encodeNode(node: GraphNode): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const input of node.inputs) parts.push(stringField(NODE_INPUT, input));
  for (const output of node.outputs) parts.push(stringField(NODE_OUTPUT, output));
  const colon = node.op.lastIndexOf(':');
  parts.push(stringField(NODE_OP_TYPE, node.op.slice(colon + 1)));
  if (colon >= 0) parts.push(stringField(NODE_DOMAIN, node.op.slice(0, colon)));
  for (const attr of node.attributes.values())
    parts.push(bytesField(NODE_ATTRIBUTE, concatBytes(attr.map((a) => a.encoded))));
  return concatBytes(parts);
}

export function constantNode(name: string, tensor: FloatTensor): GraphNode {
  return typedConstantNode(name, tensor.dims, FLOAT, tensor.data);
}

/** A Constant node of any ONNX element type (`dataType` from onnx.proto) from its raw little-endian bytes. */
export function typedConstantNode(
  name: string,
  dims: number[],
  dataType: number,
  data: ArrayBufferView,
): GraphNode {
  const tensorBytes = concatBytes([
    ...dims.map((d) => varintField(TENSOR_DIMS, d)),
    varintField(TENSOR_DATA_TYPE, dataType),
    stringField(TENSOR_NAME, name),
    bytesField(TENSOR_RAW_DATA, new Uint8Array(data.buffer, data.byteOffset, data.byteLength)),
  ]);
  const attr = decodeMessage(
    concatBytes([
      stringField(ATTR_NAME, 'value'),
      bytesField(ATTR_T, tensorBytes),
      varintField(ATTR_TYPE, ATTR_TYPE_TENSOR),
    ]),
  );
  return { op: 'Constant', inputs: [], outputs: [name], attributes: new Map([['value', attr]]) };
}

export function intAttribute(name: string, value: number): PbField[] {
  return decodeMessage(
    concatBytes([
      stringField(ATTR_NAME, name),
      varintField(ATTR_I, value),
      varintField(ATTR_TYPE, ATTR_TYPE_INT),
    ]),
  );
}

function floatAttribute(name: string, value: number): PbField[] {
  return decodeMessage(
    concatBytes([
      stringField(ATTR_NAME, name),
      floatField(ATTR_F, value),
      varintField(ATTR_TYPE, ATTR_TYPE_FLOAT),
    ]),
  );
}

/** Values of float Constant nodes by output name. */
export function constants(nodes: readonly GraphNode[]): Map<string, FloatTensor> {
  const map = new Map<string, FloatTensor>();
  for (const node of nodes) {
    if (node.op !== 'Constant' || node.outputs.length !== 1) continue;
    let tensor = parsedConstants.get(node);
    if (tensor === undefined) {
      const t = node.attributes.get('value')?.find((a) => a.no === ATTR_T);
      tensor = (t && parseFloatTensor(t.payload)) ?? null;
      parsedConstants.set(node, tensor);
    }
    if (tensor) map.set(node.outputs[0]!, tensor);
  }
  return map;
}

// Each pass looks the constants up again; the weights are decoded once.
const parsedConstants = new WeakMap<GraphNode, FloatTensor | null>();

function parseFloatTensor(payload: Uint8Array): FloatTensor | undefined {
  const dims: number[] = [];
  let dataType = 0;
  let data: Float32Array | undefined;
  for (const f of decodeMessage(payload)) {
    if (f.no === TENSOR_DIMS && f.wire === WIRE_VARINT) dims.push(f.varint);
    else if (f.no === TENSOR_DIMS) {
      dims.push(...packedVarints(f.payload));
    } else if (f.no === TENSOR_DATA_TYPE) dataType = f.varint;
    else if (f.no === TENSOR_RAW_DATA || (f.no === TENSOR_FLOAT_DATA && f.wire === WIRE_BYTES)) {
      // Copied: the bytes may not be 4-aligned within the model buffer.
      data = new Float32Array(f.payload.slice().buffer);
    }
  }
  if (dataType !== FLOAT || !data) return undefined;
  const size = dims.reduce((a, b) => a * b, 1);
  return size === data.length ? { dims, data } : undefined;
}

export function consumers(nodes: readonly GraphNode[]): Map<string, GraphNode[]> {
  const map = new Map<string, GraphNode[]>();
  for (const node of nodes) {
    for (const input of node.inputs) {
      const list = map.get(input);
      if (list) list.push(node);
      else map.set(input, [node]);
    }
  }
  return map;
}

/** The node that alone reads `name`, when `name` is not also a graph output. */
function soleConsumer(
  name: string,
  users: Map<string, GraphNode[]>,
  graphOutputs: ReadonlySet<string>,
): GraphNode | undefined {
  const list = users.get(name);
  if (list?.length !== 1 || graphOutputs.has(name)) return undefined;
  // A node reading the same value twice (x·x) is not a scale by a constant.
  return list[0]!.inputs.filter((i) => i === name).length === 1 ? list[0] : undefined;
}

/** A per-output-channel vector from a constant of size 1 or C broadcast along axis 1 of NCHW. */
function channelVector(t: FloatTensor, channels: number): Float32Array | undefined {
  if (t.data.length === 1) return new Float32Array(channels).fill(t.data[0]!);
  if (t.data.length !== channels) return undefined;
  const d = t.dims;
  const perChannel =
    (d.length === 3 && d[0] === channels && d[1] === 1 && d[2] === 1) ||
    (d.length === 4 && d[0] === 1 && d[1] === channels && d[2] === 1 && d[3] === 1);
  return perChannel ? t.data : undefined;
}

/** Conv → Mul(constant) / Add(constant) … becomes one Conv with scaled weights and bias. */
function foldConvAffine(nodes: GraphNode[], graphOutputs: ReadonlySet<string>): GraphNode[] {
  const consts = constants(nodes);
  const users = consumers(nodes);
  const removed = new Set<GraphNode>();
  const replaced = new Map<GraphNode, GraphNode[]>();
  for (const conv of nodes) {
    if (conv.op !== 'Conv' || conv.inputs.length < 2 || conv.outputs.length !== 1) continue;
    const weight = consts.get(conv.inputs[1]!);
    const bias = conv.inputs[2] ? consts.get(conv.inputs[2]) : undefined;
    if (weight?.dims.length !== 4 || (conv.inputs[2] && !bias)) continue;
    const channels = weight.dims[0]!;
    const perChannel = weight.data.length / channels;
    let w: Float32Array | undefined;
    let b: Float32Array | undefined;
    let output = conv.outputs[0]!;
    for (;;) {
      const next = soleConsumer(output, users, graphOutputs);
      if (!next || (next.op !== 'Mul' && next.op !== 'Add') || next.inputs.length !== 2) break;
      const other = next.inputs[0] === output ? next.inputs[1]! : next.inputs[0]!;
      const operand = consts.get(other);
      const vector = operand && channelVector(operand, channels);
      if (!vector) break;
      w ??= weight.data.slice();
      b ??= bias ? bias.data.slice() : new Float32Array(channels);
      for (let o = 0; o < channels; o++) {
        if (next.op === 'Mul') {
          const s = vector[o]!;
          for (let k = o * perChannel; k < (o + 1) * perChannel; k++) w[k]! *= s;
          b[o]! *= s;
        } else {
          b[o]! += vector[o]!;
        }
      }
      removed.add(next);
      output = next.outputs[0]!;
    }
    if (!w || !b) continue;
    const wName = `${output}.fused_w`;
    const bName = `${output}.fused_b`;
    replaced.set(conv, [
      constantNode(wName, { dims: weight.dims, data: w }),
      constantNode(bName, { dims: [channels], data: b }),
      { op: 'Conv', inputs: [conv.inputs[0]!, wName, bName], outputs: [output], attributes: conv.attributes },
    ]);
  }
  return nodes.flatMap((n) => (removed.has(n) ? [] : (replaced.get(n) ?? [n])));
}

function isScalar(consts: Map<string, FloatTensor>, name: string | undefined, value: number): boolean {
  const t = name === undefined ? undefined : consts.get(name);
  return t !== undefined && t.data.length === 1 && t.data[0] === value;
}

function floatAttr(node: GraphNode, name: string): number | undefined {
  const f = node.attributes.get(name)?.find((a) => a.no === ATTR_F);
  return f ? fieldFloat(f) : undefined;
}

/** x · clip(x + 3, 0, 6) / 6 (Add, Clip, Mul, Div) becomes x · HardSigmoid(x). */
function fuseHardSwish(nodes: GraphNode[], graphOutputs: ReadonlySet<string>): GraphNode[] {
  const consts = constants(nodes);
  const users = consumers(nodes);
  const removed = new Set<GraphNode>();
  const replaced = new Map<GraphNode, GraphNode[]>();
  for (const add of nodes) {
    if (add.op !== 'Add' || add.inputs.length !== 2 || removed.has(add)) continue;
    const threeAt = add.inputs.findIndex((i) => isScalar(consts, i, 3));
    if (threeAt < 0) continue;
    const x = add.inputs[1 - threeAt]!;
    const clip = soleConsumer(add.outputs[0]!, users, graphOutputs);
    if (clip?.op !== 'Clip' || clip.inputs[0] !== add.outputs[0]) continue;
    // Opset < 11 gives the bounds as attributes, later opsets as inputs.
    const bounded =
      clip.inputs.length === 1
        ? floatAttr(clip, 'min') === 0 && floatAttr(clip, 'max') === 6
        : isScalar(consts, clip.inputs[1], 0) && isScalar(consts, clip.inputs[2], 6);
    if (!bounded) continue;
    const mul = soleConsumer(clip.outputs[0]!, users, graphOutputs);
    if (mul?.op !== 'Mul' || !mul.inputs.includes(x)) continue;
    const div = soleConsumer(mul.outputs[0]!, users, graphOutputs);
    if (div?.op !== 'Div' || div.inputs[0] !== mul.outputs[0] || !isScalar(consts, div.inputs[1], 6))
      continue;
    const gate = `${div.outputs[0]!}.hard_sigmoid`;
    removed.add(add).add(clip).add(mul);
    replaced.set(div, [
      {
        op: 'HardSigmoid',
        inputs: [x],
        outputs: [gate],
        attributes: new Map([
          ['alpha', floatAttribute('alpha', 1 / 6)],
          ['beta', floatAttribute('beta', 0.5)],
        ]),
      },
      { op: 'Mul', inputs: [x, gate], outputs: [div.outputs[0]!], attributes: new Map() },
    ]);
  }
  return nodes.flatMap((n) => (removed.has(n) ? [] : (replaced.get(n) ?? [n])));
}

/** Constants the rewrites left unread (ORT would drop them too, with a warning for each). */
export function dropUnusedConstants(nodes: GraphNode[], graphOutputs: ReadonlySet<string>): GraphNode[] {
  const users = consumers(nodes);
  return nodes.filter(
    (n) => n.op !== 'Constant' || n.outputs.some((o) => users.has(o) || graphOutputs.has(o)),
  );
}

export function intsAttr(node: GraphNode, name: string): number[] {
  const values: number[] = [];
  for (const f of node.attributes.get(name) ?? []) {
    if (f.no !== ATTR_INTS) continue;
    if (f.wire === WIRE_VARINT) values.push(f.varint);
    else values.push(...packedVarints(f.payload));
  }
  return values;
}

function hasNoPadding(conv: GraphNode): boolean {
  const autoPad = conv.attributes.get('auto_pad')?.find((a) => a.no === ATTR_S);
  if (autoPad && !['NOTSET', 'VALID'].includes(fieldString(autoPad))) return false;
  return intsAttr(conv, 'pads').every((p) => p === 0);
}

/**
 * Mul(scalar c) → Add(scalar d) → Conv: c·x + d = c·(x + d/c), so the scale moves into the weights and,
 * when the convolution pads nothing, the shift into its bias (each output gains d/c·c·ΣW).
 */
function foldAffineIntoNextConv(nodes: GraphNode[], graphOutputs: ReadonlySet<string>): GraphNode[] {
  const consts = constants(nodes);
  const users = consumers(nodes);
  const removed = new Set<GraphNode>();
  const replaced = new Map<GraphNode, GraphNode[]>();
  for (const mul of nodes) {
    if (mul.op !== 'Mul' || mul.inputs.length !== 2 || removed.has(mul)) continue;
    const scaleAt = mul.inputs.findIndex((i) => consts.get(i)?.data.length === 1);
    if (scaleAt < 0) continue;
    const scale = consts.get(mul.inputs[scaleAt]!)!.data[0]!;
    const x = mul.inputs[1 - scaleAt]!;
    if (scale === 0 || !Number.isFinite(scale) || consts.has(x)) continue;
    const add = soleConsumer(mul.outputs[0]!, users, graphOutputs);
    const shiftName = add?.op === 'Add' ? add.inputs.find((i) => i !== mul.outputs[0]) : undefined;
    const shiftTensor = shiftName === undefined ? undefined : consts.get(shiftName);
    const shift = shiftTensor?.data.length === 1 ? shiftTensor.data[0]! : undefined;
    if (!add || shift === undefined || add.inputs.length !== 2) continue;
    const conv = soleConsumer(add.outputs[0]!, users, graphOutputs);
    if (conv?.op !== 'Conv' || conv.inputs[0] !== add.outputs[0] || replaced.has(conv)) continue;
    const weight = consts.get(conv.inputs[1]!);
    const bias = conv.inputs[2] ? consts.get(conv.inputs[2]) : undefined;
    if (weight?.dims.length !== 4 || (conv.inputs[2] && !bias)) continue;
    const channels = weight.dims[0]!;
    const perChannel = weight.data.length / channels;
    const w = weight.data.map((v) => v * scale);
    const b = bias ? bias.data.slice() : new Float32Array(channels);
    const foldShift = hasNoPadding(conv);
    if (foldShift) {
      for (let o = 0; o < channels; o++) {
        let sum = 0;
        for (let k = o * perChannel; k < (o + 1) * perChannel; k++) sum += weight.data[k]!;
        b[o]! += shift * sum;
      }
    }
    const name = conv.outputs[0]!;
    const wName = `${name}.prescaled_w`;
    const bName = `${name}.prescaled_b`;
    let convInput = x;
    const before: GraphNode[] = [];
    if (!foldShift) {
      const shiftedName = `${name}.prescaled_shift`;
      convInput = `${name}.prescaled_in`;
      before.push(constantNode(shiftedName, { dims: [], data: Float32Array.of(shift / scale) }));
      before.push({ op: 'Add', inputs: [x, shiftedName], outputs: [convInput], attributes: new Map() });
    }
    removed.add(mul).add(add);
    replaced.set(conv, [
      ...before,
      constantNode(wName, { dims: weight.dims, data: w }),
      constantNode(bName, { dims: [channels], data: b }),
      { op: 'Conv', inputs: [convInput, wName, bName], outputs: [name], attributes: conv.attributes },
    ]);
  }
  return nodes.flatMap((n) => (removed.has(n) ? [] : (replaced.get(n) ?? [n])));
}
