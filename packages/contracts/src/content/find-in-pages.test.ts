import { describe, expect, it } from 'vitest';
import { findInPages, type PageSteps } from './find-in-pages.ts';
import type { Paginated } from './paginated.ts';

/** Three pages of two slugs each: a1 a2 | b1 b2 | c1 c2. */
const PAGES: Paginated<{ slug: string }>[] = ['a', 'b', 'c'].map((prefix, index) => ({
  list: [{ slug: `${prefix}1` }, { slug: `${prefix}2` }],
  count: 6,
  page_size: 2,
  next: index < 2 ? index + 2 : null,
  prev: index > 0 ? index : null,
}));

function pagesReader() {
  const asked: number[] = [];
  const fetchPage = async (page: number) => {
    asked.push(page);
    return PAGES[page - 1]!;
  };
  return { asked, fetchPage };
}

describe('findInPages', () => {
  it('reads pages in order only until the item is found', async () => {
    const { asked, fetchPage } = pagesReader();
    expect(await findInPages(fetchPage, (item) => item.slug === 'b2')).toEqual({ slug: 'b2' });
    expect(asked).toEqual([1, 2]);
  });

  it('answers undefined after the last page when no item matches', async () => {
    const { asked, fetchPage } = pagesReader();
    expect(await findInPages(fetchPage, (item) => item.slug === 'z9')).toBeUndefined();
    expect(asked).toEqual([1, 2, 3]);
  });

  it('passes on a page that fails', async () => {
    const failing = () => Promise.reject(new Error('content down'));
    await expect(findInPages(failing, () => true)).rejects.toThrow('content down');
  });

  it('waits for each page through the steps it is given', async () => {
    const { fetchPage } = pagesReader();
    const log: string[] = [];
    const steps: PageSteps = {
      then: (promise, next) =>
        promise.then((value) => {
          log.push('then');
          return next(value);
        }),
      resolve: (value) => {
        log.push('resolve');
        return Promise.resolve(value);
      },
    };
    expect(await findInPages(fetchPage, (item) => item.slug === 'c1', steps)).toEqual({ slug: 'c1' });
    expect(log).toEqual(['then', 'then', 'then', 'resolve']);
  });
});
