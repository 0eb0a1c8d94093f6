import MiniSearch, { type SearchResult as Hit, type SearchOptions } from 'minisearch';
import { emptySearchResult, type SearchResult } from '@clinic/contracts/content/search-result';
import type { ArticleBlock } from '@clinic/contracts/content/article-body';
import type { PriceItem } from '@clinic/contracts/content/direction';
import type { LocaleDataset } from './dataset.ts';
import { DOCTOR_TERM, OFFER_TERM, PRICE_TERM, searchTerm, tokenize } from './search-terms.ts';

type Kind = keyof SearchResult;
/** The kinds found as pages of their own, each a list of the dataset's under the same name. */
type PageKind = 'diseases' | 'complexes' | 'actions' | 'posts';
type Page<TKind extends PageKind> = LocaleDataset[TKind][number];
type Found<TKind extends Kind> = SearchResult[TKind][number];

interface Document {
  id: string;
  kind: Kind;
  name: string;
  /** Words a visitor might type that are not in the name (a doctor's position, a direction's parent). */
  keywords: string;
  /** What is sold there: a direction's price lines and the complexes made of them. */
  services: string;
  /** What the page says: a direction's description, an article, a doctor's biography. */
  text: string;
}

const PER_GROUP = 10;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 6, keywords: 3, services: 2, text: 1 },
  prefix: true,
  // One typo per five letters; shorter words must match exactly or they match everything ("олен", "олег").
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

/** Fields of running text, where a doctor's name is a mention, not what the page is about. */
const FREE_TEXT: ReadonlySet<string> = new Set(['services', 'text']);
const NAME_FIELDS: ReadonlySet<string> = new Set(['name', 'keywords']);

function articleText(body: readonly ArticleBlock[]): string {
  return body.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');
}

/** The same item in the other locale's dataset (items keep their id across locales). */
function twin<TItem extends { id: number }>(items: readonly TItem[], id: number): TItem | undefined {
  return items.find((item) => item.id === id);
}

/** An item's texts in both languages, so an English word finds a Ukrainian page and the other way round. */
function both(here: string, there: string | undefined): string {
  return there === undefined || there === here ? here : `${here}\n${there}`;
}

/**
 * Full-text search over one locale's doctors, directions, diseases, price lines, complexes, offers and
 * articles, each indexed with its texts in both languages: names first, then keywords, what a direction
 * sells, and what a page says. Word forms and spellings are one term (search-terms.ts). A doctor's name
 * matches doctors only: articles that mention the doctor are not about them.
 */
export class SiteSearch {
  private readonly index: MiniSearch<Document>;
  private readonly results = new Map<string, Found<Kind>>();

  /** `data` is the locale searched and shown; `other` the same items in the other language. */
  constructor(data: LocaleDataset, other: LocaleDataset) {
    const personNames = new Set(
      [...data.doctors, ...other.doctors]
        .flatMap((doctor) => tokenize(doctor.name))
        .map(searchTerm)
        .filter((term) => term !== null),
    );
    this.index = new MiniSearch<Document>({
      fields: ['name', 'keywords', 'services', 'text'],
      storeFields: ['kind'],
      tokenize,
      processTerm: (word, field) => {
        const term = searchTerm(word);
        return term !== null && field !== undefined && FREE_TEXT.has(field) && personNames.has(term) ? null : term;
      },
      searchOptions: SEARCH_OPTIONS,
    });
    this.index.addAll(this.documents(data, other));
  }

