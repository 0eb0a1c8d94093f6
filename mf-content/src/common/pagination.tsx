import { Link, type To } from 'react-router-dom';
import { useIntl } from 'react-intl';

/** Page numbers to show: the first, the last and two either side of the current one; `null` is a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    if (candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2) pages.push(candidate);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Links to the pages of a list; choosing one replaces the list. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => To;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'content.pagination.label' })}>
      {page > 1 && (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          {intl.formatMessage({ id: 'content.pagination.prev' })}
        </Link>
      )}
      <ol>
        {pageWindow(page, pageCount).map((candidate, index) =>
          candidate === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={candidate}>
              <Link
                className="pagination__page"
                to={hrefFor(candidate)}
                aria-current={candidate === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'content.pagination.page' }, { page: candidate })}
              >
                {candidate}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          {intl.formatMessage({ id: 'content.pagination.next' })}
        </Link>
      )}
    </nav>
  );
}
