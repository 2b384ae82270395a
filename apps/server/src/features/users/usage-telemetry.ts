import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database';
import { users } from '../../db/schema';

/**
 * Usage data for users who switched sharing on (SPEC §2 Settings; off by default): one span per
 * API call — method, route pattern, status and duration, never emails, ids or receipt contents —
 * exported as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT. Without an endpoint nothing is kept.
 */
export interface UsageTelemetry {
  /** Reads the caller's choice before the response leaves, so a later change cannot apply to this call. */
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Called when a user changes the setting, so the next call sees it. */
  forget(email: string): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Span {
  name: string;
  start: bigint;
  end: bigint;
  method: string;
  route: string;
  status: number;
}

const CONSENT_CACHE_MS = 60_000;
const FLUSH_EVERY_MS = 5_000;
const MAX_BATCH = 50;

export function createUsageTelemetry(options: {
  endpoint: string | null;
  db: Db;
  log: Logger;
}): UsageTelemetry {
  const { endpoint, db, log } = options;
  const consent = new Map<string, { on: boolean; at: number }>();
  let batch: Span[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  const consented = new WeakSet<FastifyRequest>();
  // Exports the interval started; close() waits for them, so shutdown does not drop their spans.
  const exporting = new Set<Promise<void>>();

  const sharing = async (email: string): Promise<boolean> => {
    const cached = consent.get(email);
    if (cached && Date.now() - cached.at < CONSENT_CACHE_MS) return cached.on;
    const [row] = await db.select({ on: users.shareTelemetry }).from(users).where(eq(users.email, email));
    const on = row?.on ?? false;
    consent.set(email, { on, at: Date.now() });
    return on;
  };

  const send = async (spans: Span[]) => {
    try {
      const response = await fetch(`${endpoint}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(toOtlp(spans)),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) log.warn({ status: response.status }, 'usage telemetry export refused');
    } catch (error) {
      log.warn({ err: error }, 'usage telemetry export failed');
    }
  };

  const flush = async () => {
    if (!endpoint || batch.length === 0) return;
    const spans = batch;
    batch = [];
    const sent = send(spans);
    exporting.add(sent);
    await sent.finally(() => exporting.delete(sent));
  };

  return {
    async onSend(request, _reply, payload) {
      const email = request.identity?.email;
      if (endpoint && email && (await sharing(email).catch(() => false))) consented.add(request);
      return payload;
    },
    async onResponse(request, reply) {
      if (!consented.has(request)) return;
      const elapsed = BigInt(Math.round(reply.elapsedTime * 1e6));
      const now = BigInt(Date.now()) * 1_000_000n;
      const route = request.routeOptions.url ?? 'unknown';
      batch.push({
        name: `${request.method} ${route}`,
        start: now - elapsed,
        end: now,
        method: request.method,
        route,
        status: reply.statusCode,
      });
      timer ??= setInterval(() => void flush(), FLUSH_EVERY_MS).unref();
      if (batch.length >= MAX_BATCH) await flush();
    },
    forget(email) {
      consent.delete(email);
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
      await Promise.all(exporting);
    },
  };
}

const text = (key: string, value: string) => ({ key, value: { stringValue: value } });

/** OTLP/HTTP JSON (opentelemetry-proto ExportTraceServiceRequest). */
function toOtlp(spans: Span[]) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [text('service.name', 'receiptbox')] },
        scopeSpans: [
          {
            scope: { name: 'receiptbox.usage' },
            spans: spans.map((span) => ({
              traceId: randomBytes(16).toString('hex'),
              spanId: randomBytes(8).toString('hex'),
              name: span.name,
              kind: 2,
              startTimeUnixNano: span.start.toString(),
              endTimeUnixNano: span.end.toString(),
              attributes: [
                text('http.request.method', span.method),
                text('http.route', span.route),
                { key: 'http.response.status_code', value: { intValue: span.status } },
              ],
              status: { code: span.status >= 500 ? 2 : 0 },
            })),
          },
        ],
      },
    ],
  };
}
