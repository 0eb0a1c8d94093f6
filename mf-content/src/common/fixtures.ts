import type { Complex } from '@clinic/contracts/content/complex';
import type { Direction } from '@clinic/contracts/content/direction';
import type { Disease } from '@clinic/contracts/content/disease';
import type { Doctor } from '@clinic/contracts/content/doctor';
import type { Paginated } from '@clinic/contracts/content/paginated';
import type { Post } from '@clinic/contracts/content/post';
import type { Vacancy } from '@clinic/contracts/content/vacancy';

/** Test data shaped like the content API's answers. */
export function direction(index: number, overrides: Partial<Direction> = {}): Direction {
  return {
    id: index,
    name: `Напрям ${index}`,
    slug: `napriam-${index}`,
    image_card: `/media/directions/${index}.svg`,
    description: `Опис ${index}`,
    clinics: ['klinika'],
    sub_directions: [],
    prices: [],
    ...overrides,
  };
}

/** The clinic the samples work at, offer in or hire for. */
const pechersk = { slug: 'klinika-na-pechersku', name: 'Клініка на Печерську' };

export const doctor: Doctor = {
  id: 1,
  name: 'Олена Коваленко',
  slug: 'olena-kovalenko',
  photo: '/media/doctors/olena-kovalenko.svg',
  position: 'Лікарка-дерматовенерологиня',
  experience: 14,
  directions: [{ id: 1, slug: 'dermatolohiia', name: 'Дерматологія' }],
  clinics: [pechersk],
  consultation_price: 900,
  bio: 'Біографія',
  meta_title: 'Олена Коваленко',
  meta_description: 'Опис',
};

/** A post and a disease as the lists give them to their cards. */
export const post: Pick<Post, 'slug' | 'title' | 'image' | 'excerpt' | 'date' | 'category'> = {
  slug: 'zymovyi-dohliad',
  title: 'Зимовий догляд за шкірою',
  image: '/x.svg',
  excerpt: 'Як зберегти захист.',
  date: '2026-11-18',
  category: { slug: 'krasa', name: 'Краса і догляд' },
};

export const disease: Pick<Disease, 'slug' | 'name' | 'image' | 'excerpt' | 'category'> = {
  slug: 'akne',
  name: 'Acne',
  image: '/x.svg',
  excerpt: 'Inflammation.',
  category: { slug: 'skin', name: 'Skin conditions' },
};

export const complex: Complex = {
  id: 1,
  name: 'Чиста шкіра',
  slug: 'chysta-shkira',
  category: { slug: 'dohliad', name: 'Догляд за обличчям' },
  image: '/media/complexes/chysta-shkira.svg',
  clinics: [pechersk.slug],
  price: 4900,
  price_old: 6100,
  description: 'Курс для проблемної шкіри.',
  items: [{ name: 'Консультація', quantity: 1 }],
};

export const vacancy: Vacancy = {
  id: 1,
  name: 'Адміністратор реєстратури',
  slug: 'administrator-reiestratury',
  clinic: pechersk,
  schedule: 'Позмінно, 2/2',
  salary_from: 20000,
  salary_to: 26000,
  duties: ['Зустріч пацієнтів'],
  requirements: ['Досвід від 1 року'],
};

/** A list of `total` numbered items served `pageSize` at a time. */
export function pagesOf(total: number, pageSize: number) {
  const items = Array.from({ length: total }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));
  return (page: number): Paginated<{ id: number; name: string }> => {
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    return {
      list: items.slice((page - 1) * pageSize, page * pageSize),
      count: total,
      page_size: pageSize,
      next: page < pageCount ? page + 1 : null,
      prev: page > 1 ? page - 1 : null,
    };
  };
}
