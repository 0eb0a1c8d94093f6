/** What went wrong, in one line: the code and message, without the stack that every failure of an outage repeats. */
export function shortReason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return error.errors.map(shortReason).join('; ');
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
