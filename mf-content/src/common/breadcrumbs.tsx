import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home, then each level; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const all: Crumb[] = [
    { label: intl.formatMessage({ id: 'content.breadcrumbs.home' }), to: buildPath('index', locale) },
    ...items,
  ];
  return (
    <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'content.breadcrumbs.label' })}>
      <ol>
        {all.map((crumb, index) =>
          index === all.length - 1 || !crumb.to ? (
            <li key={crumb.label} aria-current={index === all.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.label}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
