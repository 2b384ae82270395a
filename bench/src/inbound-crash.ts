/**
 * npm run bench:inbound-crash — the inbound path survives kill -9. Sends 100 receipt mails (PDF
 * attachments and HTML bodies) to the real server program, as a mail server would: retrying
 * until it hears 250. Meanwhile kills the server with SIGKILL at random moments (at least 3
 * times, KILLS=n) and starts it again. At the end every receipt must be in the workbook exactly
 * once and the spool (inbound_messages) and the pipeline's backlog empty. DB=postgres runs it
 * on the local PostgreSQL instead of PGlite. Exits 1 on any miss or duplicate.
 */
import nodemailer from 'nodemailer';
import { benchMail, benchTotal, createInboundRig } from './lib/inbound-rig';

const MESSAGES = Number(process.env.MESSAGES ?? 100);
const KILLS = Math.max(3, Number(process.env.KILLS ?? 3));
const kind = process.env.DB === 'postgres' ? 'postgres' : 'pglite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const rig = await createInboundRig(kind);
let failed = false;
try {
  await rig.start();
  log(`server up (${kind}); sending ${MESSAGES} messages, ${KILLS} kills`);
  let accepted = 0;
  let retries = 0;

  // A sending mail server: each message is retried until it gets 250 (4xx and refused connections alike).
  const sendAll = async () => {
    const queue = Array.from({ length: MESSAGES }, (_, i) => i + 1);
    const sender = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        for (;;) {
          try {
            await nodemailer
              .createTransport({
                host: '127.0.0.1',
                port: rig.smtpPort,
                ignoreTLS: true,
                connectionTimeout: 5_000,
              })
              .sendMail(benchMail(rig, n, n % 2 === 0 ? 'pdf' : 'html'));
            accepted++;
            break;
          } catch {
            retries++;
            await sleep(500);
          }
        }
      }
    };
    await Promise.all([sender(), sender(), sender()]);
  };

  const killer = async (sending: Promise<void>) => {
    let done = false;
    void sending.then(() => {
      done = true;
    });
    for (let k = 1; k <= KILLS; k++) {
      await sleep(1_500 + Math.random() * 4_000);
      await rig.kill();
      log(`kill -9 #${k} (accepted so far: ${accepted}${done ? ', all sent, processing' : ''})`);
      await sleep(Math.random() * 1_000);
      await rig.start();
      log('restarted');
    }
  };

  const sending = sendAll();
  await Promise.all([sending, killer(sending)]);
  log(`all ${MESSAGES} accepted (${retries} sender retries)`);

  // Let the worker finish. Progress is read from the workbook file (PGlite keeps the database to
  // the running server); the backlog is checked with the server stopped.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    let last = -1;
    let still = Date.now();
    for (;;) {
      await sleep(2_000);
      const rows = (await rig.rows()).length;
      if (rows !== last) {
        last = rows;
        still = Date.now();
      }
      // Messages a kill interrupted come back after their retry delay (30 s), or the sweep (2 min).
      if (rows >= MESSAGES || Date.now() - still > 150_000 || Date.now() > deadline) break;
    }
    // Redeliveries of messages whose 250 a kill swallowed are still spooled (and write nothing):
    // give them, and jobs waiting out a retry delay (30 s), time before looking.
    await sleep(40_000);
    await rig.stop();
    const backlog = await rig.backlog();
    log(`spool ${backlog.spooled}, undelivered receipts ${backlog.undelivered}, workbook rows ${last}`);
    if (backlog.spooled === 0 && backlog.undelivered === 0) break;
    if (Date.now() > deadline) throw new Error('the backlog did not drain within 15 minutes');
    await rig.start();
  }

  const rows = await rig.rows();
  const missing: number[] = [];
  const duplicated: number[] = [];
  for (let n = 1; n <= MESSAGES; n++) {
    const found = rows.filter((r) => Math.abs(r.total - benchTotal(n)) < 0.005).length;
    if (found === 0) missing.push(n);
    if (found > 1) duplicated.push(n);
  }
  const backlog = await rig.backlog();
  console.log(
    JSON.stringify({ messages: MESSAGES, kills: KILLS, rows: rows.length, missing, duplicated, ...backlog }),
  );
  failed = missing.length > 0 || duplicated.length > 0 || rows.length !== MESSAGES || backlog.spooled > 0;
  log(failed ? 'FAILED' : 'every receipt exactly once, spool empty');
} finally {
  await rig.dispose();
}
process.exit(failed ? 1 : 0);
