import { SpanKind, SpanStatusCode, context, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

/**
 * Spans the gateway's own code makes, through the OpenTelemetry API alone (a few KB, no SDK).
 * The SDK is loaded and registered only with OTEL_EXPORTER_OTLP_ENDPOINT (`start-tracing.ts`);
 * until then `withSpan` is a plain call: no span object, no context switch.
 */
let enabled = false;

/** Only start-tracing.ts calls this, once its provider is registered. */
export function enableTracing(): void {
  enabled = true;
}

export function tracingEnabled(): boolean {
  return enabled;
}

export const tracer = () => trace.getTracer('clinic-gateway');

export interface SpanOptions {
  kind?: SpanKind;
  /** The parent, when it is not the active context (an incoming request's remote parent). */
  parent?: Context;
}

/** Ends `span` as failed with `error` recorded on it. */
function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `fn` in a span named `name`, child of the active span: ended when `fn` returns or its promise
 * settles, marked failed when it throws or rejects (the error goes on unchanged). Code inside `fn`
 * (a PostgreSQL query, another `withSpan`) makes child spans of it. With tracing off, `fn()` and nothing else.
 *
 *   const html = await withSpan('ssr.render', { 'url.path': path }, () => renderer.render(…));
 *   withSpan('mf.load_remote', { 'mf.remote': remote }, (span) => { …; span?.setAttribute('mf.version', version) });
 */
export function withSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | undefined) => T,
  options: SpanOptions = {},
): T {
  if (!enabled) return fn(undefined);
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes }, parent);
  let result: T;
  try {
    result = context.with(trace.setSpan(parent, span), fn, undefined, span);
  } catch (error) {
    failSpan(span, error);
    span.end();
    throw error;
  }
  if (result instanceof Promise) {
    result.then(
      () => span.end(),
      (error: unknown) => {
        failSpan(span, error);
        span.end();
      },
    );
  } else {
    span.end();
  }
  return result;
}
