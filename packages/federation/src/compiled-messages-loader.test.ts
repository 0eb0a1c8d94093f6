import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { LoaderContext } from 'webpack';
import compiledMessagesLoader from './compiled-messages-loader.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'i18n', 'src', 'locales');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-messages-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs the loader on a catalogue module and reads back the module it writes. */
async function compile(resourcePath: string): Promise<Record<string, unknown>> {
  const source = await compiledMessagesLoader.call({ resourcePath } as LoaderContext<unknown>);
  const output = path.join(scratch, `${path.basename(resourcePath, '.ts')}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(output, source);
  return ((await import(output)) as { default: Record<string, unknown> }).default;
}

describe('compiled messages loader', () => {
  it('compiles every message of a locale, and the trees format to the same text as the source', async () => {
    const { default: texts } = (await import(path.join(LOCALES_DIR, 'uk.ts'))) as { default: Record<string, string> };
    const compiled = await compile(path.join(LOCALES_DIR, 'uk.ts'));

    expect(Object.keys(compiled).sort()).toEqual(Object.keys(texts).sort());
    expect(Array.isArray(compiled['search.found'])).toBe(true);
    const fromTrees = createIntl({ locale: 'uk', messages: compiled as Record<string, never> });
    const fromTexts = createIntl({ locale: 'uk', messages: texts });
    for (const count of [0, 1, 3, 5]) {
      expect(fromTrees.formatMessage({ id: 'search.found' }, { count })).toBe(
        fromTexts.formatMessage({ id: 'search.found' }, { count }),
      );
    }
    expect(fromTrees.formatMessage({ id: 'search.found' }, { count: 3 })).toBe('Знайдено 3 результати');
  });

  it('names the message and the file of a text that is not valid ICU syntax', async () => {
    const broken = path.join(scratch, 'broken.ts');
    fs.writeFileSync(broken, `export default { 'order.title': 'Записатися {name' };\n`);
    await expect(compile(broken)).rejects.toThrow(
      /message "order\.title" of .*broken\.ts is not valid ICU message syntax/,
    );
  });
});
