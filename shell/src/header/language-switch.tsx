import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localizePath, type Locale } from '@clinic/contracts/locale';
import { pageQuery } from '@clinic/contracts/page-query';
import { useLocale } from '@clinic/i18n/use-locale';
import { storeLocaleCookie } from '../locale-cookie.ts';

/** A full page load of the same page in the other locale. */
export function LanguageSwitch() {
  const locale = useLocale();
  const location = useLocation();
  const intl = useIntl();
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  // The same page in the other language: its list page and filter, not the tracking tags of this visit.
  const href = `${localizePath(location.pathname, other)}${pageQuery(location.search)}`;
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other} onClick={() => storeLocaleCookie(other)}>
      {intl.formatMessage({ id: 'header.language' })}
      {/* WCAG 2.5.3: the name starts with the visible word ("English version of the site"). */}
      <span className="visually-hidden"> {intl.formatMessage({ id: 'header.languageLabel' })}</span>
    </a>
  );
}
