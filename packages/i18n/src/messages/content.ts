/** Texts of the content remote: pages, sections, cards. */
export const content = {
  uk: {
    'home.directions.title': 'Напрямки',
    'home.directions.all': 'Усі напрямки',
  },
  en: {
    'home.directions.title': 'Directions',
    'home.directions.all': 'All directions',
  },
} as const;
