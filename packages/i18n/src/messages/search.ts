/** Texts of the search remote. */
export const search = {
  uk: {
    'search.label': 'Пошук по сайту',
    'search.placeholder': 'Пошук лікаря, послуги, захворювання',
    'search.results': 'Результати пошуку',
    'search.group.doctors': 'Лікарі',
    'search.group.directions': 'Напрямки',
    'search.group.diseases': 'Захворювання',
    'search.notFound': 'Нічого не знайдено',
    'search.error': 'Не вдалося виконати пошук. Спробуйте ще раз трохи згодом.',
    'search.searching': 'Шукаємо…',
    'search.submit': 'Шукати',
    'search.tooShort': 'Введіть щонайменше {count} символи, щоб шукати.',
    'search.found':
      '{count, plural, =0 {Нічого не знайдено} one {Знайдено # результат} few {Знайдено # результати} many {Знайдено # результатів} other {Знайдено # результату}}',
  },
  en: {
    'search.label': 'Search the site',
    'search.placeholder': 'Search for a doctor, service, disease',
    'search.results': 'Search results',
    'search.group.doctors': 'Doctors',
    'search.group.directions': 'Directions',
    'search.group.diseases': 'Diseases',
    'search.notFound': 'Nothing found',
    'search.error': 'The search failed. Please try again a little later.',
    'search.searching': 'Searching…',
    'search.submit': 'Search',
    'search.tooShort': 'Type at least {count} characters to search.',
    'search.found': '{count, plural, =0 {Nothing found} one {# result found} other {# results found}}',
  },
} as const;
