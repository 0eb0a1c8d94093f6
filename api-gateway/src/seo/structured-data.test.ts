import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import {
  breadcrumbJsonLd,
  clinicJsonLd,
  openingHoursSpecification,
  postalAddress,
  priceListJsonLd,
} from './structured-data.ts';

type Node = Record<string, unknown>;

/**
 * The schema.org properties our blocks may use, per type (from schema.org's definitions of each
 * type and its parents), and those Google's rich results need. A misspelt or misplaced property fails.
 */
const SCHEMA: Record<string, { allowed: string[]; required: string[] }> = {
  MedicalClinic: {
    allowed: [
      '@id',
      'name',
      'url',
      'logo',
      'image',
      'telephone',
      'email',
      'priceRange',
      'address',
      'geo',
      'openingHours',
      'openingHoursSpecification',
      'sameAs',
      'department',
      'parentOrganization',
    ],
    required: ['@id', 'name', 'url', 'image', 'telephone', 'address', 'geo', 'openingHoursSpecification'],
  },
  Physician: {
    allowed: [
      '@id',
      'name',
      'url',
      'image',
      'description',
      'medicalSpecialty',
      'knowsLanguage',
      'alumniOf',
      'identifier',
      'memberOf',
      'priceRange',
      'aggregateRating',
    ],
    required: ['name', 'url', 'image', 'medicalSpecialty', 'memberOf'],
  },
  EducationalOrganization: { allowed: ['name'], required: ['name'] },
  PropertyValue: { allowed: ['name', 'value'], required: ['value'] },
  AggregateRating: {
    allowed: ['ratingValue', 'reviewCount', 'bestRating', 'worstRating'],
    required: ['ratingValue', 'reviewCount'],
  },
  Person: { allowed: ['name', 'jobTitle', 'url', 'image'], required: ['name', 'url'] },
  MedicalWebPage: {
    allowed: ['url', 'name', 'inLanguage', 'lastReviewed', 'reviewedBy', 'about', 'mainEntity'],
    required: ['url', 'name'],
  },
  MedicalCondition: { allowed: ['name', 'description', 'image'], required: ['name'] },
  BlogPosting: {
    allowed: [
      '@id',
      'mainEntityOfPage',
      'headline',
      'description',
      'image',
      'datePublished',
      'dateModified',
      'inLanguage',
      'author',
      'publisher',
    ],
    required: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  },
  Organization: { allowed: ['@id', 'name', 'url', 'logo'], required: ['name'] },
  Offer: {
    allowed: [
      'url',
      'name',
      'description',
      'image',
      'price',
      'priceCurrency',
      'priceSpecification',
      'priceValidUntil',
      'validThrough',
      'availability',
      'category',
      'offeredBy',
      'availableAtOrFrom',
      'itemOffered',
    ],
    required: ['priceSpecification'],
  },
  OfferCatalog: { allowed: ['url', 'name', 'itemListElement'], required: ['name', 'itemListElement'] },
  Service: { allowed: ['@id', 'name', 'description', 'url', 'provider', 'aggregateRating'], required: ['name'] },
  PriceSpecification: { allowed: ['price', 'minPrice', 'priceCurrency'], required: ['priceCurrency'] },
  UnitPriceSpecification: { allowed: ['price', 'priceCurrency', 'priceType'], required: ['price', 'priceCurrency'] },
  BreadcrumbList: { allowed: ['itemListElement'], required: ['itemListElement'] },
  ListItem: { allowed: ['position', 'name', 'item'], required: ['position', 'name', 'item'] },
  PostalAddress: {
    allowed: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
    required: ['streetAddress', 'addressCountry'],
  },
  GeoCoordinates: { allowed: ['latitude', 'longitude'], required: ['latitude', 'longitude'] },
  OpeningHoursSpecification: { allowed: ['dayOfWeek', 'opens', 'closes'], required: ['dayOfWeek', 'opens', 'closes'] },
  ImageObject: { allowed: ['url'], required: ['url'] },
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a block and every typed object inside it; returns the types it met. */
function validate(block: Node, at = 'block', types: string[] = []): string[] {
  if ('@type' in block) {
    const type = String(block['@type']);
    const rule = SCHEMA[type];
    expect(rule, `${at}: unknown @type ${type}`).toBeDefined();
    types.push(type);
    for (const key of Object.keys(block))
      if (!key.startsWith('@')) expect(rule!.allowed, `${at}: ${type}.${key}`).toContain(key);
    for (const key of rule!.required) expect(block[key], `${at}: ${type} needs ${key}`).toBeDefined();
  } else {
    // A reference to a node described elsewhere.
    expect(
      Object.keys(block).filter((key) => key !== '@context'),
      `${at}: untyped object`,
    ).toEqual(['@id']);
  }
  for (const [key, value] of Object.entries(block)) {
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      if (isNode(item)) validate(item, `${at}.${key}[${index}]`, types);
      if (typeof item === 'string' && /^(?:url|image|item|logo|mainEntityOfPage|sameAs|@id)$/.test(key))
        expect(() => new URL(item), `${at}.${key}`).not.toThrow();
    }
  }
  return types;
}

