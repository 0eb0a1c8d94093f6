import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import './search-box.css';

/** The header search box (results arrive with the search issue). */
export default function SearchBox({ variant }: { variant: 'header' | 'drawer' }) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  return (
    <form className={`search-box search-box--${variant}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="search-box__label">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="query"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
