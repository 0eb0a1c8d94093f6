import { LOCALES, localizePath, splitLocale, type Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import type { Clinic } from '@clinic/contracts/content/clinic';
import type { ContentSource } from '../content/source.ts';
import { SITE_NAME, type PageMeta } from './page-meta.ts';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import { escapeHtml } from './render-page.ts';

/** What a page's `<head>` says about it; the same data updates the head on client-side navigation. */
export interface PageHeadData {
  status: number;
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the page; null for error pages, which are not to be indexed. */
  canonical: string | null;
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
  /** Absolute URL of the Open Graph picture: the item's own, else the site logo. */
  image: string;
}

const OG_LOCALE: Record<Locale, string> = { uk: 'uk_UA', en: 'en_US' };

/** The shell's logo, which its build copies next to `index.html` and the gateway serves from the site root. */
export const DEFAULT_OG_IMAGE = '/favicon.svg';

/** The public origin: PUBLIC_URL when configured, else the request's own. */
export function siteOrigin(publicUrl: string | undefined, request: { protocol: string; host: string | undefined }): string {
  return publicUrl ?? `${request.protocol}://${request.host ?? 'localhost'}`;
}

/** `/en/blog/x/` → `/blog/x`: the page's path without locale prefix or trailing slash. */
function barePath(pathname: string): string {
  const { path } = splitLocale(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function pageHeadData(meta: PageMeta, locale: Locale, pathname: string, origin: string): PageHeadData {
  const bare = barePath(pathname);
  const url = (target: Locale) => `${origin}${localizePath(bare, target)}`;
  const indexable = meta.status === 200;
  return {
    status: meta.status,
    locale,
    title: meta.title,
    description: meta.description,
    canonical: indexable ? url(locale) : null,
    alternates: indexable ? [...LOCALES.map((target) => ({ hreflang: target, href: url(target) })), { hreflang: 'x-default' as const, href: url('uk') }] : [],
    image: new URL(meta.image ?? DEFAULT_OG_IMAGE, origin).href,
  };
}

/** The `<head>` tags after `<title>`: description, canonical, hreflang alternates, Open Graph (with its image) and the JSON-LD. */
export function renderHeadTags(head: PageHeadData, jsonLd?: object): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [meta('name', 'description', head.description)];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alternate of head.alternates) tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`);
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME[head.locale]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', OG_LOCALE[head.locale]),
    ...LOCALES.filter((locale) => locale !== head.locale).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALE[locale])),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  tags.push(meta('name', 'twitter:card', 'summary'));
  if (jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`);
  return tags.join('\n');
}

const telephone = (phone: string) => `+${phone.replace(/\D/g, '')}`;

function postalAddress(clinic: Clinic) {
  return { '@type': 'PostalAddress', streetAddress: clinic.address, addressCountry: 'UA' };
}

/** Spec §3 "business listing": price range, phone, address, social profiles and both clinics with their hours. */
export function businessJsonLd(clinics: Clinic[], socials: string[], locale: Locale, origin: string): object | undefined {
  const main = clinics[0];
  if (!main) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic-network`,
    name: SITE_NAME[locale],
    url: `${origin}${localizePath('/', locale)}`,
    priceRange: '₴₴',
    telephone: telephone(main.phone),
    email: main.email,
    address: postalAddress(main),
    sameAs: socials,
    department: clinics.map((clinic) => ({
      '@type': 'MedicalClinic',
      name: clinic.name,
      url: `${origin}${buildPath('clinics-slug', locale, { slug: clinic.slug })}`,
      image: new URL(clinic.image, origin).href,
      telephone: telephone(clinic.phone),
      email: clinic.email,
      address: postalAddress(clinic),
      geo: { '@type': 'GeoCoordinates', latitude: clinic.coordinates.lat, longitude: clinic.coordinates.lng },
      openingHours: clinic.opening_hours,
    })),
  };
}

/** The business JSON-LD from the content source; a source that fails leaves it out rather than the page. */
export async function loadBusinessJsonLd(source: ContentSource, locale: Locale, origin: string): Promise<object | undefined> {
  try {
    const [clinics, navs] = await Promise.all([source.get(locale, 'clinics', {}), source.get(locale, 'navs', {})]);
    return businessJsonLd(clinics, navs.socials.map((social) => social.link), locale, origin);
  } catch {
    return undefined;
  }
}
