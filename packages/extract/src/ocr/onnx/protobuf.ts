/**
 * Just enough of the protobuf wire format to take an ONNX model apart and put it back together
 * (see fuse.ts). Fields keep their original bytes, so whatever is not rewritten is copied as is.
 */

export const WIRE_VARINT = 0;
export const WIRE_FIXED64 = 1;
export const WIRE_BYTES = 2;
export const WIRE_FIXED32 = 5;

export interface PbField {
  no: number;
  wire: number;
  /** The whole field as encoded: key and value. */
  encoded: Uint8Array;
  /** The value: a varint, a 32-bit pattern, or the payload of a length-delimited field. */
  varint: bigint;
  payload: Uint8Array;
}

const EMPTY: Uint8Array = new Uint8Array(0);

function readVarint(b: Uint8Array, start: number): [bigint, number] {
  let p = start;
  let result = 0n;
  let shift = 0n;
  for (;;) {
    if (p >= b.length) throw new Error('protobuf: truncated varint');
    const byte = b[p++]!;
    result |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [result, p];
    shift += 7n;
  }
}

export function decodeMessage(b: Uint8Array): PbField[] {
  const fields: PbField[] = [];
  let p = 0;
  while (p < b.length) {
    const start = p;
    let key: bigint;
    [key, p] = readVarint(b, p);
    const no = Number(key >> 3n);
    const wire = Number(key & 7n);
    let varint = 0n;
    let payload: Uint8Array = EMPTY;
    if (wire === WIRE_VARINT) {
      [varint, p] = readVarint(b, p);
    } else if (wire === WIRE_BYTES) {
      let length: bigint;
      [length, p] = readVarint(b, p);
      payload = b.subarray(p, p + Number(length));
      p += Number(length);
    } else if (wire === WIRE_FIXED32) {
      payload = b.subarray(p, p + 4);
      p += 4;
    } else if (wire === WIRE_FIXED64) {
      payload = b.subarray(p, p + 8);
      p += 8;
    } else {
      throw new Error(`protobuf: unsupported wire type ${wire}`);
    }
    if (p > b.length) throw new Error('protobuf: truncated field');
    fields.push({ no, wire, encoded: b.subarray(start, p), varint, payload });
  }
  return fields;
}

function varintBytes(value: bigint): number[] {
  const out: number[] = [];
  let v = BigInt.asUintN(64, value);
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let p = 0;
  for (const part of parts) {
    out.set(part, p);
    p += part.length;
  }
  return out;
}

export function bytesField(no: number, payload: Uint8Array): Uint8Array {
  return concatBytes([
    Uint8Array.from([...varintBytes(BigInt((no << 3) | WIRE_BYTES)), ...varintBytes(BigInt(payload.length))]),
    payload,
  ]);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function stringField(no: number, value: string): Uint8Array {
  return bytesField(no, encoder.encode(value));
}

export function varintField(no: number, value: number | bigint): Uint8Array {
  return Uint8Array.from([...varintBytes(BigInt((no << 3) | WIRE_VARINT)), ...varintBytes(BigInt(value))]);
}

export function floatField(no: number, value: number): Uint8Array {
  const out = new Uint8Array([...varintBytes(BigInt((no << 3) | WIRE_FIXED32)), 0, 0, 0, 0]);
  new DataView(out.buffer).setFloat32(out.length - 4, value, true);
  return out;
}

export function fieldString(field: PbField): string {
  return decoder.decode(field.payload);
}

export function fieldFloat(field: PbField): number {
  return new DataView(field.payload.buffer, field.payload.byteOffset, 4).getFloat32(0, true);
}
