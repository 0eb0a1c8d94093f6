import { localizePath } from '@clinic/contracts/locale';

/** One page of every route family of the route table (Ukrainian paths; `inLocale` for English), and the 404 page. */
export const ROUTE_SAMPLES = [
  '/',
  '/about-us',
  '/actions',
  '/actions/zymovyi-chekap',
  '/bezperervnij-profesijnij-rozvitok-likariv',
  '/blog',
  '/blog/zymovyi-dohliad-za-shkiroiu',
  '/calculator',
  '/clinics',
  '/clinics/klinika-na-pechersku',
  '/complexes',
  '/complexes/chysta-shkira',
  '/contacts',
  '/endolift_promo',
  '/internatura',
  '/photo-gallery',
  '/polityka-konfidentsiinosti',
  '/posluhy',
  '/vacancies',
  '/zahvoryuvannya',
  '/zahvoryuvannya/akne',
  '/likari',
  '/likari/dermatolohiia',
  '/likari/dermatolohiia/olena-kovalenko',
  '/prices',
  '/prices/dermatolohiia',
  '/dermatolohiia',
  '/dermatolohiia/trykholohiia',
  '/no-such-page',
] as const;

/** A sample's address in a locale: `/en` before it, in the page's English slug where it has one. */
export const inLocale = (path: string, locale: 'uk' | 'en') => localizePath(path, locale);
