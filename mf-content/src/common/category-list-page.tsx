import type { ReactNode } from 'react';
import { useSearchParams, type To } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { Category } from '@clinic/contracts/content/category';
import type { OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';
import type { Paginated } from '@clinic/contracts/content/paginated';
import { useContent, useContentReader } from '@clinic/state/use-content';
import { CategoryFilter } from './category-filter.tsx';
import { DataBoundary } from './data-boundary.tsx';
import { PageHeading } from './page-heading.tsx';
import { PagedList, type PagedListProps } from './paged-list.tsx';

/** The paginated lists a `category_slug` filters. */
type CategorizedListOperation = {
  [TName in OperationName]: ResultOf<TName> extends Paginated<unknown>
    ? 'category_slug' extends keyof QueryOf<TName>
      ? TName
      : never
    : never;
}[OperationName];

type ListItem<TName extends CategorizedListOperation> = ResultOf<TName>['list'][number];

/** The operations that answer, without a query, the categories a list is filtered by. */
type CategoriesOperation = {
  [TName in OperationName]: ResultOf<TName> extends readonly Pick<Category, 'slug' | 'name'>[]
    ? Record<never, never> extends QueryOf<TName>
      ? TName
      : never
    : never;
}[OperationName];

/**
 * The categories whose slug each list's `category_slug` takes; a list left out here fails the typecheck.
 * A promotion's category is a direction, so the directions filter the offers.
 */
const CATEGORIES_OF_LIST: Record<CategorizedListOperation, CategoriesOperation> = {
  posts: 'blogCategories',
  photos: 'photoCategories',
  complexes: 'complexCategories',
  diseases: 'diseaseCategories',
  actions: 'directions',
};

export interface CategoryListPageProps<TName extends CategorizedListOperation> {
  /** The catalogue keys of the heading and the lead: `{prefix}.title` and `{prefix}.lead`. */
  prefix: string;
  list: TName;
  mode?: PagedListProps<ListItem<TName>>['mode'];
  render: (item: ListItem<TName>) => ReactNode;
}

/** `?category=` set to a slug, or removed for none; choosing a category starts the list from its first page. */
function categorySearch(params: URLSearchParams, slug?: string): To {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (slug) next.set('category', slug);
  else next.delete('category');
  return { search: next.toString() };
}

function ListCategories({ operation, active }: { operation: CategoriesOperation; active?: string }) {
  const [params] = useSearchParams();
  return (
    <CategoryFilter
      categories={useContent(operation, {})}
      active={active}
      hrefFor={(slug) => categorySearch(params, slug)}
    />
  );
}

/**
 * A list page filtered by `?category=`: heading, category chips and the list, paged or loaded by "more"
 * (blog, gallery, complexes, diseases, offers). Each page imports content.css after its card, as every
 * page does, so the stylesheets keep their cascade order.
 */
export function CategoryListPage<TName extends CategorizedListOperation>({
  prefix,
  list,
  mode,
  render,
}: CategoryListPageProps<TName>) {
  const intl = useIntl();
  const content = useContentReader();
  const category = useSearchParams()[0].get('category') ?? undefined;
  const title = intl.formatMessage({ id: `${prefix}.title` });
  return (
    <div className="content-page">
      <PageHeading title={title} lead={intl.formatMessage({ id: `${prefix}.lead` })} />
      <DataBoundary loading={null} empty={null}>
        <ListCategories operation={CATEGORIES_OF_LIST[list]} active={category} />
      </DataBoundary>
      <DataBoundary>
        <PagedList
          // Another category starts the list over: "load more" keeps the pages it appended.
          key={category ?? ''}
          mode={mode}
          label={title}
          load={(page) =>
            content.read(list, { page, category_slug: category } as QueryOf<TName>) as Promise<
              Paginated<ListItem<TName>>
            >
          }
          // Every item of the content API has its id, unique in its list.
          itemKey={(item) => item.id}
          render={render}
        />
      </DataBoundary>
    </div>
  );
}
