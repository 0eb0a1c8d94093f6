import type { Locale } from '@clinic/contracts/locale';
import type { PageMeta } from './page-meta.ts';
import {
  actionOfferJsonLd,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  complexOfferJsonLd,
  diseasePageJsonLd,
  physicianJsonLd,
  postMedicalPageJsonLd,
  priceListJsonLd,
  ratedServiceJsonLd,
} from './structured-data.ts';

/** The structured data of a page beside the business listing: its item's own type, and its breadcrumbs. */
export function pageStructuredData(
  meta: PageMeta,
  locale: Locale,
  url: string,
  origin: string,
  site: { name: string; logo: string },
): object[] {
  const blocks: object[] = [];
  const item = meta.item;
  if (item?.type === 'doctor') blocks.push(physicianJsonLd(item.doctor, url, origin, item.rating));
  if (item?.type === 'direction' && item.rating)
    blocks.push(ratedServiceJsonLd(item.name, item.description, url, origin, item.rating));
  if (item?.type === 'disease') blocks.push(diseasePageJsonLd(item.disease, url, locale, origin));
  if (item?.type === 'post') {
    blocks.push(blogPostingJsonLd(item.post, url, locale, origin, site.name, site.logo));
    const medical = postMedicalPageJsonLd(item.post, url, locale, origin);
    if (medical) blocks.push(medical);
  }
  if (item?.type === 'clinic') blocks.push(clinicJsonLd(item.clinic, locale, origin));
  if (item?.type === 'complex') blocks.push(complexOfferJsonLd(item.complex, url, origin));
  if (item?.type === 'action')
    blocks.push(actionOfferJsonLd(item.action, url, origin, new Date().toISOString().slice(0, 10)));
  if (item?.type === 'prices' && item.prices.length) blocks.push(priceListJsonLd(item.name, item.prices, url, origin));
  if (meta.crumbs?.length) blocks.push(breadcrumbJsonLd(meta.crumbs, origin));
  return blocks;
}
