import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import './logo.css';

export function Logo() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Link to={buildPath('index', locale)} className="logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0f6b6e" />
        <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
      </svg>
      <span className="logo__name">{intl.formatMessage({ id: 'site.name' })}</span>
      {/* WCAG 2.5.3: the name starts with the visible site name ("Мережа клінік (на головну)"). */}
      <span className="visually-hidden"> ({intl.formatMessage({ id: 'header.logo' })})</span>
    </Link>
  );
}
