/** Texts of the search remote. */
export const search = {
  uk: {
    'search.label': 'Пошук по сайту',
    'search.placeholder': 'Пошук лікаря, послуги, захворювання',
  },
  en: {
    'search.label': 'Search the site',
    'search.placeholder': 'Search for a doctor, service, disease',
  },
} as const;
