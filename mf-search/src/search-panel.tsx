import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { SearchGroup } from '@clinic/contracts/content/search-groups';
import './search-panel.css';

export interface SearchPanelProps {
  listboxId: string;
  /** The id of an option element, shared with the input's `aria-activedescendant`. */
  optionId: (key: string) => string;
  groups: SearchGroup[] | null;
  failed: boolean;
  activeKey: string | undefined;
  onPick: () => void;
}

// Keeps focus in the input while an option is clicked, as the combobox pattern expects.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The results under the search box: a listbox of three groups, or a quiet note when the search failed. */
export function SearchPanel({ listboxId, optionId, groups, failed, activeKey, onPick }: SearchPanelProps) {
  const intl = useIntl();
  if (failed) {
    return (
      <div className="search-panel">
        <p className="search-panel__error">{intl.formatMessage({ id: 'search.error' })}</p>
      </div>
    );
  }
  if (!groups) return null;
  return (
    // A press on an option keeps the focus in the search box, whose keys (arrows, Enter, Escape) drive the list.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div className="search-panel" onMouseDown={keepFocus}>
      <div
        role="listbox"
        id={listboxId}
        className="search-panel__list"
        aria-label={intl.formatMessage({ id: 'search.results' })}
      >
        {groups.map((group) => {
          const titleId = `${listboxId}-${group.kind}`;
          return (
            <div key={group.kind} role="group" aria-labelledby={titleId} className="search-panel__group">
              <div role="presentation" id={titleId} className="search-panel__title">
                {intl.formatMessage({ id: `search.group.${group.kind}` })}
              </div>
              {group.options.length === 0 ? (
                <div role="option" aria-disabled="true" aria-selected="false" className="search-panel__empty">
                  {intl.formatMessage({ id: 'search.notFound' })}
                </div>
              ) : (
                group.options.map((option) => (
                  <Link
                    key={option.key}
                    id={optionId(option.key)}
                    role="option"
                    aria-selected={option.key === activeKey}
                    tabIndex={-1}
                    className="search-panel__option"
                    to={option.href}
                    onClick={onPick}
                  >
                    {option.name}
                  </Link>
                ))
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
