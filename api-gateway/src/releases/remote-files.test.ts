import { describe, expect, it } from 'vitest';
import { browserEntryUrl, serverRemoteUrl } from './remote-files.ts';

const metaData = (remoteEntry = { name: 'remoteEntry.js', path: '' }) => ({
  buildInfo: { buildVersion: '1' },
  remoteEntry,
  publicPath: 'auto',
  chunkStylesheets: {},
});

/** The browser entry of a build whose manifest is at `manifestUrl`, as configured or promoted. */
const entryOf = (manifestUrl: string, meta = metaData()) =>
  browserEntryUrl(serverRemoteUrl(manifestUrl), { metaData: meta });

describe('remote URLs as the pages name them', () => {
  it('names the browser entry of a build on the site relative to the site, and one elsewhere in full', () => {
    expect(entryOf('/remotes/mf-content/mf-manifest.json')).toBe('/remotes/mf-content/remoteEntry.js');
    expect(entryOf('https://cdn.example/mf-search/B/mf-manifest.json')).toBe(
      'https://cdn.example/mf-search/B/remoteEntry.js',
    );
    expect(entryOf('/remotes/mf-content/mf-manifest.json', metaData({ name: 'entry.js', path: 'browser/' }))).toBe(
      '/remotes/mf-content/browser/entry.js',
    );
  });
});
