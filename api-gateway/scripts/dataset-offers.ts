/** Treatment complexes and promotions: what each costs, where it is sold, and the scene of its picture. */
import { l, type L } from './localized.ts';
import type { Scene } from './illustrations.ts';

export interface ComplexText {
  slug: string;
  /** Slug of its category (COMPLEX_CATEGORIES). */
  category: string;
  clinics: string[];
  name: L;
  /** UAH; `priceOld` is the sum of its items bought one by one, null when not shown. */
  price: number;
  priceOld: number | null;
  description: L;
  items: { name: L; quantity: number }[];
  scene: Scene;
}

export interface ActionText {
  slug: string;
  /** Slug of the direction it belongs to. */
  category: string;
  clinics: string[];
  /** Last day, YYYY-MM-DD, inclusive. */
  activeTo: string;
  /** UAH under the promotion: what the visitor pays for what it offers. */
  price: number;
  name: L;
  excerpt: L;
  scene: Scene;
}

const P = 'klinika-na-pechersku';
const O = 'klinika-na-oboloni';

export const COMPLEX_CATEGORIES = [
  { slug: 'dohliad-za-oblychchiam', name: l('Догляд за обличчям', 'Facial care') },
  { slug: 'zhinoche-zdorovia', name: l('Жіноче здоровʼя', 'Women’s health') },
  { slug: 'chekapy', name: l('Чекапи', 'Check-ups') },
];

export const COMPLEXES: ComplexText[] = [
  {
    slug: 'chysta-shkira',
    category: 'dohliad-za-oblychchiam',
    clinics: [P, O],
    name: l('Чиста шкіра', 'Clear skin'),
    price: 4900,
    priceOld: 6100,
    description: l(
      'Курс для проблемної шкіри: консультація, чистки та пілінги.',
      'A course for problem skin: consultation, cleansing and peels.',
    ),
    items: [
      { name: l('Консультація дерматолога', 'Dermatologist consultation'), quantity: 1 },
      { name: l('Комбінована чистка обличчя', 'Combined facial cleansing'), quantity: 2 },
      { name: l('Мигдальний пілінг', 'Mandelic peel'), quantity: 2 },
    ],
    scene: 'skincare',
  },
  {
    slug: 'siaiuche-oblychchia',
    category: 'dohliad-za-oblychchiam',
    clinics: [P],
    name: l('Сяюче обличчя', 'Radiant face'),
    price: 9800,
    priceOld: 12300,
    description: l('Зволоження та пружність шкіри за місяць.', 'Hydrated, firmer skin in a month.'),
    items: [
      { name: l('Біоревіталізація обличчя', 'Facial biorevitalisation'), quantity: 2 },
      { name: l('Альгінатна маска', 'Alginate mask'), quantity: 2 },
      { name: l('Масаж обличчя', 'Facial massage'), quantity: 1 },
    ],
    scene: 'cosmetology',
  },
  {
    slug: 'liftynh-bez-operatsii',
    category: 'dohliad-za-oblychchiam',
    clinics: [P],
    name: l('Ліфтинг без операції', 'Lifting without surgery'),
    price: 21500,
    priceOld: 25800,
    description: l(
      'Апаратний ліфтинг овалу обличчя з мінімальним відновленням.',
      'Hardware lifting of the face contour with minimal downtime.',
    ),
    items: [
      { name: l('SMAS-ліфтинг обличчя', 'Facial SMAS lifting'), quantity: 1 },
      { name: l('RF-ліфтинг обличчя', 'Facial RF lifting'), quantity: 3 },
    ],
    scene: 'laser',
  },
  {
    slug: 'zhinochyi-chekap',
    category: 'zhinoche-zdorovia',
    clinics: [P, O],
    name: l('Жіночий чекап', 'Women’s check-up'),
    price: 3900,
    priceOld: 4950,
    description: l('Щорічне гінекологічне обстеження за один візит.', 'A yearly gynecological check-up in one visit.'),
    items: [
      { name: l('Консультація гінеколога', 'Gynecologist consultation'), quantity: 1 },
      { name: l('Мазок на онкоцитологію', 'Pap smear'), quantity: 1 },
      { name: l('УЗД органів малого таза', 'Pelvic ultrasound'), quantity: 1 },
      { name: l('УЗД молочних залоз', 'Breast ultrasound'), quantity: 1 },
      { name: l('Загальний аналіз крові', 'Complete blood count'), quantity: 1 },
    ],
    scene: 'consultation',
  },
  {
    slug: 'planuvannia-vahitnosti',
    category: 'zhinoche-zdorovia',
    clinics: [P],
    name: l('Планування вагітності', 'Pregnancy planning'),
    price: 5600,
    priceOld: null,
    description: l('Обстеження пари перед плануванням вагітності.', 'Tests for a couple before planning a pregnancy.'),
    items: [
      { name: l('Консультація гінеколога', 'Gynecologist consultation'), quantity: 2 },
      { name: l('Тиреотропний гормон (ТТГ)', 'Thyroid-stimulating hormone (TSH)'), quantity: 1 },
      { name: l('Вітамін D', 'Vitamin D'), quantity: 1 },
      { name: l('УЗД органів малого таза', 'Pelvic ultrasound'), quantity: 1 },
    ],
    scene: 'pregnancy',
  },
  {
    slug: 'chekap-sertsia',
    category: 'chekapy',
    clinics: [P],
    name: l('Чекап серця', 'Heart check-up'),
    price: 4200,
    priceOld: 5300,
    description: l(
      'Оцінка роботи серця та судин з висновком кардіолога.',
      'Heart and vessel assessment with a cardiologist’s report.',
    ),
    items: [
      { name: l('Консультація кардіолога', 'Cardiologist consultation'), quantity: 1 },
      { name: l('ЕКГ з розшифровкою', 'ECG with interpretation'), quantity: 1 },
      { name: l('Ехокардіографія', 'Echocardiography'), quantity: 1 },
      { name: l('Ліпідограма', 'Lipid profile'), quantity: 1 },
    ],
    scene: 'cardio',
  },
  {
    slug: 'bazovyi-chekap',
    category: 'chekapy',
    clinics: [P, O],
    name: l('Базовий чекап', 'Basic check-up'),
    price: 2300,
    priceOld: 2850,
    description: l(
      'Щорічний огляд для дорослих: аналізи та терапевт.',
      'A yearly check-up for adults: tests and an internist.',
    ),
    items: [
      { name: l('Консультація терапевта', 'Internist consultation'), quantity: 1 },
      { name: l('Загальний аналіз крові', 'Complete blood count'), quantity: 1 },
      { name: l('Біохімічний аналіз крові, базовий', 'Basic blood chemistry panel'), quantity: 1 },
      { name: l('Глікований гемоглобін', 'Glycated haemoglobin (HbA1c)'), quantity: 1 },
    ],
    scene: 'lab',
  },
];

