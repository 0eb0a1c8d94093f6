import { DiagLogLevel, context, diag, propagation, trace } from '@opentelemetry/api';
import type { Logger } from '../logger.ts';
import { enableTracing } from './tracing.ts';

/** At exit the last spans get this long to reach the collector: one that is down must not hold a shutdown up. */
const FINAL_EXPORT_MS = 2_000;

export interface Tracing {
  /** Sends the spans still buffered; called before the process exits. */
  shutdown(): Promise<void>;
}

/**
 * Loads and registers the OpenTelemetry SDK: spans go in batches to OTLP over HTTP at
 * OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces`, JSON), which the exporter reads with the other
 * `OTEL_EXPORTER_OTLP_*` variables itself. The service is `clinic-gateway` unless OTEL_SERVICE_NAME
 * (or OTEL_RESOURCE_ATTRIBUTES) says otherwise. The SDK's packages are imported here, at run time,
 * so a gateway without that variable never loads them (the bundle keeps them external).
 */
export async function startTracing(logger: Logger): Promise<Tracing> {
  const [
    { AsyncLocalStorageContextManager },
    { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator },
    { OTLPTraceExporter },
    resources,
    { BatchSpanProcessor, TracerProvider },
  ] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'clinic-gateway' }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new TracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: 1_000 })],
  });
  // A collector that cannot be reached is said in the log, not silently.
  const log = logger.child({ module: 'tracing' });
  diag.setLogger(
    {
      error: (message, ...args) => log.error({ args }, message),
      warn: (message, ...args) => log.warn({ args }, message),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // traceparent in, so a trace started by the load balancer or the browser goes on here.
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(provider);
  enableTracing();
  return {
    shutdown: () =>
      Promise.race([provider.shutdown(), new Promise<void>((resolve) => setTimeout(resolve, FINAL_EXPORT_MS).unref())]),
  };
}
