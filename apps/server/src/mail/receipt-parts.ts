import { createHash } from 'node:crypto';
import { type ReceiptHints, readEmailHints } from '@receiptbox/extract';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** What an inbound message says about itself, for trust checks, activity and confirmations. */
export interface MessageFacts {
  /** The first From address, lowercased; '' when there is none. */
  from: string;
  subject: string;
  /** The Message-ID header, or a hash of the message when it has none. */
  messageId: string;
  /** Auto-Submitted other than `no`, or a bulk/list Precedence: never answered (RFC 3834). */
  automatic: boolean;
}

/** One receipt to hand to the pipeline. */
export interface ReceiptPart {
  fileName: string;
  bytes: Uint8Array;
  /** Idempotency: sha256 of the Message-ID and this part's content, per mailbox. */
  key: string;
}

export interface InboundMail {
  facts: MessageFacts;
  parts: ReceiptPart[];
  /**
   * For attachments, each read on its own: what the message says of them (sender, when sent, a
   * forward's original). The message itself, read as a body, finds these on its own.
   */
  hints?: ReceiptHints;
}

/** An image this small is a spacer or tracking pixel, never a receipt. */
const MIN_IMAGE_BYTES = 2048;
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png|webp|gif|tiff?|heic)$/i;

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p).update('\0');
  return hash.digest('hex');
};

/**
 * Splits a message into receipts: every PDF or image attachment is one; with none, the message
 * itself is (the pipeline's extractor reads its HTML or text body, with a forward's original
 * sender and date as hints). Pictures the HTML shows inline (logos, signatures) and tiny images
 * (tracking pixels, spacers) are not receipts.
 */
export async function splitInboundMail(raw: Buffer): Promise<InboundMail> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const facts = messageFacts(mail, raw);
  const parts: ReceiptPart[] = [];
  for (const attachment of mail.attachments) {
    if (!isReceiptAttachment(attachment)) continue;
    const bytes = new Uint8Array(
      attachment.content.buffer,
      attachment.content.byteOffset,
      attachment.content.byteLength,
    );
    parts.push({
      fileName: attachment.filename ?? `attachment-${parts.length + 1}${extensionOf(attachment.contentType)}`,
      bytes,
      key: sha256(facts.messageId, 'attachment', bytes),
    });
  }
  if (parts.length > 0) {
    // Hints only help: a message over the extractor's size limit still delivers its attachments.
    const hints = await readEmailHints(raw).catch(() => undefined);
    return { facts, parts, ...(hints ? { hints } : {}) };
  }
  const body = typeof mail.html === 'string' && mail.html ? mail.html : (mail.text ?? '');
  parts.push({
    fileName: 'message.eml',
    bytes: new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength),
    key: sha256(facts.messageId, 'body', body),
  });
  return { facts, parts };
}

function isReceiptAttachment(a: ParsedMail['attachments'][number]): boolean {
  const type = a.contentType.toLowerCase();
  const isImage = type.startsWith('image/');
  const isDocument =
    type === 'application/pdf' ||
    isImage ||
    (type === 'application/octet-stream' && DOCUMENT_EXTENSIONS.test(a.filename ?? ''));
  if (!isDocument) return false;
  // Logos and signatures are images the HTML shows by cid; pixels are tiny.
  if (isImage && (a.related || a.size < MIN_IMAGE_BYTES)) return false;
  return true;
}

function extensionOf(contentType: string): string {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf') return '.pdf';
  if (type === 'image/jpeg') return '.jpg';
  if (type.startsWith('image/')) return `.${type.slice(6)}`;
  return '';
}

function firstAddress(value: AddressObject | AddressObject[] | undefined) {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const o of objects) for (const a of o.value) if (a.address) return a;
  return undefined;
}

function messageFacts(mail: ParsedMail, raw: Buffer): MessageFacts {
  const from = firstAddress(mail.from);
  const autoSubmitted = String(mail.headers.get('auto-submitted') ?? '')
    .trim()
    .toLowerCase();
  const precedence = String(mail.headers.get('precedence') ?? '')
    .trim()
    .toLowerCase();
  const subject = mail.subject ?? '';
  return {
    from: from?.address?.toLowerCase() ?? '',
    subject,
    messageId: mail.messageId?.trim() || `<${sha256(raw)}@no-message-id>`,
    automatic:
      (autoSubmitted !== '' && autoSubmitted !== 'no') || ['bulk', 'list', 'junk'].includes(precedence),
  };
}
