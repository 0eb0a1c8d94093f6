/** One request of an open load: what it was, when it left (ms after the load started), how long it took and how it ended. */
export interface LoadOutcome {
  kind: 'page' | 'mail';
  at: number;
  ms: number;
  status?: number;
  error?: string;
}

export interface OpenLoad {
  /** When the load started (`Date.now()`). */
  started: number;
  /** Every request answered or failed so far, in the order they ended. */
  outcomes: LoadOutcome[];
  /** Sends no more requests; those under way go on. */
  stop(): void;
  /** Waits until every request sent so far has ended. */
  settled(): Promise<void>;
}

/**
 * Visitors reading `pages` in turn, one every `pageEveryMs`, and sending the order form, one every
 * `mailEveryMs`, through `url`. The loop is open: a request leaves at its time whether or not earlier ones
 * were answered, so a stalled replica shows as waits, not as fewer requests. `readBody` reads each answer
 * (by default it is read and dropped), before its outcome is counted.
 */
export function startOpenLoad({
  url,
  pages,
  pageEveryMs,
  mailEveryMs,
  readBody = async (_kind, response) => void (await response.arrayBuffer()),
}: {
  url: string;
  pages: string[];
  pageEveryMs: number;
  mailEveryMs: number;
  readBody?: (kind: LoadOutcome['kind'], response: Response) => Promise<void>;
}): OpenLoad {
  const outcomes: LoadOutcome[] = [];
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  const fire = (kind: LoadOutcome['kind'], request: () => Promise<Response>) => {
    const sent = Date.now();
    const at = sent - started;
    const done = request()
      .then(async (response) => {
        await readBody(kind, response);
        outcomes.push({ kind, at, ms: Date.now() - sent, status: response.status });
      })
      .catch(
        (error: { cause?: { code?: string } }) =>
          void outcomes.push({ kind, at, ms: Date.now() - sent, error: String(error.cause?.code ?? error) }),
      );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  let pageCount = 0;
  let mailCount = 0;
  const pageTimer = setInterval(
    () => fire('page', () => fetch(`${url}${pages[pageCount++ % pages.length]}`)),
    pageEveryMs,
  );
  const mailTimer = setInterval(() => {
    const n = mailCount++;
    fire('mail', () =>
      fetch(`${url}/mail/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          config: 'order',
          page: `${url}/`,
          fields: { firstName: `Пацієнт ${n}`, phone: '38(050) 123-45-67' },
        }),
      }),
    );
  }, mailEveryMs);
  return {
    started,
    outcomes,
    stop() {
      clearInterval(pageTimer);
      clearInterval(mailTimer);
    },
    settled: async () => void (await Promise.all(pending)),
  };
}
