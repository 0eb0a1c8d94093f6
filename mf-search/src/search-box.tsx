import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RemoteModules } from '@clinic/contracts/remote-modules';
import { useLocale } from '@clinic/i18n/use-locale';
import { buildPath } from '@clinic/contracts/routes';
import { searchGroups } from '@clinic/contracts/content/search-groups';
import { useSearch } from './use-search.ts';
import { SearchPanel } from './search-panel.tsx';
import '@clinic/ui/visually-hidden.css';
import './search-box.css';

/**
 * The site search: an ARIA combobox whose listbox groups doctors, directions
 * and diseases. Focus stays in the input; arrows move the active option, Enter opens it,
 * or with no active option sends the query to the search page.
 */
export default function SearchBox({ variant }: { variant: 'header' | 'drawer' }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (key: string) => `${id}-${key}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, result, settled, setQuery, handOff } = useSearch(locale);

  const groups = useMemo(() => (result ? searchGroups(result, locale) : null), [result, locale]);
  const options = useMemo(() => groups?.flatMap((group) => group.options) ?? [], [groups]);
  const failed = status === 'error';
  const hasContent = failed || groups !== null;
  const expanded = open && groups !== null && !failed;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The shell hydrates the server's box only once the visitor reaches for it, so they may have typed into
  // it before: React 19 keeps that text in the input without an onChange, and no onFocus ran either.
  useEffect(() => {
    const input = inputRef.current!;
    if (input.value) {
      setText(input.value);
      setQuery(input.value);
    }
    if (document.activeElement === input) setOpen(true);
  }, [setQuery]);

  // The panel appears after each fetch, unless the visitor has left the box meanwhile
  // (a late answer does not open a panel over what they moved on to)…
  useEffect(() => {
    if (settled === 0 || !formRef.current?.contains(document.activeElement)) return;
    setOpen(true);
    setActive(-1);
  }, [settled]);

  // …and hides on a route change.
  useEffect(close, [pathname]);

  const activeId = activeOption ? optionId(activeOption.key) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive((current) => {
      if (!expanded || current < 0) return step === 1 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };

  // Where the form goes without scripts, reached without a page load.
  const showOnSearchPage = () => {
    close();
    handOff();
    navigate(`${buildPath('search', locale)}?${new URLSearchParams({ query: text })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Enter that picks an IME candidate is the input method's.
        if (event.nativeEvent.isComposing) break;
        event.preventDefault();
        if (activeOption) {
          close();
          navigate(activeOption.href);
        } else {
          showOnSearchPage();
        }
        break;
      case 'Escape':
        if (open && hasContent) {
          // Closing the panel is all this Escape does; a drawer around the box stays open.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
          setQuery('');
        }
        break;
    }
  };

  // A submission Enter did not make (a phone keyboard's search key) goes the same way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showOnSearchPage();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const announcement = failed
    ? intl.formatMessage({ id: 'search.error' })
    : status === 'success' && groups
      ? intl.formatMessage({ id: 'search.found' }, { count: options.length })
      : '';

  return (
    <form
      ref={formRef}
      className={`search-box search-box--${variant}${status === 'loading' ? ' search-box--loading' : ''}`}
      role="search"
      // Without scripts the query goes to the search page, which the server renders with its results.
      action={buildPath('search', locale)}
      method="get"
      onSubmit={onSubmit}
      onMouseLeave={close}
      onBlur={onBlur}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-box__input"
        type="search"
        name="query"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={activeId}
        aria-busy={status === 'loading'}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setQuery(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && hasContent && (
        <SearchPanel
          listboxId={listboxId}
          optionId={optionId}
          groups={groups}
          failed={failed}
          activeKey={activeOption?.key}
          onPick={close}
        />
      )}
      <div className="visually-hidden" role="status">
        {open ? announcement : ''}
      </div>
    </form>
  );
}

// The shell loads this module through the contract; a mismatch fails the type-check here.
void ({ default: SearchBox } satisfies RemoteModules['mf_search/search-box']);
