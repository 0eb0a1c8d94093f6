import { LOCALES, localizePath, splitLocale, type Locale } from '@clinic/contracts/locale';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import type { ContentSource } from '../content/source.ts';
import { ogImagePath } from './og-image-path.ts';
import { OG_IMAGE_SIZE } from './og-image-size.ts';
import { pageStructuredData } from './page-structured-data.ts';
import { clinicJsonLd, networkId, openingHoursSpecification, postalAddress, telephone } from './structured-data.ts';
import { SITE_NAME, type PageMeta } from './page-meta.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** What a page's `<head>` says about it; the same data updates the head on client-side navigation. */
export interface PageHeadData {
  status: number;
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the page; null for error pages, which are not to be indexed. */
  canonical: string | null;
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
  /** Absolute URL of the Open Graph picture: a PNG made of the page's picture and title; the site logo on error pages. */
  image: string;
  /** What the picture shows, for `og:image:alt`. */
  imageAlt?: string;
  /** `article` on blog posts, with their publication date. */
  ogType?: 'website' | 'article';
  publishedTime?: string;
  /** The page's own JSON-LD blocks (its item's type, its breadcrumbs), written beside the business listing. */
  structuredData?: object[];
}

const OG_LOCALE: Record<Locale, string> = { uk: 'uk_UA', en: 'en_US' };

/** The shell's logo, which its build copies next to `index.html` and the gateway serves from the site root. */
export const DEFAULT_OG_IMAGE = '/favicon.svg';

/** The public origin: PUBLIC_URL when configured, else the request's own. */
export function siteOrigin(
  publicUrl: string | undefined,
  request: { protocol: string; host: string | undefined },
): string {
  return publicUrl ?? `${request.protocol}://${request.host ?? 'localhost'}`;
}

/** `/en/blog/x/` → `/blog/x`: the page's path without locale prefix or trailing slash. */
function barePath(pathname: string): string {
  const { path } = splitLocale(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function pageHeadData(meta: PageMeta, locale: Locale, pathname: string, origin: string): PageHeadData {
  const bare = barePath(meta.canonicalPath ?? pathname);
  const url = (target: Locale) => `${origin}${localizePath(bare, target)}`;
  if (meta.status !== 200 || meta.noindex) {
    return {
      status: meta.status,
      locale,
      title: meta.title,
      description: meta.description,
      canonical: null,
      alternates: [],
      image: new URL(DEFAULT_OG_IMAGE, origin).href,
    };
  }
  const canonical = url(locale);
  const post = meta.item?.type === 'post' ? meta.item.post : undefined;
  return {
    status: meta.status,
    locale,
    title: meta.title,
    description: meta.description,
    canonical,
    alternates: [
      ...LOCALES.map((target) => ({ hreflang: target, href: url(target) })),
      { hreflang: 'x-default' as const, href: url('uk') },
    ],
    image: `${origin}${ogImagePath(locale, bare)}`,
    imageAlt: meta.title,
    ogType: post ? 'article' : 'website',
    ...(post && { publishedTime: post.date }),
    structuredData: pageStructuredData(meta, locale, canonical, origin, {
      name: SITE_NAME[locale],
      logo: DEFAULT_OG_IMAGE,
    }),
  };
}

/** The `<head>` tags after `<title>`: description, canonical, hreflang alternates, Open Graph (with its image) and the JSON-LD. */
export function renderHeadTags(head: PageHeadData, jsonLd?: object): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [meta('name', 'description', head.description)];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alternate of head.alternates)
      tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`);
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  tags.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME[head.locale]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.image),
  );
  if (head.imageAlt) {
    tags.push(
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
      meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
      meta('property', 'og:image:alt', head.imageAlt),
    );
  }
  tags.push(
    meta('property', 'og:locale', OG_LOCALE[head.locale]),
    ...LOCALES.filter((locale) => locale !== head.locale).map((locale) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[locale]),
    ),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  for (const block of [jsonLd, ...(head.structuredData ?? [])]) {
    if (block) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return tags.join('\n');
}

/** The business listing: price range, phone, address, social profiles and both clinics with their hours (Google's LocalBusiness guide). */
function businessJsonLd(clinics: Clinic[], socials: string[], locale: Locale, origin: string): object | undefined {
  const main = clinics[0];
  if (!main) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': networkId(origin),
    name: SITE_NAME[locale],
    url: `${origin}${localizePath('/', locale)}`,
    logo: new URL(DEFAULT_OG_IMAGE, origin).href,
    image: new URL(main.image, origin).href,
    priceRange: '₴₴',
    telephone: telephone(main.phone),
    email: main.email,
    address: postalAddress(main),
    geo: { '@type': 'GeoCoordinates', latitude: main.coordinates.lat, longitude: main.coordinates.lng },
    // The network's own address, place and hours are its main clinic's; each clinic is a department with its own.
    openingHoursSpecification: [openingHoursSpecification(main.opening_hours)],
    sameAs: socials,
    department: clinics.map((clinic) => clinicJsonLd(clinic, locale, origin, false)),
  };
}

/** The business JSON-LD from the content source; a source that fails leaves it out rather than the page. */
export async function loadBusinessJsonLd(
  source: ContentSource,
  locale: Locale,
  origin: string,
): Promise<object | undefined> {
  try {
    const [clinics, navs] = await Promise.all([source.get(locale, 'clinics', {}), source.get(locale, 'navs', {})]);
    return businessJsonLd(
      clinics,
      navs.socials.map((social) => social.link),
      locale,
      origin,
    );
  } catch {
    return undefined;
  }
}
