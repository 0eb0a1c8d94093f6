import type { ContentLoader, OperationName } from '@clinic/contracts/content/operations';

const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;
const CATEGORY_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
// Offers are filtered by direction.
const CATEGORY_OPERATIONS: readonly OperationName[] = [
  'blogCategories',
  'complexCategories',
  'diseaseCategories',
  'photoCategories',
  'directions',
];

/**
 * The address's `page` and `category`, or undefined when no list could show them: not a page number, not a
 * slug, or given twice. Such an address is a 404 before anything is rendered, so made-up values cost nothing.
 */
export function listQueryOf(search: string): { page?: number; category?: string } | undefined {
  const params = new URLSearchParams(search);
  const [pages, categories] = [params.getAll('page'), params.getAll('category')];
  if (pages.length > 1 || categories.length > 1) return undefined;
  const [page, category] = [pages[0], categories[0]];
  if (page !== undefined && !PAGE_NUMBER.test(page)) return undefined;
  if (category !== undefined && !CATEGORY_SLUG.test(category)) return undefined;
  return { ...(page !== undefined && { page: Number(page) }), ...(category !== undefined && { category }) };
}

/**
 * A loader for one render that notes whether the page showed the `page` and `category` its address asked
 * for: a page number past the end of the list (the content answers 404), a category the list does not
 * have, or a value the page reads no list with, leaves `shown()` false.
 */
export function listQueryWatch(loader: ContentLoader, { page, category }: { page?: number; category?: string }) {
  let pageShown = page === undefined || page === 1;
  let categoryListed = category === undefined;
  let categoryRead = category === undefined;
  const watched: ContentLoader = async (locale, operation, query) => {
    const result = await loader(locale, operation, query);
    const asked = query as { page?: number; category_slug?: string };
    if (page !== undefined && asked.page === page) pageShown = true;
    if (category !== undefined && asked.category_slug === category) categoryRead = true;
    if (
      category !== undefined &&
      CATEGORY_OPERATIONS.includes(operation) &&
      (result as { slug: string }[]).some((listed) => listed.slug === category)
    )
      categoryListed = true;
    return result;
  };
  return { loader: watched, shown: () => pageShown && categoryListed && categoryRead };
}
