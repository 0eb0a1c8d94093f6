import { describe, expect, it } from 'vitest';
import { DATASET_DIR } from '../paths.ts';
import { loadDataset } from './dataset.ts';
import { SiteSearch } from './site-search.ts';
import { searchTerm, tokenize } from './search-terms.ts';

const dataset = loadDataset(DATASET_DIR);
const search = { uk: new SiteSearch(dataset.uk, dataset.en), en: new SiteSearch(dataset.en, dataset.uk) };

type Group = 'doctors' | 'directions' | 'diseases';

/** What a patient types, and a page of the site it must find among the first five of its group. */
const PATIENT_QUERIES: [locale: 'uk' | 'en', query: string, group: Group, slug: string][] = [
  ['uk', 'ботокс', 'directions', 'inektsiina-kosmetolohiia'],
  ['uk', 'botox', 'directions', 'inektsiina-kosmetolohiia'],
  ['uk', 'скільки коштує ботокс', 'directions', 'inektsiina-kosmetolohiia'],
  ['uk', 'ціна ботоксу', 'directions', 'inektsiina-kosmetolohiia'],
  ['uk', 'чекап', 'directions', 'terapiia'],
  ['uk', 'checkup', 'directions', 'kardiolohiia'],
  ['uk', 'видалити родимку', 'directions', 'vydalennia-novoutvoren'],
  ['uk', 'прищі', 'diseases', 'akne'],
  ['uk', 'лікування акне', 'doctors', 'olena-kovalenko'],
  ['uk', 'узд щитовидки', 'directions', 'endokrynolohiia'],
  ['uk', 'холтер', 'directions', 'kardiolohiia'],
  ['uk', 'випадіння волосся', 'diseases', 'alopetsiia'],
  ['uk', 'ведення вагітності', 'directions', 'vedennia-vahitnosti'],
  ['uk', 'варикоз', 'diseases', 'varykozne-rozshyrennia-ven'],
  ['uk', 'мігрень', 'doctors', 'yaroslav-kostenko'],
  ['uk', 'епіляція ніг', 'directions', 'lazerna-epiliatsiia'],
  ['uk', 'аналіз крові', 'directions', 'laboratorna-diahnostyka'],
  ['uk', 'Коваленка', 'doctors', 'olena-kovalenko'],
  ['uk', 'дерматологя', 'directions', 'dermatolohiia'],
  ['en', 'botox', 'directions', 'inektsiina-kosmetolohiia'],
  ['en', 'ботокс', 'directions', 'inektsiina-kosmetolohiia'],
  ['en', 'how much is botox', 'directions', 'inektsiina-kosmetolohiia'],
  ['en', 'check-up', 'directions', 'terapiia'],
  ['en', 'чекап', 'directions', 'uzd-diahnostyka'],
  ['en', 'laser hair removal', 'directions', 'lazerna-epiliatsiia'],
  ['en', 'epilation', 'directions', 'lazerna-epiliatsiia'],
  ['en', 'thyroid ultrasound', 'directions', 'endokrynolohiia'],
  ['en', 'holter', 'directions', 'kardiolohiia'],
  ['en', 'hair loss', 'diseases', 'alopetsiia'],
  ['en', 'pregnancy', 'directions', 'vedennia-vahitnosti'],
  ['en', 'varicose veins', 'directions', 'flebolohiia'],
  ['en', 'migraine', 'doctors', 'yaroslav-kostenko'],
  ['en', 'blood test', 'directions', 'laboratorna-diahnostyka'],
  ['en', 'mole removal', 'directions', 'vydalennia-novoutvoren'],
  ['en', 'pimples', 'diseases', 'akne'],
  ['en', 'akne', 'diseases', 'akne'],
  ['en', 'dermatolgy', 'directions', 'dermatolohiia'],
];

describe('site search: what a patient types finds what the clinic offers', () => {
  it.each(PATIENT_QUERIES)('%s "%s" finds %s %s', (locale, query, group, slug) => {
    const found = search[locale].find(query)[group].map((item) => item.slug);
    expect(found.slice(0, 5)).toContain(slug);
  });

  it('still finds nothing where nothing matches', () => {
    const nothing = { doctors: [], directions: [], diseases: [], prices: [], complexes: [], actions: [], posts: [] };
    expect(search.uk.find('квазар')).toEqual(nothing);
    expect(search.en.find('the of and')).toEqual(nothing);
  });

  it('matches a doctor’s name with doctors only, not with the articles that mention them', () => {
    for (const [locale, query] of [
      ['uk', 'Олена'],
      ['uk', 'Коваленко'],
      ['uk', 'Каваленко'],
      ['en', 'Kovalenko'],
    ] as const) {
      const found = search[locale].find(query);
      expect(found.doctors[0]?.slug).toBe('olena-kovalenko');
      expect({ ...found, doctors: [] }).toEqual({ ...search[locale].find('квазар'), doctors: [] });
    }
  });
});

describe('search terms', () => {
  it('makes Ukrainian word forms one term', () => {
    const terms = (words: string) => tokenize(words).map(searchTerm);
    expect(new Set(terms('ціна ціни ціну'))).toEqual(new Set(['price']));
    expect(new Set(terms('лікар лікаря лікарі врач doctors'))).toEqual(new Set(['doctor']));
    expect(new Set(terms('педіатр педиатр'))).toEqual(new Set(['paediatric']));
    expect(new Set(terms('дерматолога дерматологія'))).toEqual(new Set(['дерматолог']));
    expect(new Set(terms('епіляція епіляції епіляцію'))).toEqual(new Set(['epilation']));
    expect(new Set(terms('вагітність вагітності')).size).toBe(1);
  });

  it('gives a Russian spelling the term of the Ukrainian word', () => {
    const term = (words: string) => new Set(tokenize(words).map(searchTerm));
    expect(term('консультації консультація консультация').size).toBe(1);
    expect(term('аналіз анализ').size).toBe(1);
    expect(term('кардіолога кардиолога').size).toBe(1);
    expect(term('дитячий детский')).toEqual(new Set(['paediatric']));
    expect(term('ціна цена')).toEqual(new Set(['price']));
    expect(term('знижка скидка акція акция')).toEqual(new Set(['offer']));
  });

  it('makes Latin and Cyrillic spellings of one thing one term', () => {
    expect(new Set(tokenize('Botox ботокс ботулінотерапія').map(searchTerm))).toEqual(new Set(['botox']));
    expect(new Set(tokenize('checkup check-up check up чекап чек-ап').map(searchTerm))).toEqual(new Set(['checkup']));
    expect(new Set(tokenize('УЗД ultrasound').map(searchTerm))).toEqual(new Set(['ultrasound']));
    expect(new Set(tokenize('щитовидки щитоподібної thyroid').map(searchTerm))).toEqual(new Set(['thyroid']));
    expect(new Set(tokenize('осінь восени осенью autumn').map(searchTerm))).toEqual(new Set(['autumn']));
  });

  it('drops words that say nothing, and apostrophe variants', () => {
    expect(searchTerm('де')).toBeNull();
    expect(searchTerm('the')).toBeNull();
    expect(tokenize("ін'єкційна ін’єкційна")).toEqual(['інєкційна', 'інєкційна']);
  });
});
