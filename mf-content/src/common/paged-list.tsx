import { use, useState, type ReactNode } from 'react';
import { useSearchParams, type To } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import type { Paginated } from '@clinic/contracts/content/paginated';
import { Button } from '@clinic/ui/button';
import { useForgetContentFailures } from '@clinic/state/use-content';
import { CardsGrid } from './cards-grid.tsx';
import { EmptyState } from './empty-state.tsx';
import { Pagination } from './pagination.tsx';

export interface PagedListProps<T> {
  /** One page of the list; cached, so the same page gives the same promise. */
  load: (page: number) => Promise<Paginated<T>>;
  itemKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  label?: string;
  /** `pages` replaces the list with the chosen page, `load-more` appends the next one. */
  mode?: 'pages' | 'load-more';
}

function PagesList<T>({ load, itemKey, render, label }: PagedListProps<T>) {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const data = use(load(page));
  const pageCount = Math.ceil(data.count / data.page_size);
  const hrefFor = (target: number): To => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return { search: next.toString() };
  };
  if (data.list.length === 0) return <EmptyState />;
  return (
    <>
      <CardsGrid items={data.list} itemKey={itemKey} render={render} label={label} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

function LoadMoreList<T>({ load, itemKey, render, label }: PagedListProps<T>) {
  const first = use(load(1));
  // Later pages are fetched on a click, outside the boundary: a failed one keeps the shown cards.
  const [more, setMore] = useState<Paginated<T>[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const forgetFailures = useForgetContentFailures();
  const pages = [first, ...more];
  const items = pages.flatMap((page) => page.list);
  const next = pages[pages.length - 1]!.next;
  if (items.length === 0) return <EmptyState />;
  const loadNext = (page: number) => {
    if (status === 'loading') return;
    // The visitor asked again: the page that failed is loaded again, not answered with its kept failure.
    if (status === 'failed') forgetFailures();
    setStatus('loading');
    load(page).then(
      (loaded) => {
        setMore((shown) => [...shown, loaded]);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  };
  return (
    <>
      <CardsGrid items={items} itemKey={itemKey} render={render} label={label} />
      {next !== null && (
        <div className="paged-list__more">
          {status === 'failed' && (
            <p className="paged-list__error" role="status">
              <FormattedMessage id="content.pagination.failed" />
            </p>
          )}
          <Button variant="secondary" aria-disabled={status === 'loading'} onClick={() => loadNext(next)}>
            <FormattedMessage
              id={
                {
                  idle: 'content.pagination.more',
                  loading: 'content.pagination.loading',
                  failed: 'content.pagination.retry',
                }[status]
              }
            />
          </Button>
        </div>
      )}
    </>
  );
}

export function PagedList<T>({ mode = 'pages', ...props }: PagedListProps<T>) {
  return mode === 'load-more' ? <LoadMoreList {...props} /> : <PagesList {...props} />;
}
