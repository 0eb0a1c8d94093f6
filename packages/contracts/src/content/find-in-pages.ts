import type { Paginated } from './paginated.ts';

/**
 * How the walk waits for a page. Plain promises by default; the browser's content cache passes
 * steps that run at once over answers already settled, so a seeded page hydrates without suspending.
 */
export interface PageSteps {
  then<TValue, TNext>(promise: Promise<TValue>, next: (value: TValue) => Promise<TNext>): Promise<TNext>;
  resolve<TValue>(value: TValue): Promise<TValue>;
}

/** Plain promises: a chain that waits for each answer. */
export const PROMISE_STEPS: PageSteps = {
  then: (promise, next) => promise.then(next),
  resolve: (value) => Promise.resolve(value),
};

/**
 * Walks a paginated list from its first page until `found` matches an item, or the pages end:
 * the content API has no detail calls, so a detail page looks its item up this way.
 */
export function findInPages<TItem>(
  fetchPage: (page: number) => Promise<Paginated<TItem>>,
  found: (item: TItem) => boolean,
  steps: PageSteps = PROMISE_STEPS,
): Promise<TItem | undefined> {
  const walk = (page: number): Promise<TItem | undefined> =>
    steps.then(fetchPage(page), (current) => {
      const item = current.list.find(found);
      return item !== undefined || current.next === null ? steps.resolve(item) : walk(current.next);
    });
  return walk(1);
}
