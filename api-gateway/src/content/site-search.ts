import MiniSearch, { type SearchResult as Hit } from 'minisearch';
import type { SearchResult } from '@clinic/contracts/content/search-result';
import type { LocaleDataset } from './dataset.ts';

/** Ukrainian apostrophe variants (ʼ ' ’ ‘ ` ′) are dropped, so "обʼєм", "об'єм" and "обєм" are one word. */
const APOSTROPHES = /['\u2018\u2019\u02BC\u0060\u2032]/g;
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.replace(APOSTROPHES, '').split(SEPARATORS).filter(Boolean);
}

function processTerm(term: string): string {
  return term.toLocaleLowerCase('uk');
}

type Kind = 'doctor' | 'direction' | 'disease';
interface Document {
  id: string;
  kind: Kind;
  name: string;
  /** Words a visitor might type that are not in the name (a doctor's position, a direction's parent). */
  keywords: string;
}

const PER_GROUP = 10;

/** Full-text search over one locale's doctors, directions and diseases (the three groups of a search result). */
export class SiteSearch {
  private readonly index = new MiniSearch<Document>({
    fields: ['name', 'keywords'],
    storeFields: ['kind'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { name: 3 },
      prefix: true,
      // One typo per five letters; short words must match exactly or they match everything.
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  private readonly results = new Map<string, SearchResult['doctors'][number] | SearchResult['directions'][number] | SearchResult['diseases'][number]>();

  constructor(data: LocaleDataset) {
    const documents: Document[] = [];
    const add = (kind: Kind, id: number, name: string, keywords: string, result: SearchResult[`${Kind}s`][number]) => {
      documents.push({ id: `${kind}:${id}`, kind, name, keywords });
      this.results.set(`${kind}:${id}`, result);
    };
    for (const doctor of data.doctors) {
      add('doctor', doctor.id, doctor.name, `${doctor.position} ${doctor.directions.map((direction) => direction.name).join(' ')}`, {
        id: doctor.id,
        name: doctor.name,
        slug: doctor.slug,
        directions: doctor.directions.map((direction) => ({ slug: direction.slug })),
      });
    }
    for (const direction of data.directions) {
      add('direction', direction.id, direction.name, '', { id: direction.id, name: direction.name, slug: direction.slug, parent_directions: [] });
      for (const sub of direction.sub_directions) {
        add('direction', sub.id, sub.name, direction.name, { id: sub.id, name: sub.name, slug: sub.slug, parent_directions: [direction.slug] });
      }
    }
    for (const disease of data.diseases) {
      add('disease', disease.id, disease.name, '', { id: disease.id, name: disease.name, slug: disease.slug });
    }
    this.index.addAll(documents);
  }

  find(query: string): SearchResult {
    const found: SearchResult = { doctors: [], directions: [], diseases: [] };
    for (const hit of this.index.search(query) as (Hit & { kind: Kind })[]) {
      const group = found[`${hit.kind}s`] as unknown[];
      if (group.length < PER_GROUP) group.push(this.results.get(hit.id as string));
    }
    return found;
  }
}
