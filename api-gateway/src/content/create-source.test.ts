import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../config/config.ts';
import { createContentSource } from './create-source.ts';
import { DatasetError } from './dataset.ts';
import { startFakeCms } from './testing/fake-cms.ts';

const logger = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

describe('createContentSource from the environment', () => {
  it('loads the embedded dataset by default, from CONTENT_DATASET_DIR when set', async () => {
    const embedded = createContentSource(loadConfig({}).content, logger);
    expect(embedded.kind).toBe('embedded');
    expect((await embedded.get('en', 'clinics', {})).map((clinic) => clinic.name)).toEqual([
      'Pechersk clinic',
      'Obolon clinic',
    ]);
    const empty = mkdtempSync(path.join(os.tmpdir(), 'empty-dataset-'));
    expect(() => createContentSource(loadConfig({ CONTENT_DATASET_DIR: empty }).content, logger)).toThrow(DatasetError);
  });

  it('wires CONTENT_UPSTREAM_URL, CONTENT_CACHE_TTL_SECONDS and CONTENT_UPSTREAM_TIMEOUT_MS into the upstream source', async () => {
    const cms = await startFakeCms();
    // Only the clock the cache reads is faked; the request timeout runs on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const config = loadConfig({
        CONTENT_UPSTREAM_URL: `${cms.url}/`,
        CONTENT_CACHE_TTL_SECONDS: '5',
        CONTENT_UPSTREAM_TIMEOUT_MS: '2000',
      });
      const source = createContentSource(config.content, logger);
      expect(source.kind).toBe('upstream');

      const clinics = '/api/en/api/clinics/get-clinics/';
      expect((await source.get('en', 'clinics', {})).map((clinic) => clinic.name)).toEqual([
        'Pechersk clinic',
        'Obolon clinic',
      ]);
      expect(cms.requests).toEqual([clinics]);
      vi.setSystemTime(Date.now() + 4_900);
      await source.get('en', 'clinics', {});
      expect(cms.requests).toEqual([clinics]);
      vi.setSystemTime(Date.now() + 200);
      await source.get('en', 'clinics', {});
      await vi.waitFor(() => expect(cms.requests).toEqual([clinics, clinics]));

      // The CMS answers after 2.5 s: within the default 3 s timeout, past the configured 2 s. (A shorter
      // configured time would fail the answers above on a busy machine.)
      cms.hold();
      const release = setTimeout(() => cms.release(), 2_500);
      try {
        await expect(source.get('en', 'vacancies', {})).rejects.toMatchObject({ status: 504 });
      } finally {
        clearTimeout(release);
        cms.release();
      }
    } finally {
      await cms.stop();
    }
  });
});
