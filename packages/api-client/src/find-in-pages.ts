import type { Paginated } from '@clinic/contracts/content/paginated';

/**
 * Finds an item of a paginated list by walking its pages: the content API of spec §7 has no
 * detail calls, so a detail page (a post, a doctor) looks its item up this way.
 */
export async function findInPages<T>(fetchPage: (page: number) => Promise<Paginated<T>>, found: (item: T) => boolean): Promise<T | undefined> {
  for (let page: number | null = 1; page !== null; ) {
    const current: Paginated<T> = await fetchPage(page);
    const item = current.list.find(found);
    if (item) return item;
    page = current.next;
  }
  return undefined;
}
