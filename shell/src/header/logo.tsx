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
      {/* A sprig of heather (вереск): the network's name, drawn as its mark. */}
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="12" fill="#0f6b6e" />
        <path d="M14 33c4-6 7-13 8-24" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M18 24c-4 0-7-2-8-5 4-1 7 1 8 5z" fill="#9fd8c9" />
        <ellipse cx="24.5" cy="10" rx="3" ry="3.6" fill="#f3b6d6" />
        <ellipse cx="26.5" cy="16.5" rx="3" ry="3.6" fill="#e88fbe" />
        <ellipse cx="17.5" cy="14" rx="2.8" ry="3.4" fill="#f3b6d6" />
        <ellipse cx="25" cy="23" rx="2.8" ry="3.4" fill="#f3b6d6" />
      </svg>
      <span className="logo__name">{intl.formatMessage({ id: 'site.name' })}</span>
      {/* WCAG 2.5.3: the name starts with the visible site name ("Клініки «Вереск» (на головну)"). */}
      <span className="visually-hidden"> ({intl.formatMessage({ id: 'header.logo' })})</span>
    </Link>
  );
}
