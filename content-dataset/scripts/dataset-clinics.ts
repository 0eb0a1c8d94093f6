/**
 * The two clinics: what a patient needs before the first visit. Phone numbers are fictitious:
 * a Kyiv subscriber number never starts with 0, so +38 (044) 0xx-xx-xx reaches nobody. E-mail
 * addresses use the reserved `.example` domain.
 */
import { l, type L } from './localized.ts';
import type { Scene } from './illustrations.ts';

export interface ClinicText {
  slug: string;
  name: L;
  address: L;
  streetAddress: L;
  locality: L;
  postalCode: string;
  /** 12 digits, 380 and the number. */
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  /** schema.org form, as the business listing states it. */
  openingHours: string;
  schedule: L;
  description: L;
  transport: L;
  parking: L;
  accessibility: L;
  metaTitle: L;
  metaDescription: L;
  scene: Scene;
  hue: number;
}

export const CLINICS: ClinicText[] = [
  {
    slug: 'klinika-na-pechersku',
    name: l('Клініка на Печерську', 'Pechersk clinic'),
    address: l('Київ, вул. Євгена Коновальця, 32', '32 Yevhena Konovaltsia St, Kyiv'),
    streetAddress: l('вул. Євгена Коновальця, 32', '32 Yevhena Konovaltsia St'),
    locality: l('Київ', 'Kyiv'),
    postalCode: '01133',
    phone: '380440927310',
    email: 'pechersk@veresk.example',
    coordinates: { lat: 50.4297, lng: 30.5334 },
    openingHours: 'Mo-Sa 09:00-20:00',
    schedule: l('Пн–Сб 09:00–20:00, Нд — вихідний', 'Mon–Sat 09:00–20:00, closed on Sunday'),
    description: l(
      'Головна клініка мережі «Вереск» поруч зі станцією метро «Печерська»: дерматологія, косметологія, пластична хірургія, кардіологія та флебологія. Тут працюють операційна, кабінет УЗД експертного класу та пункт забору аналізів.',
      'The main Veresk clinic near Pecherska metro station: dermatology, cosmetology, plastic surgery, cardiology and phlebology, with an operating room, an expert-class ultrasound room and a blood-draw point.',
    ),
    transport: l(
      'Метро «Печерська» — 6 хвилин пішки; автобуси 24 і 62, зупинка «Вулиця Коновальця» — біля входу.',
      'Pecherska metro station is a six-minute walk; buses 24 and 62 stop at “Vulytsia Konovaltsia” by the entrance.',
    ),
    parking: l(
      'Платна міська стоянка на вулиці; два місця для людей з інвалідністю біля входу.',
      'Paid street parking; two disabled parking bays by the entrance.',
    ),
    accessibility: l(
      'Вхід з пандусом, ліфт на всі поверхи, адаптована вбиральня; крісло-візок можна взяти на рецепції.',
      'A ramp at the entrance, a lift to every floor and an accessible toilet; a wheelchair can be borrowed at the front desk.',
    ),
    metaTitle: l('Клініка на Печерську — адреса, телефон, графік', 'Pechersk clinic in Kyiv — address, phone, hours'),
    metaDescription: l(
      'Багатопрофільна клініка на Печерську: вул. Євгена Коновальця, 32. Пн–Сб 09:00–20:00. Запис онлайн і за телефоном.',
      'Multidisciplinary clinic in Pechersk, 32 Yevhena Konovaltsia St. Mon–Sat 09:00–20:00. Book online or by phone.',
    ),
    scene: 'reception',
    hue: 175,
  },
  {
    slug: 'klinika-na-oboloni',
    name: l('Клініка на Оболоні', 'Obolon clinic'),
    address: l('Київ, Оболонський просп., 16', '16 Obolonskyi Ave, Kyiv'),
    streetAddress: l('Оболонський просп., 16', '16 Obolonskyi Ave'),
    locality: l('Київ', 'Kyiv'),
    postalCode: '04205',
    phone: '380440927320',
    email: 'obolon@veresk.example',
    coordinates: { lat: 50.5071, lng: 30.4985 },
    openingHours: 'Mo-Sa 09:00-21:00',
    schedule: l('Пн–Сб 09:00–21:00, Нд — вихідний', 'Mon–Sat 09:00–21:00, closed on Sunday'),
    description: l(
      'Сімейна клініка «Вереск» на Оболоні: педіатрія, неврологія, урологія, дерматологія та власний пункт забору аналізів. Для дітей — ігровий куточок, для батьків — кімната матері й дитини.',
      'The Veresk family clinic in Obolon: paediatrics, neurology, urology, dermatology and our own blood-draw point, with a play corner for children and a baby-care room for parents.',
    ),
    transport: l(
      'Метро «Мінська» — 7 хвилин пішки; тролейбус 34, зупинка «Оболонський проспект».',
      'Minska metro station is a seven-minute walk; trolleybus 34 stops at “Obolonskyi Prospekt”.',
    ),
    parking: l(
      'Безкоштовний паркінг для пацієнтів біля входу, 12 місць.',
      'Free patient parking by the entrance, 12 spaces.',
    ),
    accessibility: l(
      'Клініка на першому поверсі, вхід без сходинок, широкі двері, адаптована вбиральня та пеленальний столик.',
      'The clinic is on the ground floor with a step-free entrance, wide doors, an accessible toilet and a baby-changing table.',
    ),
    metaTitle: l('Клініка на Оболоні — адреса, телефон, графік', 'Obolon clinic in Kyiv — address, phone, hours'),
    metaDescription: l(
      'Сімейна клініка на Оболоні: Оболонський просп., 16. Пн–Сб 09:00–21:00. Дорослі та діти.',
      'Family clinic in Obolon, 16 Obolonskyi Ave. Mon–Sat 09:00–21:00. Adults and children.',
    ),
    scene: 'exterior',
    hue: 160,
  },
];
