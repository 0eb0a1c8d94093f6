import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { Locale } from '@clinic/contracts/locale';
import { DirectionSchema, type Direction } from '@clinic/contracts/content/direction';
import type { ContentSource } from './source.ts';
import { DATASET_DIR } from '../paths.ts';

const Localized = v.object({ uk: v.string(), en: v.string() });
const DirectionRecord = v.object({ id: v.number(), slug: v.string(), image_card: v.string(), name: Localized });

/** Loads and validates the bundled bilingual dataset; a broken item stops start-up naming file, item and field. */
export function loadEmbeddedSource(dataDir = DATASET_DIR): ContentSource {
  const file = path.join(dataDir, 'directions.json');
  const records = v.parse(v.array(DirectionRecord), JSON.parse(readFileSync(file, 'utf8')));
  const byLocale = (locale: Locale): Direction[] =>
    records.map((record) => v.parse(DirectionSchema, { ...record, name: record.name[locale] }));
  const cache = { uk: byLocale('uk'), en: byLocale('en') };
  return {
    async directions(locale) {
      return cache[locale];
    },
  };
}
