import { statSync } from 'node:fs';
import path from 'node:path';
import { ImageUrl, Srcset, Text } from '@clinic/contracts/content/fields';

type Fail = (field: string, problem: string) => never;

/** The parts of a valibot schema this walk looks into. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[];
  key?: string;
  literal?: unknown;
}

const MEDIA_PREFIX = '/media/';

/**
 * Rules of the embedded dataset beyond the contracts, which also admit what a CMS may send:
 * a translatable text (a contract `Text`) is a `{uk, en}` pair, never one string served to
 * both languages, and an image (`ImageUrl`, each URL of a `Srcset`) is a file shipped under `media/`, never an external URL.
 * Walks a raw item beside its schema; parts the loader reshapes (references by slug) are skipped.
 */
export function checkEmbeddedFields(schema: unknown, raw: unknown, dataDir: string, fail: Fail, at = ''): void {
  const node = schema as SchemaNode;
  const join = (key: string | number) => `${at}${at ? '.' : ''}${key}`;
  if (schema === Text) {
    if (typeof raw === 'string')
      fail(at, `must be a {uk, en} pair: the one string "${raw.slice(0, 40)}" would be served untranslated`);
    return;
  }
  if (schema === ImageUrl) {
    if (typeof raw === 'string') checkMediaFile(raw, dataDir, (problem) => fail(at, problem));
    return;
  }
  if (schema === Srcset) {
    if (typeof raw === 'string')
      for (const candidate of raw.split(', '))
        checkMediaFile(candidate.split(' ')[0]!, dataDir, (problem) => fail(at, problem));
    return;
  }
  if (node.wrapped) return checkEmbeddedFields(node.wrapped, raw, dataDir, fail, at);
  if (!raw || typeof raw !== 'object') return;
  const { item: itemSchema, key: tagKey } = node;
  if (node.type === 'array' && itemSchema && Array.isArray(raw)) {
    raw.forEach((item, index) => checkEmbeddedFields(itemSchema, item, dataDir, fail, join(index)));
  } else if (node.entries && !Array.isArray(raw)) {
    for (const [key, entry] of Object.entries(node.entries)) {
      if (key in raw) checkEmbeddedFields(entry, (raw as Record<string, unknown>)[key], dataDir, fail, join(key));
    }
  } else if (node.type === 'variant' && node.options && tagKey) {
    const tag = (raw as Record<string, unknown>)[tagKey];
    const option = node.options.find((candidate) => candidate.entries?.[tagKey]?.literal === tag);
    if (option) checkEmbeddedFields(option, raw, dataDir, fail, at);
  }
}

function checkMediaFile(url: string, dataDir: string, fail: (problem: string) => never): void {
  if (!url.startsWith(MEDIA_PREFIX))
    fail(`must be a ${MEDIA_PREFIX}… path of an image shipped with the dataset, not "${url}"`);
  const mediaDir = path.join(dataDir, 'media');
  let file: string;
  try {
    file = path.join(dataDir, decodeURI(url));
  } catch {
    return fail(`"${url}" is not a valid URL path`);
  }
  if (!file.startsWith(mediaDir + path.sep)) fail(`"${url}" points outside ${MEDIA_PREFIX}`);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) fail(`"${url}" names a file that is not in ${mediaDir}`);
}
