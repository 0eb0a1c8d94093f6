import express from 'express';
import { errorHandler } from '../../http/errors.ts';
import { listenOnLoopback } from '../../testing/listen-on-loopback.ts';
import { createContentRouter } from '../content-router.ts';
import { loadEmbeddedSource } from '../embedded-source.ts';
import type { ContentSource } from '../source.ts';

export interface FakeCms {
  url: string;
  /** Every request path it received, in order. */
  requests: string[];
  /** Answers `{list: 'not a list'}`, which breaks every contract. */
  brokenBody: boolean;
  /** Rewrites each answer before it is sent (a CMS whose content has changed). */
  edit: ((body: unknown) => unknown) | undefined;
  /** From now on requests are received but not answered until `release()`. */
  hold(): void;
  /** How many held requests are still open, their caller still waiting. */
  holding(): number;
  release(): void;
  stop(): Promise<void>;
}

/** A clinic CMS on loopback serving the embedded dataset through the same API; it can hold its answers, break or stop. */
export async function startFakeCms(): Promise<FakeCms> {
  const embedded = loadEmbeddedSource();
  let held: { next: () => void; open: boolean }[] | undefined;
  const app = express();
  const source: ContentSource = {
    kind: 'embedded',
    async get(locale, operation, query) {
      const body = await embedded.get(locale, operation, query);
      return (cms.edit ? cms.edit(body) : body) as never;
    },
  };
  app.use((req, res, next) => {
    cms.requests.push(req.url);
    if (cms.brokenBody) return void res.json({ list: 'not a list' });
    if (held) {
      const request = { next, open: true };
      res.once('close', () => (request.open = false));
      return void held.push(request);
    }
    next();
  });
  app.use(createContentRouter({ source }));
  app.use(errorHandler());
  const listening = await listenOnLoopback(app);
  const cms: FakeCms = {
    url: listening.url,
    requests: [],
    brokenBody: false,
    edit: undefined,
    hold: () => void (held ??= []),
    holding: () => (held ?? []).filter((request) => request.open).length,
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const request of waiting) request.next();
    },
    stop: listening.close,
  };
  return cms;
}
