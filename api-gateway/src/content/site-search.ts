import MiniSearch, { type SearchResult as Hit, type SearchOptions } from 'minisearch';
import type { SearchResult } from '@clinic/contracts/content/search-result';
import type { ArticleBlock } from '@clinic/contracts/content/article-body';
import type { Direction, PriceItem } from '@clinic/contracts/content/direction';
import type { LocaleDataset } from './dataset.ts';
import { PRICE_TERM, searchTerm, tokenize } from './search-terms.ts';

type Kind = 'doctor' | 'direction' | 'disease';
interface Document {
  id: string;
  kind: Kind;
  name: string;
  /** Words a visitor might type that are not in the name (a doctor's position, a direction's parent). */
  keywords: string;
  /** What is sold there: a direction's price lines and the complexes made of them. */
  services: string;
  /** What the page says: a direction's description, a disease article, a doctor's biography. */
  text: string;
}

const PER_GROUP = 10;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 6, keywords: 3, services: 2, text: 1 },
  prefix: true,
  // One typo per five letters; short words must match exactly or they match everything.
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'AND',
};

function articleText(body: readonly ArticleBlock[]): string {
  return body.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');
}

/**
 * Full-text search over one locale's doctors, directions and diseases (the three groups of a search
 * result): their names first, then what a direction sells (price lines, complexes), what a disease
 * article and a doctor's biography say. Word forms and spellings are one term (search-terms.ts).
 */
export class SiteSearch {
  private readonly index = new MiniSearch<Document>({
    fields: ['name', 'keywords', 'services', 'text'],
    storeFields: ['kind'],
    tokenize,
    processTerm: searchTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  private hits(query: string, terms: readonly string[], combineWith: 'AND' | 'OR'): (Hit & { kind: Kind })[] {
    const needed = combineWith === 'AND' ? terms.length : 1;
    return (this.index.search(query, { combineWith }) as (Hit & { kind: Kind })[]).filter(
      (hit) => foundWords(hit, terms) >= needed,
    );
  }

  private readonly results = new Map<
    string,
    SearchResult['doctors'][number] | SearchResult['directions'][number] | SearchResult['diseases'][number]
  >();

  constructor(data: LocaleDataset) {
    const documents: Document[] = [];
    const add = (
      kind: Kind,
      id: number,
      fields: Omit<Document, 'id' | 'kind'>,
      result: SearchResult[`${Kind}s`][number],
    ) => {
      documents.push({ id: `${kind}:${id}`, kind, ...fields });
      this.results.set(`${kind}:${id}`, result);
    };
    const complexesOf = complexesByPriceLine(data);
    const services = (prices: readonly PriceItem[]) =>
      [
        ...(prices.length > 0 ? [PRICE_TERM] : []),
        ...prices.map((line) => line.name),
        ...new Set(prices.flatMap((line) => complexesOf.get(line.name) ?? [])),
      ].join('\n');

    for (const doctor of data.doctors) {
      add(
        'doctor',
        doctor.id,
        {
          name: doctor.name,
          keywords: `${doctor.position} ${doctor.directions.map((direction) => direction.name).join(' ')}`,
          services: '',
          text: doctor.bio,
        },
        {
          id: doctor.id,
          name: doctor.name,
          slug: doctor.slug,
          directions: doctor.directions.map((direction) => ({ slug: direction.slug })),
        },
      );
    }
    for (const direction of data.directions) {
      add(
        'direction',
        direction.id,
        { name: direction.name, keywords: '', services: services(direction.prices), text: direction.description },
        { id: direction.id, name: direction.name, slug: direction.slug, parent_directions: [] },
      );
      for (const sub of direction.sub_directions) {
        add(
          'direction',
          sub.id,
          { name: sub.name, keywords: direction.name, services: services(sub.prices), text: sub.description },
          { id: sub.id, name: sub.name, slug: sub.slug, parent_directions: [direction.slug] },
        );
      }
    }
    for (const disease of data.diseases) {
      add(
        'disease',
        disease.id,
        { name: disease.name, keywords: '', services: '', text: `${disease.excerpt}\n${articleText(disease.body)}` },
        { id: disease.id, name: disease.name, slug: disease.slug },
      );
    }
    this.index.addAll(documents);
  }

  find(query: string): SearchResult {
    const found: SearchResult = { doctors: [], directions: [], diseases: [] };
    const terms = tokenize(query)
      .map(searchTerm)
      .filter((term) => term !== null);
    // Every word must match; a query with a word the site does not use ("де зробити ботокс") falls back to any word.
    let hits = this.hits(query, terms, 'AND');
    if (hits.length === 0) hits = this.hits(query, terms, 'OR');
    for (const hit of hits) {
      const group = found[`${hit.kind}s`] as unknown[];
      if (group.length < PER_GROUP) group.push(this.results.get(hit.id as string));
    }
    return found;
  }
}

/**
 * A typo is forgiven in a name or keyword, not in a long text, where some word is always one or two
 * letters away from any query. A word of the query counts as found when a word of the document starts
 * with it (any field), or when a name or keyword matched it with a typo.
 */
function foundWords(hit: Hit, terms: readonly string[]): number {
  const matched = Object.entries(hit.match);
  const typoInName = matched.some(
    ([term, fields]) =>
      !terms.some((query) => term.startsWith(query)) && fields.some((field) => NAME_FIELDS.has(field)),
  );
  return terms.filter((query) => matched.some(([term]) => term.startsWith(query)) || typoInName).length;
}

const NAME_FIELDS: ReadonlySet<string> = new Set(['name', 'keywords']);

/** A complex's name, by each price line it is made of: a complex is offered where its services are. */
function complexesByPriceLine(data: LocaleDataset): Map<string, string[]> {
  const lines = new Set(
    data.directions
      .flatMap((direction: Direction) => [
        ...direction.prices,
        ...direction.sub_directions.flatMap((sub) => sub.prices),
      ])
      .map((line) => line.name),
  );
  const byLine = new Map<string, string[]>();
  for (const complex of data.complexes) {
    for (const item of complex.items) {
      if (!lines.has(item.name)) continue;
      byLine.set(item.name, [...(byLine.get(item.name) ?? []), complex.name]);
    }
  }
  return byLine;
}
