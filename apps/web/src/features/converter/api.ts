import { type ConvertRequest, type HsaReceipt, type Receipt, ReceiptResponse } from '@receiptbox/contracts';
import { http, requestBlob } from '../../lib/http';

/** POST /api/Converter: no sign-in; rate limited per client address. */
export async function convertReceipt(
  body: ConvertRequest,
  signal?: AbortSignal,
): Promise<Receipt | HsaReceipt> {
  const { receipt } = await http.post('/api/Converter', body, { schema: ReceiptResponse, signal });
  return receipt;
}

/** POST /api/Converter/xlsx: the same receipt as an Excel workbook (built on the server). */
export function receiptWorkbook(receipt: Receipt | HsaReceipt): Promise<Blob> {
  return requestBlob('/api/Converter/xlsx', { method: 'POST', body: { receipt } });
}
