import { describe, expect, it } from 'vitest';
import { promoRelation } from './promo-relation.ts';

describe('promo pop-up relation of a page', () => {
  it.each([
    ['index', {}, { relation_type: 'page', relation_slug: 'index' }],
    ['about-us', {}, { relation_type: 'page', relation_slug: 'about-us' }],
    [
      'direction-subdirection',
      { direction: 'kosmetolohiia' },
      { relation_type: 'direction', relation_slug: 'kosmetolohiia' },
    ],
    [
      'direction-subdirection',
      { direction: 'plastychna-khirurhiia', subdirection: 'endolift' },
      { relation_type: 'direction', relation_slug: 'endolift' },
    ],
    ['prices-slug', { slug: 'kardiolohiia' }, { relation_type: 'direction', relation_slug: 'kardiolohiia' }],
    ['prices-slug', {}, { relation_type: 'page', relation_slug: 'prices' }],
    ['likari-slug', {}, { relation_type: 'page', relation_slug: 'likari' }],
    [
      'likari-direction-doctor',
      { direction: 'dermatolohiia', doctor: 'olena-kovalenko' },
      { relation_type: 'doctor', relation_slug: 'olena-kovalenko' },
    ],
    [
      'blog-post',
      { post: 'yak-pidibraty-sanskrin' },
      { relation_type: 'post', relation_slug: 'yak-pidibraty-sanskrin' },
    ],
    ['actions-action', { action: 'a' }, { relation_type: 'action', relation_slug: 'a' }],
    ['complexes-complex', { complex: 'c' }, { relation_type: 'complex', relation_slug: 'c' }],
    ['zahvoryuvannya-disease', { disease: 'akne' }, { relation_type: 'disease', relation_slug: 'akne' }],
    ['likari-slug', { slug: 'dermatolohiia' }, {}],
    ['clinics-slug', { slug: 'klinika-na-oboloni' }, {}],
  ] as const)('%s %j → %j', (routeId, params, relation) => {
    expect(promoRelation(routeId, params)).toEqual(relation);
  });
});
