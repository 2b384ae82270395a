/**
 * npm run bench:ingest — inbound mail on this machine, through the real server program (ROLE=all,
 * PGlite; DB=postgres for the local PostgreSQL): how many messages the SMTP listener accepts per
 * second (each one committed to the spool and queued before 250), how many receipts per minute
 * reach the workbook end to end, and the time from 250 to the receipt's row (p50/p95), for mail
 * with a PDF receipt attached and for mail whose HTML body is the receipt. MESSAGES=n per kind
 * (default 100), SENDERS=n parallel SMTP connections (default 4).
 */
import nodemailer from 'nodemailer';
import { benchMail, benchTotal, createInboundRig, percentile } from './lib/inbound-rig';

const MESSAGES = Number(process.env.MESSAGES ?? 100);
const SENDERS = Number(process.env.SENDERS ?? 4);
const kind = process.env.DB === 'postgres' ? 'postgres' : 'pglite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rig = await createInboundRig(kind);
try {
  await rig.start();
  const results = [];
  // One warm-up message of each kind: the first extraction loads pdf.js and the parser.
  const warmUp = [100_001, 100_002];
  await send(warmUp[0]!, 'pdf');
  await send(warmUp[1]!, 'html');
  await waitForRows(2, 120_000);

  let first = 1;
  for (const mailKind of ['pdf', 'html'] as const) {
    const numbers = Array.from({ length: MESSAGES }, (_, i) => first + i);
    first += MESSAGES;
    const okAt = new Map<number, number>();
    const queue = [...numbers];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        const transport = nodemailer.createTransport({
          host: '127.0.0.1',
          port: rig.smtpPort,
          ignoreTLS: true,
          pool: true,
          maxConnections: 1,
          maxMessages: Number.POSITIVE_INFINITY,
        });
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
          await transport.sendMail(benchMail(rig, n, mailKind));
          okAt.set(n, Date.now());
        }
        transport.close();
      }),
    );
    const acceptedIn = Date.now() - started;
    const rows = await waitForRows(2 + numbers.length + (mailKind === 'html' ? MESSAGES : 0), 15 * 60_000);
    const latencies: number[] = [];
    let lastRow = 0;
    for (const n of numbers) {
      const row = rows.find((r) => Math.abs(r.total - benchTotal(n)) < 0.005);
      if (!row) throw new Error(`receipt ${n} has no row`);
      latencies.push(row.received.getTime() - okAt.get(n)!);
      lastRow = Math.max(lastRow, row.received.getTime());
    }
    results.push({
      kind: mailKind === 'pdf' ? 'mail with a PDF receipt' : 'mail with an HTML body',
      messages: MESSAGES,
      'accepted per second': Math.round((MESSAGES / acceptedIn) * 1000 * 10) / 10,
      'receipts per minute end to end': Math.round((MESSAGES / (lastRow - started)) * 60_000),
      'p50 250 OK to row (ms)': percentile(latencies, 50),
      'p95 250 OK to row (ms)': percentile(latencies, 95),
    });
  }
  console.log(`bench:ingest on ${kind}, ${SENDERS} parallel senders`);
  console.table(results);
} finally {
  await rig.dispose();
}

async function send(n: number, mailKind: 'pdf' | 'html') {
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: rig.smtpPort, ignoreTLS: true })
    .sendMail(benchMail(rig, n, mailKind));
}

/** The workbook's rows once there are at least `n` (the file is read as the drive leaves it). */
async function waitForRows(n: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rig.rows();
    if (rows.length >= n) return rows;
    if (Date.now() > deadline) throw new Error(`only ${rows.length} of ${n} rows after ${timeoutMs} ms`);
    await sleep(500);
  }
}
