/** The status comes from `statusCode`, `status` or the response's status; otherwise 500. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}
