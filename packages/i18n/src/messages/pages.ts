import type { RouteId } from '@clinic/contracts/routes';

/** Routes whose page is one item of the content (a doctor, a post…): their head texts come with the item. */
type ItemRouteId =
  | 'actions-action'
  | 'blog-post'
  | 'clinics-slug'
  | 'complexes-complex'
  | 'zahvoryuvannya-disease'
  | 'likari-direction-doctor'
  | 'direction-subdirection';

/** Every other page: a list or a page of its own, whose head texts are texts of the catalogue. */
export type OwnPageId = Exclude<RouteId, ItemRouteId>;

/**
 * The description in the head of every page that shows no item of its own (search engines show 70–160
 * characters), and the home page's title, which has no visible heading. The title of every other such
 * page is its visible heading (PAGE_HEADINGS in page-texts.ts). A page without its description fails the typecheck.
 */
type PageTexts = { [Id in OwnPageId as `page.${Id}.description`]: string } & { 'page.index.title': string };

const uk: PageTexts = {
  'page.search.description': 'Лікарі, напрями та захворювання на сайті клінік «Вереск», що відповідають запиту.',
  'page.order.description':
    'Запис на прийом до лікаря клінік «Вереск» у Києві: залиште імʼя та телефон, і ми передзвонимо.',
  'page.declaration.description':
    'Підпишіть декларацію з сімейним лікарем клінік «Вереск»: залиште ПІБ, телефон і дату народження.',
  'page.review.description':
    'Розкажіть про свій візит до клінік «Вереск»: ваш відгук зʼявиться на сайті після модерації.',
  'page.vacancy.description': 'Приєднуйтеся до команди клінік «Вереск»: надішліть резюме у форматі pdf, doc або docx.',
  'page.payment.description':
    'Оплатіть консультацію, послугу чи товар клінік «Вереск» карткою онлайн на захищеній сторінці платіжного сервісу.',
  'page.index.title': 'Клініки «Вереск» у Києві — дерматологія, косметологія, гінекологія',
  'page.index.description':
    'Дві клініки в Києві: дерматологія, косметологія, гінекологія, терапія та діагностика. Запис онлайн.',
  'page.polityka-konfidentsiinosti.description':
    'Як клініки «Вереск» обробляють персональні дані з форм сайту: що збираємо, навіщо, скільки зберігаємо і як їх видалити.',
  'page.about-us.description':
    'Хто ми, як працюємо і чому нам довіряють пацієнти: лікарі, обладнання та підхід клінік «Вереск» у Києві.',
  'page.actions.description':
    'Актуальні акції та спеціальні пропозиції клінік «Вереск» у Києві: знижки на процедури, чекапи та консультації.',
  'page.bezperervnij-profesijnij-rozvitok-likariv.description':
    'Навчальні заходи та програми безперервного професійного розвитку (БПР) для лікарів у клініках «Вереск».',
  'page.blog.description':
    'Поради лікарів, новини клінік і статті про здоровʼя та красу, перевірені лікарями мережі «Вереск».',
  'page.calculator.description':
    'Розрахуйте вартість послуг до візиту: оберіть процедури та консультації і побачте підсумкову суму.',
  'page.clinics.description':
    'Адреси, телефони та графік роботи наших клінік у Києві: як дістатися, де припаркуватися, доступність.',
  'page.complexes.description':
    'Комплексні програми обстеження та догляду за вигідною ціною: чекапи, жіноче здоровʼя, догляд за обличчям.',
  'page.contacts.description':
    'Як з нами звʼязатися та як до нас дістатися: телефони, адреси й години роботи клінік «Вереск» у Києві.',
  'page.endolift_promo.description':
    'Лазерний ліфтинг обличчя і тіла без розрізів: як проходить ендоліфт, кому він підходить і скільки коштує.',
  'page.internatura.description':
    'Інтернатура для молодих лікарів у наших клініках: наставники, напрями, умови та як подати заявку.',
  'page.photo-gallery.description':
    'Інтерʼєр, обладнання та команда наших клінік у Києві: подивіться, де і як вас прийматимуть.',
  'page.posluhy.description':
    'Усі напрями та послуги мережі клінік «Вереск»: дерматологія, косметологія, гінекологія, терапія, діагностика.',
  'page.vacancies.description':
    'Приєднуйтеся до нашої команди: відкриті вакансії лікарів і персоналу клінік «Вереск» у Києві, умови та як подати резюме.',
  'page.zahvoryuvannya.description':
    'Довідник захворювань: симптоми, причини, діагностика та лікування, перевірені лікарями клінік «Вереск».',
  'page.likari-slug.description':
    'Лікарі мережі клінік «Вереск» у Києві: досвід, напрями, освіта, відгуки пацієнтів і запис на прийом онлайн.',
  'page.prices-slug.description':
    'Ціни на послуги мережі клінік «Вереск» у Києві за напрямами: консультації, процедури, аналізи та діагностика.',
};

