/** Open positions at the two clinics. */
import { l, type L } from './localized.ts';

export interface VacancyText {
  slug: string;
  name: L;
  clinic: string;
  schedule: L;
  /** Monthly salary, UAH; no upper bound when `salaryTo` is null. */
  salaryFrom: number;
  salaryTo: number | null;
  duties: L[];
  requirements: L[];
  /** What the clinic offers. */
  conditions: L[];
}

const P = 'klinika-na-pechersku';
const O = 'klinika-na-oboloni';

export const VACANCIES: VacancyText[] = [
  {
    slug: 'administrator-reiestratury',
    name: l('Адміністратор реєстратури', 'Front desk administrator'),
    clinic: P,
    schedule: l('Позмінно, 2/2, 08:30–20:30', 'Shifts, 2 on / 2 off, 08:30–20:30'),
    salaryFrom: 20000,
    salaryTo: 26000,
    duties: [
      l('Зустріч і реєстрація пацієнтів', 'Greeting and registering patients'),
      l('Запис на прийом телефоном і в месенджерах', 'Booking appointments by phone and messengers'),
      l('Робота з касою та документами', 'Handling payments and paperwork'),
    ],
    requirements: [
      l('Досвід роботи з клієнтами від 1 року', 'At least one year of customer service experience'),
      l('Грамотна українська мова', 'Fluent, correct Ukrainian'),
      l('Впевнений користувач ПК', 'Confident computer skills'),
    ],
    conditions: [
      l('Офіційне працевлаштування та оплачувана відпустка', 'Official employment and paid leave'),
      l('Навчання стандартам сервісу на старті', 'Service training when you start'),
      l('Знижки на послуги клініки для вас і родини', 'Discounts on clinic services for you and your family'),
    ],
  },
  {
    slug: 'likar-dermatolog',
    name: l('Лікар-дерматолог', 'Dermatologist'),
    clinic: O,
    schedule: l('Пн–Сб, гнучкий графік', 'Mon–Sat, flexible hours'),
    salaryFrom: 60000,
    salaryTo: null,
    duties: [
      l('Консультативний прийом дорослих пацієнтів', 'Consultations for adult patients'),
      l('Дерматоскопія та малі процедури', 'Dermoscopy and minor procedures'),
      l('Ведення медичної документації', 'Keeping medical records'),
    ],
    requirements: [
      l('Сертифікат лікаря-дерматовенеролога', 'Dermatovenereology certificate'),
      l('Досвід від 3 років', 'At least three years of experience'),
      l('Знання протоколів МОЗ', 'Knowledge of Ministry of Health protocols'),
    ],
    conditions: [
      l(
        'Офіційне працевлаштування, фіксована ставка та відсоток',
        'Official employment, a fixed salary plus a percentage',
      ),
      l('Оплата конференцій і курсів БПР', 'Paid conferences and CPD courses'),
      l('Сучасне обладнання: цифровий дерматоскоп, лазери', 'Modern equipment: digital dermatoscope, lasers'),
    ],
  },
  {
    slug: 'medychna-sestra',
    name: l('Медична сестра', 'Nurse'),
    clinic: O,
    schedule: l('Позмінно, 08:00–21:00', 'Shifts, 08:00–21:00'),
    salaryFrom: 22000,
    salaryTo: 28000,
    duties: [
      l('Асистування лікарям під час процедур', 'Assisting doctors during procedures'),
      l('Забір крові та інʼєкції', 'Blood draws and injections'),
      l('Підготовка кабінетів і стерилізація', 'Room preparation and sterilisation'),
    ],
    requirements: [
      l('Медична освіта', 'Nursing qualification'),
      l('Досвід маніпуляцій від 1 року', 'At least one year of clinical experience'),
      l('Уважність і доброзичливість', 'Attentive and friendly manner'),
    ],
    conditions: [
      l('Офіційне працевлаштування і стабільна оплата двічі на місяць', 'Official employment and pay twice a month'),
      l('Наставник у перший місяць роботи', 'A mentor in your first month'),
      l('Харчування під час зміни', 'Meals during your shift'),
    ],
  },
  {
    slug: 'likar-kosmetoloh',
    name: l('Лікар-косметолог', 'Cosmetologist'),
    clinic: P,
    schedule: l('Пн–Сб, 5 днів на тиждень', 'Mon–Sat, five days a week'),
    salaryFrom: 45000,
    salaryTo: 80000,
    duties: [
      l('Інʼєкційні та апаратні процедури', 'Injection and hardware treatments'),
      l('Складання програм догляду', 'Designing care programmes'),
      l('Консультування пацієнтів', 'Patient consultations'),
    ],
    requirements: [
      l('Вища медична освіта та сертифікат дерматовенеролога', 'Medical degree and dermatovenereology certificate'),
      l('Досвід інʼєкційних методик від 2 років', 'At least two years of injection experience'),
      l('Готовність навчатися', 'Willingness to keep learning'),
    ],
    conditions: [
      l(
        'Офіційне працевлаштування, ставка та відсоток від процедур',
        'Official employment, a salary plus a percentage of treatments',
      ),
      l('Навчання новим методикам за рахунок клініки', 'Training in new techniques paid by the clinic'),
      l('Сертифіковані препарати та власний кабінет', 'Certified products and your own treatment room'),
    ],
  },
  {
    slug: 'kol-tsentr-operator',
    name: l('Оператор кол-центру', 'Call centre operator'),
    clinic: P,
    schedule: l('Пн–Пт, 09:00–18:00, можлива віддалена робота', 'Mon–Fri, 09:00–18:00, remote work possible'),
    salaryFrom: 18000,
    salaryTo: 23000,
    duties: [
      l('Обробка вхідних дзвінків і заявок із сайту', 'Handling inbound calls and website requests'),
      l('Запис пацієнтів до лікарів', 'Booking patients with doctors'),
      l('Нагадування про візити', 'Visit reminders'),
    ],
    requirements: [
      l('Чітка вимова та ввічливість', 'Clear speech and politeness'),
      l('Досвід у продажах або сервісі буде перевагою', 'Sales or service experience is a plus'),
      l('Стабільний інтернет для віддаленої роботи', 'Stable internet for remote work'),
    ],
    conditions: [
      l('Офіційне працевлаштування', 'Official employment'),
      l('Оплачене навчання та скрипти розмов', 'Paid training and call scripts'),
      l('Можливість працювати з дому після випробувального терміну', 'Working from home after the probation period'),
    ],
  },
];
