// What the control plane takes from the process that runs it (the gateway): its log and its trace spans.

/** One level of a structured log: fields of the event and a sentence, or the sentence alone. */
interface LogLine {
  (fields: object, message: string): void;
  (message: string): void;
}

/**
 * What the control plane writes its log to: the shape of the process's structured logger (pino's), so
 * the gateway passes its own and the lines come out beside the gateway's.
 */
export interface ReleaseLog {
  debug: LogLine;
  info: LogLine;
  warn: LogLine;
  error: LogLine;
  child(bindings: Record<string, unknown>): ReleaseLog;
}

/**
 * Runs `work` inside a span of the process's traces named `name`, ended when it settles; the control plane
 * has no tracing of its own, so the process passes its own (the gateway's `withSpan`).
 */
export type Traced = <T>(name: string, attributes: Record<string, string>, work: () => T) => T;
