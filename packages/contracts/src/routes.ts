import { type Locale, LOCALES, localePrefix, splitLocale } from './locale.ts';

type Layout = 'default' | 'promo';

export interface RouteDefinition {
  /** Route id without the locale suffix, e.g. `likari-slug`. */
  id: string;
  /** Ukrainian path pattern; `:name` is a parameter, `:name?` an optional one. */
  path: string;
  layout: Layout;
}

const route = (id: string, path: string, layout: Layout = 'default'): RouteDefinition => ({ id, path, layout });

/**
 * Every page of spec §2. Order matters: static pages first, then detail and
 * optional-parameter pages, the direction catch-all last.
 */
export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/'),
  route('about-us', '/about-us'),
  route('actions', '/actions'),
  route('bezperervnij-profesijnij-rozvitok-likariv', '/bezperervnij-profesijnij-rozvitok-likariv'),
  route('blog', '/blog'),
  route('calculator', '/calculator'),
  route('clinics', '/clinics'),
  route('complexes', '/complexes'),
  route('contacts', '/contacts'),
  route('endolift_promo', '/endolift_promo', 'promo'),
  route('internatura', '/internatura'),
  route('photo-gallery', '/photo-gallery'),
  route('posluhy', '/posluhy'),
  route('vacancies', '/vacancies'),
  route('zahvoryuvannya', '/zahvoryuvannya'),
  route('actions-action', '/actions/:action'),
  route('blog-post', '/blog/:post'),
  route('clinics-slug', '/clinics/:slug'),
  route('complexes-complex', '/complexes/:complex'),
  route('zahvoryuvannya-disease', '/zahvoryuvannya/:disease'),
  route('likari-slug', '/likari/:slug?'),
  route('likari-direction-doctor', '/likari/:direction?/:doctor?'),
  route('prices-slug', '/prices/:slug?'),
  route('direction-subdirection', '/:direction/:subdirection?'),
];

export type RouteId = string;

/** `likari-slug` + `en` → `likari-slug___en` (spec §2: route names carry a locale suffix). */
function routeName(id: RouteId, locale: Locale): string {
  return `${id}___${locale}`;
}

/** The path pattern of a route in a locale: `/likari/:slug?` → `/en/likari/:slug?`. */
function localizedPattern(definition: RouteDefinition, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (definition.path === '/') return prefix || '/';
  return `${prefix}${definition.path}`;
}

export interface LocalizedRoute extends RouteDefinition {
  name: string;
  locale: Locale;
  pattern: string;
}

/** Both locales' variants of every route, English ones first so `/en/...` never falls into the catch-all. */
export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = [...LOCALES]
  .reverse()
  .flatMap((locale) =>
    ROUTES.map((definition) => ({
      ...definition,
      locale,
      name: routeName(definition.id, locale),
      pattern: localizedPattern(definition, locale),
    })),
  );

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  name: string;
  params: Record<string, string | undefined>;
}

/** Matches a pathname against the route table the way the shell's router does (trailing slash ignored). */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((segment) => segment === null)) return null;
  for (const definition of ROUTES) {
    const params = matchSegments(definition.path, segments as string[]);
    if (params) return { route: definition, locale, name: routeName(definition.id, locale), params };
  }
  return null;
}

function matchSegments(pattern: string, segments: string[]): Record<string, string | undefined> | null {
  const parts = pattern.split('/').filter(Boolean);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith(':')) {
      params[part.replace(/^:|\?$/g, '')] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Builds a concrete path: `path('likari-direction-doctor', 'en', {direction, doctor})`. */
export function buildPath(id: RouteId, locale: Locale, params: Record<string, string | undefined> = {}): string {
  const definition = ROUTES.find((candidate) => candidate.id === id);
  if (!definition) throw new Error(`Unknown route id "${id}"`);
  const filled = definition.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? params[part.replace(/^:|\?$/g, '')] : part))
    .filter((part): part is string => part !== undefined && part !== '')
    .map(encodeURIComponent);
  const bare = `/${filled.join('/')}`;
  const prefix = localePrefix(locale);
  return bare === '/' ? prefix || '/' : `${prefix}${bare}`;
}