  private documents(data: LocaleDataset, other: LocaleDataset): Document[] {
    const documents: Document[] = [];
    const add = <TKind extends Kind>(kind: TKind, fields: Omit<Document, 'id' | 'kind'>, result: Found<TKind>) => {
      const id = `${kind}:${result.id}`;
      documents.push({ id, kind, ...fields });
      this.results.set(id, result);
    };
    const keywords = (...words: (string | undefined)[]) => words.filter(Boolean).join('\n');
    const complexesOf = complexesByPriceLine(data, other);
    const services = (prices: readonly PriceItem[], there: readonly PriceItem[] = []) =>
      [
        ...(prices.length > 0 ? [PRICE_TERM] : []),
        ...prices.map((line) => both(line.name, twin(there, line.id)?.name)),
        ...new Set(prices.flatMap((line) => complexesOf.get(line.id) ?? [])),
      ].join('\n');

    for (const doctor of data.doctors) {
      const there = twin(other.doctors, doctor.id);
      add(
        'doctors',
        {
          name: both(doctor.name, there?.name),
          keywords: keywords(
            DOCTOR_TERM,
            both(doctor.position, there?.position),
            ...doctor.directions.map((direction) => direction.name),
            ...(there?.directions.map((direction) => direction.name) ?? []),
          ),
          services: '',
          text: both(doctor.bio, there?.bio),
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
      const there = twin(other.directions, direction.id);
      const parentName = both(direction.name, there?.name);
      const lists = [
        { list: direction, thereList: there, parent: undefined },
        ...direction.sub_directions.map((sub) => ({
          list: sub,
          thereList: there && twin(there.sub_directions, sub.id),
          parent: direction,
        })),
      ];
      for (const { list, thereList, parent } of lists) {
        const name = both(list.name, thereList?.name);
        add(
          'directions',
          {
            name,
            keywords: keywords(DOCTOR_TERM, parent && parentName),
            services: services(list.prices, thereList?.prices),
            text: both(list.description, thereList?.description),
          },
          { id: list.id, name: list.name, slug: list.slug, parent_directions: parent ? [parent.slug] : [] },
        );
        for (const line of list.prices) {
          add(
            'prices',
            {
              name: both(line.name, twin(thereList?.prices ?? [], line.id)?.name),
              keywords: keywords(PRICE_TERM, name, parent && parentName),
              services: '',
              text: '',
            },
            { id: line.id, name: line.name, price: line.price, price_from: line.price_from, direction: list.slug },
          );
        }
      }
    }
    /** A page of its own (a disease, a complex, an offer, an article), found by its name and shown by it. */
    const page = <TKind extends PageKind>(
      kind: TKind,
      of: {
        name: (item: Page<TKind>) => string;
        fields: (item: Page<TKind>, there: Page<TKind> | undefined) => Omit<Document, 'id' | 'kind' | 'name'>;
      },
    ) => {
      for (const item of data[kind]) {
        const there = twin<Page<TKind>>(other[kind], item.id);
        const name = of.name(item);
        add(
          kind,
          { name: both(name, there && of.name(there)), ...of.fields(item, there) },
          { id: item.id, name, slug: item.slug },
        );
      }
    };
    /** A page that is a text (a disease, an offer, an article): what it says is its excerpt and body. */
    const article = <TKind extends Exclude<PageKind, 'complexes'>>(
      kind: TKind,
      of: { name: (item: Page<TKind>) => string; keywords: (item: Page<TKind>) => string },
    ) =>
      page(kind, {
        name: of.name,
        fields: (item, there) => ({
          keywords: of.keywords(item),
          services: '',
          text: [item.excerpt, articleText(item.body), there?.excerpt, there && articleText(there.body)].join('\n'),
        }),
      });

    article('diseases', { name: (disease) => disease.name, keywords: (disease) => keywords(disease.category.name) });
    page('complexes', {
      name: (complex) => complex.name,
      fields: (complex, there) => ({
        keywords: keywords(PRICE_TERM, complex.category.name),
        services: [...complex.items, ...(there?.items ?? [])].map((item) => item.name).join('\n'),
        text: both(complex.description, there?.description),
      }),
    });
    article('actions', {
      name: (action) => action.name,
      keywords: (action) => keywords(OFFER_TERM, action.price === undefined ? undefined : PRICE_TERM),
    });
    article('posts', { name: (post) => post.title, keywords: (post) => keywords(post.category.name) });
    return documents;
  }

  private hits(query: string, terms: Terms, every: boolean): (Hit & { kind: Kind })[] {
    const needed = every ? terms.required.length : 1;
    return (this.index.search(query, { combineWith: 'OR' }) as (Hit & { kind: Kind })[]).filter(
      (hit) => foundWords(hit, terms) >= needed,
    );
  }

  find(query: string): SearchResult {
    const found = emptySearchResult();
    const terms = tokenize(query)
      .map(searchTerm)
      .filter((term) => term !== null);
    // "Лікар" beside other words only ranks: "дитячий лікар" is found by "дитячий".
    const specific = terms.filter((term) => term !== DOCTOR_TERM);
    const required = specific.length > 0 ? specific : terms;
    // Every word must match; a query with a word the site does not use ("де зробити ботокс") falls back to any word.
    let hits = this.hits(query, { all: terms, required }, true);
    if (hits.length === 0) hits = this.hits(query, { all: terms, required }, false);
    for (const hit of hits) {
      const group = found[hit.kind] as unknown[];
      if (group.length < PER_GROUP) group.push(this.results.get(hit.id as string));
    }
    return found;
  }
}

/** A query's terms, and those of them a hit must match (all but the words for "a doctor"). */
interface Terms {
  all: readonly string[];
  required: readonly string[];
}

/**
 * A typo is forgiven in a name or keyword, not in a long text, where some word is always one or two
 * letters away from any query. A required word of the query counts as found when a word of the document
 * starts with it (any field), or when a name or keyword matched some word with a typo.
 */
function foundWords(hit: Hit, terms: Terms): number {
  const matched = Object.entries(hit.match);
  const typoInName = matched.some(
    ([term, fields]) =>
      !terms.all.some((query) => term.startsWith(query)) && fields.some((field) => NAME_FIELDS.has(field)),
  );
  return terms.required.filter((query) => matched.some(([term]) => term.startsWith(query)) || typoInName).length;
}

/** The names of the complexes (both languages) by each price line they are made of: a complex is offered where its services are. */
function complexesByPriceLine(data: LocaleDataset, other: LocaleDataset): Map<number, string[]> {
  const lineIds = new Map<string, number>();
  for (const direction of data.directions) {
    for (const line of [...direction.prices, ...direction.sub_directions.flatMap((sub) => sub.prices)]) {
      lineIds.set(line.name, line.id);
    }
  }
  const byLine = new Map<number, string[]>();
  for (const complex of data.complexes) {
    const name = both(complex.name, twin(other.complexes, complex.id)?.name);
    for (const item of complex.items) {
      const id = lineIds.get(item.name);
      if (id === undefined) continue;
      byLine.set(id, [...(byLine.get(id) ?? []), name]);
    }
  }
  return byLine;
}
