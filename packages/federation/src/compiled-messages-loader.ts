import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'webpack';

const require = createRequire(import.meta.url);

/**
 * react-intl's own copy of the ICU message parser: the syntax trees must be the ones the
 * formatter that reads them at run time expects.
 */
export const reactIntlRequire = createRequire(require.resolve('react-intl'));

/**
 * A locale's catalogue module (`packages/i18n/src/locales/<locale>.ts`, whose default export is
 * `{ id: text }`) becomes `{ id: syntax tree }`, parsed at build time: the browser formats the
 * texts without shipping or running the parser. The build runs under tsx, so the module is
 * imported as it is.
 */
export default async function compiledMessagesLoader(this: LoaderContext<unknown>): Promise<string> {
  const { parse } = (await import(reactIntlRequire.resolve('@formatjs/icu-messageformat-parser'))) as {
    parse(message: string): unknown;
  };
  const { default: messages } = (await import(pathToFileURL(this.resourcePath).href)) as {
    default: Record<string, string>;
  };
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      try {
        return [id, parse(text)];
      } catch (error) {
        throw new Error(
          `message "${id}" of ${this.resourcePath} is not valid ICU message syntax: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}
