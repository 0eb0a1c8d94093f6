import { type Locale, LOCALES, localePrefix, routePath, splitLocale, translatePath } from './locale.ts';

type Layout = 'default' | 'promo';

export interface RouteDefinition<TId extends string = string, TPath extends string = string> {
  /** Route id without the locale suffix, e.g. `likari-slug`. */
  id: TId;
  /** Ukrainian path pattern; `:name` is a parameter, `:name?` an optional one. */
  path: TPath;
  layout: Layout;
  /** A page of the site's machinery (search results, a form on a page of its own): kept out of the sitemap and of search engines. */
  utility?: true;
}

const route = <const TId extends string, const TPath extends string>(
  id: TId,
  path: TPath,
  layout: Layout = 'default',
): RouteDefinition<TId, TPath> => ({
  id,
  path,
  layout,
});

/** What works without scripts too: search results and each form on a page of its own, where the dialogs are not. */
const utilityRoute = <const TId extends string, const TPath extends string>(
  id: TId,
  path: TPath,
): RouteDefinition<TId, TPath> => ({ ...route(id, path), utility: true });

/**
 * Every page of the site. Order matters: static pages first, then detail and
 * optional-parameter pages, the direction catch-all last.
 */
export const ROUTES = [
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
  route('polityka-konfidentsiinosti', '/polityka-konfidentsiinosti'),
  route('posluhy', '/posluhy'),
  route('vacancies', '/vacancies'),
  route('zahvoryuvannya', '/zahvoryuvannya'),
  utilityRoute('search', '/search'),
  utilityRoute('order', '/order'),
  utilityRoute('declaration', '/declaration'),
  utilityRoute('review', '/review'),
  utilityRoute('vacancy', '/vacancy'),
  utilityRoute('payment', '/payment'),
  route('actions-action', '/actions/:action'),
  route('blog-post', '/blog/:post'),
  route('clinics-slug', '/clinics/:slug'),
  route('complexes-complex', '/complexes/:complex'),
  route('zahvoryuvannya-disease', '/zahvoryuvannya/:disease'),
  route('likari-slug', '/likari/:slug?'),
  route('likari-direction-doctor', '/likari/:direction?/:doctor?'),
  route('prices-slug', '/prices/:slug?'),
  route('direction-subdirection', '/:direction/:subdirection?'),
] as const;

type Route = (typeof ROUTES)[number];
export type RouteId = Route['id'];

/** `/likari/:direction?/:doctor?` → `'direction?' | 'doctor?'`. */
type ParamNames<TPath extends string> = TPath extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : TPath extends `:${infer Name}`
    ? Name
    : never;

type ParamsOfPath<TPath extends string> = [ParamNames<TPath>] extends [never]
  ? // No parameter: any given is a mistake.
    { [name: string]: never }
  : Flatten<
      { [Name in ParamNames<TPath> as Name extends `${string}?` ? never : Name]: string } & {
        [Name in ParamNames<TPath> as Name extends `${infer Optional}?` ? Optional : never]?: string;
      }
    >;

/** One object type instead of an intersection, so editors and type tests show the plain shape. */
type Flatten<T> = { [Key in keyof T]: T[Key] };

/** A route's parameters from its path: `likari-direction-doctor` → `{ direction?: string; doctor?: string }`; of several routes, one of theirs. */
export type RouteParams<TId extends RouteId> = TId extends RouteId
  ? ParamsOfPath<Extract<Route, { id: TId }>['path']>
  : never;

/** The routes whose path can be built without parameters (`/blog`, `/likari`). */
export type RouteIdWithoutRequiredParams = {
  [TId in RouteId]: Record<never, never> extends RouteParams<TId> ? TId : never;
}[RouteId];

/** `likari-slug` + `en` → `likari-slug___en` (route names carry a locale suffix). */
function routeName(id: RouteId, locale: Locale): string {
  return `${id}___${locale}`;
}

/** The path pattern of a route in a locale: `/likari/:slug?` → `/en/likari/:slug?`. */
function localizedPattern(definition: RouteDefinition, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (definition.path === '/') return prefix || '/';
  return `${prefix}${translatePath(definition.path, locale)}`;
}

export type LocalizedRoute = Route & {
  name: string;
  locale: Locale;
  pattern: string;
};

/** Both locales' variants of every route, English ones first so `/en/...` never falls into the catch-all. */
export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = [...LOCALES].reverse().flatMap((locale) =>
  ROUTES.map((definition) => ({
    ...definition,
    locale,
    name: routeName(definition.id, locale),
    pattern: localizedPattern(definition, locale),
  })),
);

/** A pathname matched to a route; a `switch` on `id` types `params` as that route's. */
export type RouteMatch = {
  [TId in RouteId]: { id: TId; locale: Locale; name: string; params: RouteParams<TId> };
}[RouteId];

/** Matches a pathname against the route table the way the shell's router does (trailing slash ignored). */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path: localPath } = splitLocale(pathname);
  const path = routePath(localPath, locale);
  if (path === null) return null;
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((segment) => segment === null)) return null;
  for (const definition of ROUTES) {
    const params = matchSegments(definition.path, segments as string[]);
    // The params were read off this route's own pattern, so they are its params.
    if (params) return { id: definition.id, locale, name: routeName(definition.id, locale), params } as RouteMatch;
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

const PATTERNS = Object.fromEntries(ROUTES.map((definition) => [definition.id, definition.path])) as Record<
  RouteId,
  string
>;

/**
 * Builds a concrete path: `buildPath('likari-direction-doctor', 'en', { direction, doctor })`.
 * The params are the route's own: a missing required one or an unknown name does not compile.
 */
export function buildPath<TId extends RouteIdWithoutRequiredParams>(
  id: TId,
  locale: Locale,
  params?: RouteParams<TId>,
): string;
export function buildPath<TId extends RouteId>(id: TId, locale: Locale, params: RouteParams<TId>): string;
export function buildPath(id: RouteId, locale: Locale, params: Record<string, string | undefined> = {}): string {
  const filled = PATTERNS[id]
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? params[part.replace(/^:|\?$/g, '')] : part))
    .filter((part): part is string => part !== undefined && part !== '')
    .map(encodeURIComponent);
  const bare = translatePath(`/${filled.join('/')}`, locale);
  const prefix = localePrefix(locale);
  return bare === '/' ? prefix || '/' : `${prefix}${bare}`;
}

/** Whether a route is one of the site's machinery (search results, a form's page): not for the sitemap or search engines. */
export function isUtilityRoute(id: RouteId): boolean {
  return ROUTES.some((definition) => definition.id === id && 'utility' in definition && definition.utility === true);
}
