/**
 * Treatment complexes and promotions: what each holds or offers, where it is sold, and the scene of its
 * picture. No price is written here: each is worked out from the price list (dataset-prices.ts), so an
 * offer can never contradict it.
 */
import { l, type L } from './localized.ts';
import type { Scene } from './illustrations.ts';
import { LIST_PRICES } from './dataset-prices.ts';

export interface ComplexText {
  slug: string;
  /** Slug of its category (COMPLEX_CATEGORIES). */
  category: string;
  clinics: string[];
  name: L;
  /** Off the sum of its items bought one by one at the price list's prices. */
  percentOff: number;
  description: L;
  /** Each item's name is a service of the price list, as it is named there. */
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
  /**
   * What the visitor pays: a service of the price list (its Ukrainian name) or a complex (its slug), with
   * `percentOff` off its price (0: the offer is what comes with it, at the full price).
   */
  offer: { of: string; percentOff: number };
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
    percentOff: 15,
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
    percentOff: 15,
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
    percentOff: 15,
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
    percentOff: 15,
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
    percentOff: 10,
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
    percentOff: 15,
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
    percentOff: 15,
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
    offer: { of: 'Лазерна епіляція ніг повністю', percentOff: 0 },
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
    offer: { of: 'bazovyi-chekap', percentOff: 20 },
    name: l('Зимовий чекап зі знижкою 20%', 'Winter check-up at 20% off'),
    excerpt: l('Базовий чекап зі знижкою 20% для нових пацієнтів.', 'The basic check-up at 20% off for new patients.'),
    scene: 'lab',
  },
  {
    slug: 'endolift-minus-15',
    category: 'plastychna-khirurhiia',
    clinics: [P],
    activeTo: '2027-11-30',
    offer: { of: 'Ендоліфт підборіддя', percentOff: 15 },
    name: l('Ендоліфт зі знижкою 15%', 'Endolift at 15% off'),
    excerpt: l(
      'Знижка 15% на ендоліфт будь-якої зони; ціна — за підборіддя.',
      '15% off endolift of any area; the price is for the chin.',
    ),
    scene: 'laser',
  },
  {
    slug: 'pilinhy-voseny',
    category: 'kosmetolohiia',
    clinics: [P, O],
    activeTo: '2026-10-31',
    offer: { of: 'Мигдальний пілінг', percentOff: 50 },
    name: l('Осінь — час пілінгів', 'Autumn is peel season'),
    excerpt: l('Другий пілінг курсу — зі знижкою 50%.', 'The second peel of a course at half price.'),
    scene: 'skincare',
  },
  {
    slug: 'uzd-shchytovydnoi',
    category: 'endokrynolohiia',
    clinics: [O],
    activeTo: '2026-08-31',
    offer: { of: 'УЗД щитоподібної залози', percentOff: 30 },
    name: l('УЗД щитоподібної залози зі знижкою 30%', 'Thyroid ultrasound at 30% off'),
    excerpt: l('Літня знижка 30% на УЗД щитоподібної залози.', 'A summer 30% off thyroid ultrasound.'),
    scene: 'thyroid',
  },
  {
    slug: 'dermatoskopiia-navesni',
    category: 'dermatolohiia',
    clinics: [P, O],
    activeTo: '2026-03-31',
    offer: { of: 'Цифрова дерматоскопія всього тіла', percentOff: 25 },
    name: l('Весняна перевірка родимок', 'Spring mole check'),
    excerpt: l('Цифрова дерматоскопія всього тіла зі знижкою 25%.', 'Full-body digital dermoscopy at 25% off.'),
    scene: 'dermoscopy',
  },
];

/** A price as the clinic sets it: to the nearest 10 hryvnias. */
const roundPrice = (value: number) => Math.round(value / 10) * 10;

function listPrice(name: string, where: string): number {
  const price = LIST_PRICES.get(name);
  if (price === undefined) throw new Error(`${where}: "${name}" is not a service of the price list`);
  return price;
}

/** A complex's price and its items' sum at the price list's prices (shown struck through beside it). */
export function complexPrice(complex: ComplexText): { price: number; priceOld: number } {
  const priceOld = complex.items.reduce(
    (sum, item) => sum + listPrice(item.name.uk, `complex ${complex.slug}`) * item.quantity,
    0,
  );
  return { price: roundPrice(priceOld * (1 - complex.percentOff / 100)), priceOld };
}

/** What a promotion costs: its service's or complex's price with its discount. */
export function actionPrice(action: ActionText): number {
  const complex = COMPLEXES.find((item) => item.slug === action.offer.of);
  const full = complex ? complexPrice(complex).price : listPrice(action.offer.of, `action ${action.slug}`);
  return roundPrice(full * (1 - action.offer.percentOff / 100));
}
