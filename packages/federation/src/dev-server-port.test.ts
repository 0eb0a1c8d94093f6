import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWebpackConfig } from './webpack-config.ts';
import { devServerPort } from './dev-server-port.ts';

const searchDevServer = (env: NodeJS.ProcessEnv) => {
  const saved = process.env.PORT;
  if (env.PORT === undefined) delete process.env.PORT;
  else process.env.PORT = env.PORT;
  try {
    const config = createWebpackConfig({
      name: 'mf_search',
      dir: path.resolve(import.meta.dirname, '..', '..', '..', 'mf-search'),
      exposes: { './search-box': './src/search-box.tsx' },
    })(undefined, { mode: 'development' });
    return config.devServer?.port;
  } finally {
    if (saved === undefined) delete process.env.PORT;
    else process.env.PORT = saved;
  }
};

describe('a development server’s port', () => {
  it('is the app’s own unless PORT names another', () => {
    expect(searchDevServer({})).toBe(3004);
    expect(searchDevServer({ PORT: '4104' })).toBe(4104);
    expect(searchDevServer({ PORT: '' })).toBe(3004);
  });

  it('stops with what is wrong when PORT is no port', () => {
    expect(() => devServerPort(3004, { PORT: 'eighty' })).toThrow(
      'PORT must be a port number from 1 to 65535, not "eighty"',
    );
    expect(() => devServerPort(3004, { PORT: '70000' })).toThrow('not "70000"');
    expect(() => devServerPort(3004, { PORT: '0' })).toThrow('not "0"');
  });
});
