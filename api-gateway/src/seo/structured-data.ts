import { PAYMENT } from '@clinic/contracts/constants';
import type { Action } from '@clinic/contracts/content/action';
import { isActionActive } from '@clinic/contracts/content/action-period';
import type { Clinic } from '@clinic/contracts/content/clinic';
import type { Complex } from '@clinic/contracts/content/complex';
import type { PriceItem } from '@clinic/contracts/content/direction';
import type { Disease } from '@clinic/contracts/content/disease';
import type { Doctor } from '@clinic/contracts/content/doctor';
import type { DoctorRef } from '@clinic/contracts/content/fields';
import type { ReviewSummary } from '@clinic/contracts/content/review';
import type { Post } from '@clinic/contracts/content/post';
import type { Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';

/** schema.org JSON-LD builders, one per page family; every URL in them is absolute. */

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** One `@id` per clinic in both locales (the Ukrainian page's URL), so every page can point at the same clinic. */
const clinicId = (origin: string, slug: string) => `${origin}${buildPath('clinics-slug', 'uk', { slug })}#clinic`;
export const networkId = (origin: string) => `${origin}/#clinic-network`;

export const telephone = (phone: string) => `+${phone.replace(/\D/g, '')}`;

const DAYS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const DAY_ORDER = Object.keys(DAYS);

/** `Mo-Sa 09:00-20:00` (the contract's form) → an `OpeningHoursSpecification`. */
export function openingHoursSpecification(openingHours: string): JsonLd {
  const [, from, to, opens, closes] = /^(\w\w)(?:-(\w\w))? (\d\d:\d\d)-(\d\d:\d\d)$/.exec(openingHours)!;
  const days = DAY_ORDER.slice(DAY_ORDER.indexOf(from!), DAY_ORDER.indexOf(to ?? from!) + 1);
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `${CONTEXT}/${DAYS[day]}`),
    opens,
    closes,
  };
}

/** Google's LocalBusiness guide wants the address split; a CMS without the parts gives the whole address as the street. */
export function postalAddress(clinic: Clinic): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: clinic.street_address ?? clinic.address,
    ...(clinic.locality && { addressLocality: clinic.locality }),
    ...(clinic.postal_code && { postalCode: clinic.postal_code }),
    addressCountry: 'UA',
  };
}

/** A clinic as a `MedicalClinic` business listing, part of the network. */
export function clinicJsonLd(clinic: Clinic, locale: Locale, origin: string, context = true): JsonLd {
  return {
    ...(context && { '@context': CONTEXT }),
    '@type': 'MedicalClinic',
    '@id': clinicId(origin, clinic.slug),
    name: clinic.name,
    url: `${origin}${buildPath('clinics-slug', locale, { slug: clinic.slug })}`,
    image: absolute(clinic.image, origin),
    telephone: telephone(clinic.phone),
    email: clinic.email,
    priceRange: '₴₴',
    address: postalAddress(clinic),
    geo: { '@type': 'GeoCoordinates', latitude: clinic.coordinates.lat, longitude: clinic.coordinates.lng },
    openingHours: clinic.opening_hours,
    openingHoursSpecification: [openingHoursSpecification(clinic.opening_hours)],
    parentOrganization: { '@id': networkId(origin) },
  };
}

/** schema.org's `MedicalSpecialty` values for the directions that have one; others are named in words. */
const MEDICAL_SPECIALTY: Record<string, string> = {
  dermatolohiia: 'Dermatology',
  trykholohiia: 'Dermatology',
  'dytiacha-dermatolohiia': 'Dermatology',
  hinekolohiia: 'Gynecologic',
  terapiia: 'PrimaryCare',
  kardiolohiia: 'Cardiovascular',
  endokrynolohiia: 'Endocrine',
  urolohiia: 'Urologic',
  'plastychna-khirurhiia': 'PlasticSurgery',
  'uzd-diahnostyka': 'Radiography',
  'laboratorna-diahnostyka': 'LaboratoryScience',
  pediatriia: 'Pediatric',
  nevrolohiia: 'Neurologic',
};

/** schema.org `aggregateRating` on the 1–5 scale of the review form. */
function aggregateRatingJsonLd(rating: ReviewSummary): JsonLd {
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.ratingValue,
    reviewCount: rating.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

export function physicianJsonLd(doctor: Doctor, url: string, origin: string, rating?: ReviewSummary): JsonLd {
  const specialties = [
    ...new Set(
      doctor.directions.map((direction) =>
        MEDICAL_SPECIALTY[direction.slug] ? `${CONTEXT}/${MEDICAL_SPECIALTY[direction.slug]}` : direction.name,
      ),
    ),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'Physician',
    '@id': `${url}#physician`,
    name: doctor.name,
    url,
    image: absolute(doctor.photo, origin),
    description: doctor.position,
    medicalSpecialty: specialties,
    ...(doctor.languages?.length && { knowsLanguage: doctor.languages }),
    ...(doctor.education?.length && {
      alumniOf: doctor.education.map((item) => ({ '@type': 'EducationalOrganization', name: item.institution })),
    }),
    ...(doctor.licence && {
      identifier: { '@type': 'PropertyValue', name: 'Specialist certificate', value: doctor.licence },
    }),
    memberOf: doctor.clinics.map((clinic) => ({ '@id': clinicId(origin, clinic.slug) })),
    priceRange: `${doctor.consultation_price} ${PAYMENT.currency}`,
    ...(rating && { aggregateRating: aggregateRatingJsonLd(rating) }),
  };
}

/** A direction's page as the service the network provides, stated only when patients have rated it. */
export function ratedServiceJsonLd(
  name: string,
  description: string,
  url: string,
  origin: string,
  rating: ReviewSummary,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    description,
    url,
    provider: { '@id': networkId(origin) },
    aggregateRating: aggregateRatingJsonLd(rating),
  };
}

