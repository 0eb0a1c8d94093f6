import { describe, expect, it } from 'vitest';
import { DATASET_DIR } from '../paths.ts';
import { loadDataset } from './dataset.ts';
import { SiteSearch } from './site-search.ts';

const dataset = loadDataset(DATASET_DIR);
const search = { uk: new SiteSearch(dataset.uk, dataset.en), en: new SiteSearch(dataset.en, dataset.uk) };

type Group = 'doctors' | 'directions' | 'diseases' | 'prices' | 'complexes' | 'actions' | 'posts';

/**
 * What patients type, and the item it must bring into the first three of its group: a page by its slug,
 * a price line by its name (its price may change, what it is does not).
 */
const QUERIES: [locale: 'uk' | 'en', query: string, group: Group, item: string][] = [
  // Ukrainian, in the forms people type them.
  ['uk', 'ціна консультації педіатра', 'prices', 'Консультація педіатра'],
  ['uk', 'дитячий лікар', 'directions', 'pediatriia'],
  ['uk', 'дитячий лікар', 'doctors', 'kateryna-tymoshenko'],
  ['uk', 'Олена', 'doctors', 'olena-kovalenko'],
  ['uk', 'до гінеколога', 'directions', 'hinekolohiia'],
  ['uk', 'видалення родимок', 'prices', 'Радіохвильове видалення родимки'],
  ['uk', 'аналізи крові', 'prices', 'Загальний аналіз крові'],
  ['uk', 'ціна ботоксу', 'prices', 'Ботулінотерапія міжбрівʼя'],
  ['uk', 'чекап серця', 'complexes', 'chekap-sertsia'],
  ['uk', 'планування вагітності', 'complexes', 'planuvannia-vahitnosti'],
  ['uk', 'знижка на ендоліфт', 'actions', 'endolift-minus-15'],
  ['uk', 'акція на епіляцію', 'actions', 'epiliatsiia-pakhv-v-podarunok'],
  ['uk', 'випадіння волосся восени', 'posts', 'vypadinnia-volossia-voseny'],
  ['uk', 'як підготуватися до УЗД', 'posts', 'pidhotovka-do-uzd'],
  ['uk', 'головний біль', 'posts', 'holovnyi-bil-koly-do-likaria'],
  ['uk', 'узд щитовидки', 'prices', 'УЗД щитоподібної залози'],
  // English words on the Ukrainian site.
  ['uk', 'dermatology', 'directions', 'dermatolohiia'],
  ['uk', 'acne', 'diseases', 'akne'],
  ['uk', 'cardiologist', 'doctors', 'dmytro-hrytsenko'],
  ['uk', 'laser hair removal', 'directions', 'lazerna-epiliatsiia'],
  ['uk', 'pediatrician', 'prices', 'Консультація педіатра'],
  ['uk', 'heart check-up', 'complexes', 'chekap-sertsia'],
  ['uk', 'sunscreen', 'posts', 'yak-pidibraty-sanskrin'],
  // Russian spellings.
  ['uk', 'педиатр', 'directions', 'pediatriia'],
  ['uk', 'детский врач', 'directions', 'pediatriia'],
  ['uk', 'кардиолог', 'directions', 'kardiolohiia'],
  ['uk', 'эпиляция', 'directions', 'lazerna-epiliatsiia'],
  ['uk', 'анализ крови', 'directions', 'laboratorna-diahnostyka'],
  ['uk', 'узи щитовидки', 'prices', 'УЗД щитоподібної залози'],
  ['uk', 'гинеколог цена', 'prices', 'Консультація гінеколога'],
  // Typos.
  ['uk', 'дерматолг', 'directions', 'dermatolohiia'],
  ['uk', 'кардіолох', 'directions', 'kardiolohiia'],
  ['uk', 'Каваленко', 'doctors', 'olena-kovalenko'],
  ['uk', 'псоріяз', 'diseases', 'psoriaz'],
  // The English site, in English and in Ukrainian.
  ['en', 'dermatologist price', 'prices', 'Dermatologist consultation'],
  ['en', 'children doctor', 'directions', 'pediatriia'],
  ['en', 'Olena', 'doctors', 'olena-kovalenko'],
  ['en', 'heart checkup', 'complexes', 'chekap-sertsia'],
  ['en', 'endolift discount', 'actions', 'endolift-minus-15'],
  ['en', 'hair loss in autumn', 'posts', 'vypadinnia-volossia-voseny'],
  ['en', 'ultrasond', 'directions', 'uzd-diahnostyka'],
  ['en', 'дерматолог', 'directions', 'dermatolohiia'],
  ['en', 'акне', 'diseases', 'akne'],
  ['en', 'ціна консультації кардіолога', 'prices', 'Cardiologist consultation'],
  ['en', 'педиатр', 'doctors', 'kateryna-tymoshenko'],
];

/** The first three of a group as a visitor reads them: pages by slug, price lines by name. */
function firstThree(locale: 'uk' | 'en', query: string, group: Group): string[] {
  const found = search[locale].find(query) as unknown as Record<string, { slug?: string; name: string }[] | undefined>;
  return (found[group] ?? []).slice(0, 3).map((item) => item.slug ?? item.name);
}

describe('forty-odd queries patients type each find what they look for in the first three', () => {
  it.each(QUERIES)('%s "%s" finds %s %s', (locale, query, group, item) => {
    expect(firstThree(locale, query, group)).toContain(item);
  });
});
