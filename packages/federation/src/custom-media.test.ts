import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@clinic/contracts/constants';
import { breakpointPlugins } from './custom-media.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const transform = async (css: string) => (await postcss(breakpointPlugins()).process(css, { from: undefined })).css;

describe('breakpoints in CSS', () => {
  it('become the media queries of the constants, in em of the visitor’s font size, and the definitions leave no trace', async () => {
    const css = await transform(
      '@media (--phone) { a { order: 1 } }\n@media (--tablet) { a { order: 2 } }\n@media (--desktop) { a { order: 3 } }',
    );
    expect(css).toBe(
      `@media (max-width: ${(BREAKPOINTS.tablet - 0.02) / 16}em) { a { order: 1 } }\n@media (min-width: ${BREAKPOINTS.tablet / 16}em) { a { order: 2 } }\n@media (min-width: ${BREAKPOINTS.desktop / 16}em) { a { order: 3 } }`,
    );
  });

  it('a stylesheet without them is left as it is', async () => {
    expect(await transform('@media (prefers-reduced-motion: reduce) { a { order: 1 } }')).toBe(
      '@media (prefers-reduced-motion: reduce) { a { order: 1 } }',
    );
  });

  it('no stylesheet of the apps writes a breakpoint as a number', () => {
    const numbers = new RegExp(
      `(?:\\((?:min|max)-width: *|width *[<>]=? *)(?:${BREAKPOINTS.tablet - 1}|${BREAKPOINTS.tablet}|${BREAKPOINTS.desktop})px`,
    );
    const offenders = ['shell', 'mf-content', 'mf-booking', 'mf-payment', 'mf-search', 'packages']
      .flatMap((folder) =>
        readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
          path.join(folder, file),
        ),
      )
      .filter(
        (file) =>
          file.endsWith('.css') &&
          !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('dist')),
      )
      .filter((file) => numbers.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