/** The doctor who checked a page's medical facts (`reviewedBy` takes a person), pointing at their own page. */
function reviewerJsonLd(reviewer: DoctorRef, locale: Locale, origin: string): JsonLd {
  const url = `${origin}${buildPath('likari-direction-doctor', locale, { direction: reviewer.direction, doctor: reviewer.slug })}`;
  return {
    '@type': 'Person',
    name: reviewer.name,
    jobTitle: reviewer.position,
    url,
    ...(reviewer.photo && { image: absolute(reviewer.photo, origin) }),
  };
}

export function diseasePageJsonLd(disease: Disease, url: string, locale: Locale, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalWebPage',
    url,
    name: disease.meta_title,
    inLanguage: locale,
    ...(disease.last_reviewed && { lastReviewed: disease.last_reviewed }),
    // A CMS without a named reviewer leaves the network as the one that stands behind the text.
    reviewedBy: disease.reviewed_by
      ? reviewerJsonLd(disease.reviewed_by, locale, origin)
      : { '@id': networkId(origin) },
    about: {
      '@type': 'MedicalCondition',
      name: disease.name,
      description: disease.excerpt,
      image: absolute(disease.image, origin),
    },
  };
}

export function blogPostingJsonLd(
  post: Post,
  url: string,
  locale: Locale,
  origin: string,
  siteName: string,
  logo: string,
): JsonLd {
  const network = {
    '@type': 'Organization',
    '@id': networkId(origin),
    name: siteName,
    url: `${origin}${buildPath('index', locale)}`,
  };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.excerpt,
    image: [absolute(post.image, origin)],
    datePublished: post.date,
    // The contract has one date per post: a post is not edited after it is published.
    dateModified: post.date,
    inLanguage: locale,
    author: network,
    publisher: { ...network, logo: { '@type': 'ImageObject', url: absolute(logo, origin) } },
  };
}

/** A post as a medical page: who reviewed its facts and when, beside its `BlogPosting`. */
export function postMedicalPageJsonLd(post: Post, url: string, locale: Locale, origin: string): JsonLd | undefined {
  if (!post.reviewed_by) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'MedicalWebPage',
    url,
    name: post.title,
    inLanguage: locale,
    ...(post.last_reviewed && { lastReviewed: post.last_reviewed }),
    reviewedBy: reviewerJsonLd(post.reviewed_by, locale, origin),
    mainEntity: { '@id': `${url}#post` },
  };
}

/** A complex is one offer at its price (the old price as the struck-through one), at the clinics that sell it. */
export function complexOfferJsonLd(complex: Complex, url: string, origin: string): JsonLd {
  const price = (amount: number, priceType?: string) => ({
    '@type': 'UnitPriceSpecification',
    price: amount,
    priceCurrency: PAYMENT.currency,
    ...(priceType && { priceType }),
  });
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    url,
    name: complex.name,
    description: complex.description,
    image: absolute(complex.image, origin),
    price: complex.price,
    priceCurrency: PAYMENT.currency,
    priceSpecification: [
      price(complex.price),
      ...(complex.price_old !== null ? [price(complex.price_old, `${CONTEXT}/StrikethroughPrice`)] : []),
    ],
    availability: `${CONTEXT}/InStock`,
    offeredBy: { '@id': networkId(origin) },
    availableAtOrFrom: complex.clinics.map((slug) => ({ '@id': clinicId(origin, slug) })),
  };
}

/** A promotion as an Offer: its price under the promotion and the last day it holds; once over, discontinued. */
export function actionOfferJsonLd(action: Action, url: string, origin: string, today: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Offer',
    url,
    name: action.name,
    description: action.excerpt,
    image: absolute(action.image, origin),
    ...(action.price !== undefined && {
      price: action.price,
      priceCurrency: PAYMENT.currency,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: action.price, priceCurrency: PAYMENT.currency },
      priceValidUntil: action.active_to,
    }),
    validThrough: action.active_to,
    availability: `${CONTEXT}/${isActionActive(action, today) ? 'InStock' : 'Discontinued'}`,
    category: action.category.name,
    offeredBy: { '@id': networkId(origin) },
    availableAtOrFrom: action.clinics.map((slug) => ({ '@id': clinicId(origin, slug) })),
  };
}

/** A price page: its lines as offers of services; a "from" price is a minimum. */
export function priceListJsonLd(name: string, prices: PriceItem[], url: string, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'OfferCatalog',
    url,
    name,
    itemListElement: prices.map((item) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: item.name },
      priceSpecification: {
        '@type': 'PriceSpecification',
        priceCurrency: PAYMENT.currency,
        ...(item.price_from ? { minPrice: item.price } : { price: item.price }),
      },
      offeredBy: { '@id': networkId(origin) },
    })),
  };
}

export interface Crumb {
  name: string;
  /** Site path of the crumb's page. */
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
