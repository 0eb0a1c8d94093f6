import type { Direction } from '@clinic/contracts/content/direction';
import type { Doctor } from '@clinic/contracts/content/doctor';
import type { Paginated } from '@clinic/contracts/content/paginated';

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

export const doctor: Doctor = {
  id: 1,
  name: 'Олена Коваленко',
  slug: 'olena-kovalenko',
  photo: '/media/doctors/olena-kovalenko.svg',
  position: 'Лікарка-дерматовенерологиня',
  experience: 14,
  directions: [{ id: 1, slug: 'dermatolohiia', name: 'Дерматологія' }],
  clinics: [{ slug: 'klinika-na-pechersku', name: 'Клініка на Печерську' }],
  consultation_price: 900,
  bio: 'Біографія',
  meta_title: 'Олена Коваленко',
  meta_description: 'Опис',
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
