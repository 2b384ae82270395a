/**
 * The protobuf wire format, through protobufjs's Reader and Writer, kept at the level of fields:
 * enough to take an ONNX model apart and put it back together (see fuse.ts) with every field
 * that is not rewritten copied byte for byte, which a schema-based decode and encode would not
 * promise (unknown fields, field order, packed encodings).
 */
import protobuf from 'protobufjs/minimal.js';

const { Reader, Writer } = protobuf;

export const WIRE_VARINT = 0;
export const WIRE_FIXED64 = 1;
export const WIRE_BYTES = 2;
export const WIRE_FIXED32 = 5;

export interface PbField {
  no: number;
  wire: number;
  /** The whole field as encoded: key and value. */
  encoded: Uint8Array;
  /** A varint's value, read as a signed 64-bit integer (ONNX's int64 fields). */
  varint: number;
  /** The payload of a length-delimited field, or the bytes of a fixed32/fixed64 value. */
  payload: Uint8Array;
}

const EMPTY: Uint8Array = new Uint8Array(0);

/** protobufjs reads 64-bit integers as a Long (a number without the long package); both print as decimal. */
const int64 = (reader: protobuf.Reader): number => Number(String(reader.int64()));

/**
 * A plain Uint8Array view of the same bytes: on a Node Buffer `slice` is a view too, and a tensor
 * copied out with `payload.slice().buffer` would be the whole file's memory.
 */
const plainView = (b: Uint8Array): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export function decodeMessage(message: Uint8Array): PbField[] {
  const bytes = plainView(message);
  const reader = Reader.create(bytes);
  const fields: PbField[] = [];
  while (reader.pos < reader.len) {
    const start = reader.pos;
    const key = reader.uint32();
    const no = key >>> 3;
    const wire = key & 7;
    let varint = 0;
    let payload = EMPTY;
    if (wire === WIRE_VARINT) {
      varint = int64(reader);
    } else if (wire === WIRE_BYTES) {
      const length = reader.uint32();
      payload = bytes.subarray(reader.pos, reader.pos + length);
      reader.skip(length);
    } else if (wire === WIRE_FIXED32 || wire === WIRE_FIXED64) {
      const length = wire === WIRE_FIXED32 ? 4 : 8;
      payload = bytes.subarray(reader.pos, reader.pos + length);
      reader.skip(length);
    } else {
      throw new Error(`protobuf: unsupported wire type ${wire}`);
    }
    fields.push({ no, wire, encoded: bytes.subarray(start, reader.pos), varint, payload });
  }
  return fields;
}

/** The values of a packed repeated int64 field. */
export function packedVarints(payload: Uint8Array): number[] {
  const reader = Reader.create(plainView(payload));
  const values: number[] = [];
  while (reader.pos < reader.len) values.push(int64(reader));
  return values;
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

const key = (no: number, wire: number) => Writer.create().uint32(((no << 3) | wire) >>> 0);

export function bytesField(no: number, payload: Uint8Array): Uint8Array {
  return plainView(key(no, WIRE_BYTES).bytes(payload).finish());
}

export function stringField(no: number, value: string): Uint8Array {
  return plainView(key(no, WIRE_BYTES).string(value).finish());
}

export function varintField(no: number, value: number): Uint8Array {
  return plainView(key(no, WIRE_VARINT).int64(value).finish());
}

export function floatField(no: number, value: number): Uint8Array {
  return plainView(key(no, WIRE_FIXED32).float(value).finish());
}

const decoder = new TextDecoder();

export function fieldString(field: PbField): string {
  return decoder.decode(field.payload);
}

export function fieldFloat(field: PbField): number {
  return new DataView(field.payload.buffer, field.payload.byteOffset, 4).getFloat32(0, true);
}
