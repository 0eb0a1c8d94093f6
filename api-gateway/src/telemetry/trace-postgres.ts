import { SpanKind, context, trace } from '@opentelemetry/api';
import type pg from 'pg';
import { withSpan } from './tracing.ts';

type Query = (...args: unknown[]) => unknown;

/** `SELECT`, `INSERT`, `WITH`…: the statement's first word, a name that stays one of a handful. */
function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/**
 * Wraps `query` of `target` so each promise-style call made within a span (a request, a delivery) is
 * a client span with the statement's text (parameters stay out of it: values are personal data).
 * Callback-style calls are pg-pool's own, inside a `pool.query` that already has its span.
 */
function traceQueries(target: { query: Query }, attributes: Record<string, string | number>): void {
  const query = target.query;
  target.query = function tracedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    // A query outside any span (the outbox worker looking for work every second) would be a trace of its own: noise.
    if (
      !trace.getSpan(context.active()) ||
      typeof args.at(-1) === 'function' ||
      (typeof first === 'object' && typeof first?.submit === 'function')
    )
      return query.apply(this, args);
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const operation = operationOf(text);
    return withSpan(
      `postgres ${operation}`,
      { ...attributes, 'db.operation.name': operation, 'db.query.text': text },
      () => query.apply(this, args),
      { kind: SpanKind.CLIENT },
    );
  };
}

/**
 * A span for every query of `pool` (on the database at `url`), whether through `pool.query` (its time
 * includes waiting for a connection) or on a connection checked out for a transaction. Our code around
 * pg, not a patch of pg itself, so it works in the bundled build and whatever order modules load in.
 */
export function tracePostgres(pool: pg.Pool, url: string): void {
  const { hostname, port, pathname } = new URL(url);
  const attributes = {
    'db.system.name': 'postgresql',
    'db.namespace': decodeURIComponent(pathname.slice(1)),
    'server.address': hostname,
    'server.port': Number(port || 5432),
  };
  traceQueries(pool as unknown as { query: Query }, attributes);
  pool.on('connect', (client) => traceQueries(client as unknown as { query: Query }, attributes));
}