const en: PageTexts = {
  'page.search.description': 'Doctors, directions and diseases on the Veresk clinics’ site that match the query.',
  'page.order.description':
    'Book a visit to a doctor of the Veresk clinics in Kyiv: leave your name and phone and we will call you back.',
  'page.declaration.description':
    'Sign a declaration with a family doctor of the Veresk clinics: leave your full name, phone and date of birth.',
  'page.review.description':
    'Tell others about your visit to the Veresk clinics: your review appears on the site once it has been moderated.',
  'page.vacancy.description': 'Join the team of the Veresk clinics: send your CV as a pdf, doc or docx file.',
  'page.payment.description':
    'Pay for a consultation, a service or a product of the Veresk clinics by card on the payment service’s secure page.',
  'page.index.title': 'Veresk clinics in Kyiv — dermatology, cosmetology, gynecology',
  'page.index.description':
    'Two clinics in Kyiv: dermatology, cosmetology, gynecology, general medicine and diagnostics. Book online.',
  'page.polityka-konfidentsiinosti.description':
    'How the Veresk clinics handle the personal data sent through the website’s forms: what, why, for how long, and how to delete it.',
  'page.about-us.description':
    'Who we are, how we work and why patients trust us: the doctors, equipment and approach of the Veresk clinics in Kyiv.',
  'page.actions.description':
    'Current promotions and special offers of the Veresk clinics in Kyiv: discounts on procedures, check-ups and consultations.',
  'page.bezperervnij-profesijnij-rozvitok-likariv.description':
    'Training events and continuing professional development (CPD) programmes for doctors at the Veresk clinics.',
  'page.blog.description':
    'Doctors’ advice, clinic news and articles on health and beauty, each reviewed by a doctor of the Veresk clinics.',
  'page.calculator.description':
    'Work out the cost of services before your visit: pick procedures and consultations and see the total at once.',
  'page.clinics.description':
    'Addresses, phones and opening hours of our clinics in Kyiv: how to get there, where to park, and access.',
  'page.complexes.description':
    'Check-up and care programmes at a better price: check-ups, women’s health and facial care in one visit.',
  'page.contacts.description':
    'How to reach us and how to find us: phones, addresses and opening hours of the Veresk clinics in Kyiv.',
  'page.endolift_promo.description':
    'Laser lifting of face and body without incisions: how endolift works, who it suits and what it costs.',
  'page.internatura.description':
    'Internship for young doctors at our clinics: mentors, specialties, conditions and how to apply.',
  'page.photo-gallery.description':
    'The interiors, equipment and team of our clinics in Kyiv: see where and how you will be seen.',
  'page.posluhy.description':
    'All directions and services of the Veresk clinics: dermatology, cosmetology, gynecology, therapy and diagnostics.',
  'page.vacancies.description':
    'Join our team: open positions for doctors and staff at the Veresk clinics in Kyiv, the conditions and how to apply.',
  'page.zahvoryuvannya.description':
    'A guide to conditions: symptoms, causes, diagnosis and treatment, reviewed by the doctors of the Veresk clinics.',
  'page.likari-slug.description':
    'Doctors of the Veresk clinics in Kyiv: their experience, specialties, education, patients’ reviews and online booking.',
  'page.prices-slug.description':
    'Prices for the services of the Veresk clinics in Kyiv by direction: consultations, procedures, tests and diagnostics.',
};

/** Texts of the pages' heads. */
export const pages = { uk, en };
