import { describe, expect, it } from 'vitest';
import { buildFileUrl } from './build-file-url.ts';

const metaData = (publicPath = 'auto') => ({
  buildInfo: { buildVersion: '1' },
  remoteEntry: { name: 'remoteEntry.js', path: '' },
  publicPath,
  chunkStylesheets: {},
  browserFiles: [],
});

describe('where a build’s files are', () => {
  it('finds a file beside the manifest, or under its publicPath', () => {
    const url = 'https://cdn.example/mf-search/B/mf-manifest.json';
    expect(buildFileUrl(url, { metaData: metaData() }, { path: 'ssr', name: 'remoteEntry.js' })).toBe(
      'https://cdn.example/mf-search/B/ssr/remoteEntry.js',
    );
    expect(buildFileUrl(url, { metaData: metaData('/static/') }, { name: 'remoteEntry.js' })).toBe(
      'https://cdn.example/static/remoteEntry.js',
    );
  });
});
