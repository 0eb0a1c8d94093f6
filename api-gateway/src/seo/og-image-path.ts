import { isLocale, localizePath, splitLocale, type Locale } from '@clinic/contracts/locale';

/** The Open Graph picture of a page: `/en/blog/x` → `/og/en/blog/x.png`, the home page `/og/uk/index.png`. */
export function ogImagePath(locale: Locale, pathname: string): string {
  const { path } = splitLocale(pathname);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `/og/${locale}${bare === '/' ? '/index' : bare}.png`;
}

/** The page a picture path names, or null: `/og/en/blog/x.png` → `{locale: 'en', pathname: '/en/blog/x'}`. */
export function pageOfOgImage(imagePath: string): { locale: Locale; pathname: string } | null {
  const match = /^\/og\/([a-z]+)(\/.+)\.png$/.exec(imagePath);
  if (!match || !isLocale(match[1])) return null;
  const bare = match[2] === '/index' ? '/' : match[2]!;
  if (splitLocale(bare).locale !== 'uk') return null;
  return { locale: match[1], pathname: localizePath(bare, match[1]) };
}
