import type { Paginated } from '@clinic/contracts/content/paginated';
import { HttpError } from '../http/errors.ts';

/** One page of a list; page 1 of an empty list exists, any page past the end is a 404. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Paginated<T> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  if (page > pages)
    throw new HttpError(404, `Page ${page} does not exist: the list has ${pages} page${pages === 1 ? '' : 's'}`, {
      page: `must be at most ${pages}`,
    });
  return {
    list: items.slice((page - 1) * pageSize, page * pageSize),
    count: items.length,
    page_size: pageSize,
    next: page < pages ? page + 1 : null,
    prev: page > 1 ? page - 1 : null,
  };
}