function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}

describe('JSON-LD builders', () => {
  const source = loadEmbeddedSource();
  const origin = 'https://clinic.example';

  it('turns the contract’s opening hours into an OpeningHoursSpecification', () => {
    expect(openingHoursSpecification('Mo-Sa 09:00-21:00')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
        (day) => `https://schema.org/${day}`,
      ),
      opens: '09:00',
      closes: '21:00',
    });
    expect(openingHoursSpecification('Su 10:00-14:00').dayOfWeek).toEqual(['https://schema.org/Sunday']);
  });

  it('gives each clinic one @id in both locales and its split address; a CMS clinic without the parts keeps the address whole', async () => {
    const [uk, en] = await Promise.all([source.get('uk', 'clinics', {}), source.get('en', 'clinics', {})]);
    expect(clinicJsonLd(uk[0]!, 'uk', origin)['@id']).toBe(clinicJsonLd(en[0]!, 'en', origin)['@id']);
    validate(clinicJsonLd(en[0]!, 'en', origin));
    const { street_address: _street, locality: _locality, postal_code: _postal, ...bare } = en[0]!;
    expect(postalAddress(bare as Clinic)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '32 Yevhena Konovaltsia St, Kyiv',
      addressCountry: 'UA',
    });
  });

  it('marks a “from” price as a minimum price', () => {
    const catalog = priceListJsonLd(
      'Cardiology',
      [{ id: 1, name: 'ECG', price: 400, price_from: true }],
      `${origin}/en/prices/kardiolohiia`,
      origin,
    );
    validate(catalog);
    expect((catalog.itemListElement as Node[])[0]!.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      priceCurrency: 'UAH',
      minPrice: 400,
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/en' },
        { name: 'Blog', path: '/en/blog' },
      ],
      origin,
    );
    validate(list);
    expect((list.itemListElement as Node[]).map((item) => [item.position, item.item])).toEqual([
      [1, `${origin}/en`],
      [2, `${origin}/en/blog`],
    ]);
  });
});

