import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH } from '@clinic/contracts/constants';
import { buildPath } from '@clinic/contracts/routes';
import { searchPageGroups } from '@clinic/contracts/content/search-groups';
import { useLocale } from '@clinic/i18n/use-locale';
import { useContent } from '@clinic/state/use-content';
import { buttonClass } from '@clinic/ui/button';
import { PageHeading } from '../common/page-heading.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { Price } from '../common/price.tsx';
import '../common/content.css';
import './search-page.css';

function Results({ query }: { query: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const groups = searchPageGroups(useContent('search', { query }), locale);
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  return (
    <>
      <p className="search-page__count" role="status">
        {intl.formatMessage({ id: 'search.found' }, { count })}
      </p>
      {groups.map((group) => (
        <section
          key={group.kind}
          className="content-section search-page__group"
          aria-labelledby={`search-${group.kind}`}
        >
          <h2 id={`search-${group.kind}`}>{intl.formatMessage({ id: `search.group.${group.kind}` })}</h2>
          {group.options.length === 0 ? (
            <p className="search-page__empty">{intl.formatMessage({ id: 'search.notFound' })}</p>
          ) : (
            <ul className="search-page__list">
              {group.options.map((option) => (
                <li key={option.key}>
                  <Link to={option.href}>{option.name}</Link>
                  {option.price && (
                    <span className="search-page__price">
                      {' — '}
                      <Price value={option.price.value} from={option.price.from} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * The search results as a page of their own: where the header's search box sends its query, with the
 * box's three groups and texts, then price lines with their prices, complexes, offers and articles.
 */
export default function SearchPage() {
  const intl = useIntl();
  const locale = useLocale();
  const inputId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  // A query sent from the header's box while this page shows replaces what this box held; the query it
  // started with does not, so that what was typed before the page hydrated stays.
  const inputRef = useRef<HTMLInputElement>(null);
  const shownQuery = useRef(query);
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    inputRef.current!.value = query;
  }, [query]);
  // The form's own address without scripts, reached without a page load.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('query');
    navigate(`${buildPath('search', locale)}?${new URLSearchParams({ query: String(typed ?? '') })}`);
  };
  return (
    <div className="content-page search-page">
      <PageHeading title={intl.formatMessage({ id: 'search.results' })} />
      <form
        className="search-page__form"
        role="search"
        action={buildPath('search', locale)}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId}>{intl.formatMessage({ id: 'search.label' })}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="query"
          defaultValue={query}
          minLength={SEARCH.minLength}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        />
        <button type="submit" className={buttonClass()}>
          {intl.formatMessage({ id: 'search.submit' })}
        </button>
      </form>
      {query.length >= SEARCH.minLength ? (
        <DataBoundary empty={<p className="search-page__empty">{intl.formatMessage({ id: 'search.error' })}</p>}>
          <Results query={query} />
        </DataBoundary>
      ) : (
        <p className="search-page__hint">
          {intl.formatMessage({ id: 'search.tooShort' }, { count: SEARCH.minLength })}
        </p>
      )}
    </div>
  );
}
