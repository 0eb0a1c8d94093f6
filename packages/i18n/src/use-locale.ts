import { useIntl } from 'react-intl';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@clinic/contracts/locale';

/** The page's locale as the shell set it in the intl context. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