describe('JSON-LD in the HTML of each page family', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    const shell = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    gateway = await startGateway({ env: { SHELL_DIST_DIR: shell, PUBLIC_URL: 'https://clinic.example' } });
  });
  afterAll(() => gateway.close());

  async function blocksOf(pathname: string): Promise<Node[]> {
    const response = await fetch(`${gateway.url}${pathname}`);
    expect(response.status).toBe(200);
    return jsonLdBlocks(await response.text());
  }

  it.each([
    ['/', ['MedicalClinic']],
    ['/en/likari/dermatolohiia/olena-kovalenko', ['MedicalClinic', 'Physician', 'BreadcrumbList']],
    ['/zahvoryuvannya/akne', ['MedicalClinic', 'MedicalWebPage', 'BreadcrumbList']],
    ['/en/blog/yak-pidibraty-sanskrin', ['MedicalClinic', 'BlogPosting', 'MedicalWebPage', 'BreadcrumbList']],
    ['/clinics/klinika-na-oboloni', ['MedicalClinic', 'MedicalClinic', 'BreadcrumbList']],
    ['/en/complexes/chysta-shkira', ['MedicalClinic', 'Offer', 'BreadcrumbList']],
    ['/actions/endolift-minus-15', ['MedicalClinic', 'Offer', 'BreadcrumbList']],
    ['/prices/kardiolohiia', ['MedicalClinic', 'OfferCatalog', 'BreadcrumbList']],
    ['/en/about-us', ['MedicalClinic', 'BreadcrumbList']],
    ['/dermatolohiia/trykholohiia', ['MedicalClinic', 'Service', 'BreadcrumbList']],
  ])('%s carries %j, each valid', async (pathname, types) => {
    const blocks = await blocksOf(pathname);
    expect(blocks.map((block) => block['@type'])).toEqual(types);
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org');
      validate(block);
    }
  });

  it('points a doctor at the clinics of the business listing by their @id', async () => {
    const [business, physician] = await blocksOf('/en/likari/dermatolohiia/olena-kovalenko');
    const clinicIds = (business!.department as Node[]).map((clinic) => clinic['@id']);
    const memberOf = (physician!.memberOf as Node[]).map((reference) => reference['@id']);
    expect(memberOf.length).toBeGreaterThan(0);
    for (const id of memberOf) expect(clinicIds).toContain(id);
    expect(physician!.medicalSpecialty).toContain('https://schema.org/Dermatology');
  });

  it('states a doctor’s languages, where they trained and their certificate', async () => {
    const [, physician] = await blocksOf('/en/likari/dermatolohiia/olena-kovalenko');
    expect(physician).toMatchObject({
      knowsLanguage: ['uk', 'en', 'pl'],
      alumniOf: [
        { '@type': 'EducationalOrganization', name: 'Bogomolets National Medical University' },
        { '@type': 'EducationalOrganization', name: 'Shupyk National Healthcare University of Ukraine' },
      ],
      identifier: { '@type': 'PropertyValue', value: expect.stringMatching(/^\d{6}$/) },
    });
  });

  it('names the doctor who reviewed a post or a disease text, and when', async () => {
    const post = (await blocksOf('/en/blog/yak-pidibraty-sanskrin')).find(
      (block) => block['@type'] === 'MedicalWebPage',
    );
    expect(post).toMatchObject({
      lastReviewed: '2026-05-12',
      reviewedBy: {
        '@type': 'Person',
        name: 'Olena Kovalenko',
        url: 'https://clinic.example/en/likari/dermatolohiia/olena-kovalenko',
      },
    });
    const [, disease] = await blocksOf('/zahvoryuvannya/akne');
    expect(disease).toMatchObject({
      lastReviewed: '2026-10-01',
      reviewedBy: { '@type': 'Person', name: 'Олена Коваленко', jobTitle: 'Лікарка-дерматовенерологиня' },
    });
  });

  it('dates a post and says when a disease text was last reviewed', async () => {
    const [, post] = await blocksOf('/en/blog/yak-pidibraty-sanskrin');
    expect(post!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [, page] = await blocksOf('/zahvoryuvannya/akne');
    expect(page).toMatchObject({ lastReviewed: '2026-10-01', about: { '@type': 'MedicalCondition', name: 'Акне' } });
  });

  it('offers a promotion at its price until its last day, at the clinics that run it', async () => {
    const [business, offer] = await blocksOf('/en/actions/endolift-minus-15');
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: 'Endolift at 15% off',
      url: 'https://clinic.example/en/actions/endolift-minus-15',
      price: 10200,
      priceCurrency: 'UAH',
      priceValidUntil: '2027-11-30',
      validThrough: '2027-11-30',
      availability: 'https://schema.org/InStock',
    });
    const clinicIds = (business!.department as Node[]).map((clinic) => clinic['@id']);
    expect((offer!.availableAtOrFrom as Node[]).map((clinic) => clinic['@id'])).toEqual([clinicIds[0]]);
  });

  it('ends the breadcrumbs at the page itself', async () => {
    const blocks = await blocksOf('/en/blog/yak-pidibraty-sanskrin');
    const items = blocks.at(-1)!.itemListElement as Node[];
    expect(items.map((item) => item.item)).toEqual([
      'https://clinic.example/en',
      'https://clinic.example/en/blog',
      'https://clinic.example/en/blog/yak-pidibraty-sanskrin',
    ]);
  });
});