export const ACTIONS: ActionText[] = [
  {
    slug: 'epiliatsiia-pakhv-v-podarunok',
    category: 'lazerna-epiliatsiia',
    clinics: [P, O],
    activeTo: '2028-01-31',
    price: 2400,
    name: l('Епіляція пахв у подарунок', 'Free underarm laser session'),
    excerpt: l(
      'Під час лазерної епіляції ніг повністю — зона пахв у подарунок.',
      'Book full-leg laser hair removal and get the underarm area free.',
    ),
    scene: 'laser',
  },
  {
    slug: 'zymovyi-chekap',
    category: 'terapiia',
    clinics: [P, O],
    activeTo: '2027-12-31',
    price: 2000,
    name: l('Зимовий чекап зі знижкою 20%', 'Winter check-up at 20% off'),
    excerpt: l('Базовий чекап зі знижкою 20% для нових пацієнтів.', 'The basic check-up at 20% off for new patients.'),
    scene: 'lab',
  },
  {
    slug: 'endolift-minus-15',
    category: 'plastychna-khirurhiia',
    clinics: [P],
    activeTo: '2027-11-30',
    price: 8500,
    name: l('Ендоліфт зі знижкою 15%', 'Endolift at 15% off'),
    excerpt: l('Знижка 15% на ендоліфт будь-якої зони.', '15% off endolift of any area.'),
    scene: 'laser',
  },
  {
    slug: 'pilinhy-voseny',
    category: 'kosmetolohiia',
    clinics: [P, O],
    activeTo: '2026-10-31',
    price: 900,
    name: l('Осінь — час пілінгів', 'Autumn is peel season'),
    excerpt: l('Другий пілінг курсу — зі знижкою 50%.', 'The second peel of a course at half price.'),
    scene: 'skincare',
  },
  {
    slug: 'uzd-shchytovydnoi',
    category: 'endokrynolohiia',
    clinics: [O],
    activeTo: '2026-08-31',
    price: 400,
    name: l('УЗД щитоподібної залози за 400 грн', 'Thyroid ultrasound for 400 UAH'),
    excerpt: l(
      'Літня ціна на УЗД щитоподібної залози з консультацією.',
      'A summer price for thyroid ultrasound with a consultation.',
    ),
    scene: 'thyroid',
  },
  {
    slug: 'dermatoskopiia-navesni',
    category: 'dermatolohiia',
    clinics: [P, O],
    activeTo: '2026-03-31',
    price: 900,
    name: l('Весняна перевірка родимок', 'Spring mole check'),
    excerpt: l('Цифрова дерматоскопія всього тіла зі знижкою 25%.', 'Full-body digital dermoscopy at 25% off.'),
    scene: 'dermoscopy',
  },
];
