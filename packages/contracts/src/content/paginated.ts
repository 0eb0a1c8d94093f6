import * as v from 'valibot';

/**
 * A paginated list answers `{list, count, page_size, next, prev}`.
 * `next` and `prev` are page numbers, `null` at either end.
 */
export function paginated<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    list: v.array(item),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    next: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(2))),
    prev: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  });
}

export interface Paginated<TItem> {
  list: TItem[];
  count: number;
  page_size: number;
  next: number | null;
  prev: number | null;
}
