/**
 * Writes the embedded bilingual dataset (api-gateway/data/*.json) and its card images
 * (api-gateway/data/media/**.svg) from the texts in the dataset-*.ts files beside it.
 * Run: npx tsx api-gateway/scripts/generate-dataset.ts — the output is committed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIRECTIONS, type PriceLine } from './dataset-directions.ts';
import { DOCTORS, VACANCIES } from './dataset-people.ts';
import { BLOG_CATEGORIES, DISEASES, DISEASE_CATEGORIES, POSTS } from './dataset-articles.ts';
import { cardSvg, portraitSvg, type Motif } from './card-svg.ts';

const DATA_DIR = path.resolve(import.meta.dirname, '..', 'data');
const MEDIA_DIR = path.join(DATA_DIR, 'media');

type L = { uk: string; en: string };
const l = (uk: string, en: string): L => ({ uk, en });

function writeJson(name: string, value: unknown): void {
  writeFileSync(path.join(DATA_DIR, name), `${JSON.stringify(value, null, 1)}\n`);
}

function writeMedia(folder: string, name: string, svg: string): string {
  mkdirSync(path.join(MEDIA_DIR, folder), { recursive: true });
  writeFileSync(path.join(MEDIA_DIR, folder, `${name}.svg`), svg);
  return `/media/${folder}/${name}.svg`;
}

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const P = 'klinika-na-pechersku';
const O = 'klinika-na-oboloni';

function clinics() {
  return [
    {
      id: 1, slug: P, name: l('Клініка на Печерську', 'Pechersk clinic'),
      address: l('Київ, вул. Євгена Коновальця, 32', '32 Yevhena Konovaltsia St, Kyiv'),
      street_address: l('вул. Євгена Коновальця, 32', '32 Yevhena Konovaltsia St'), locality: l('Київ', 'Kyiv'), postal_code: '01133',
      phone: '380441234567', email: 'pechersk@clinic-network.com.ua',
      coordinates: { lat: 50.4297, lng: 30.5334 }, opening_hours: 'Mo-Sa 09:00-20:00',
      schedule: l('Пн–Сб 09:00–20:00, Нд — вихідний', 'Mon–Sat 09:00–20:00, closed on Sunday'),
      image: writeMedia('clinics', P, cardSvg(205, 'building', 640, 400)),
      description: l('Головна клініка мережі поруч зі станцією метро «Печерська»: дерматологія, косметологія, пластична хірургія, кардіологія та флебологія.', 'The network’s main clinic near Pecherska metro station: dermatology, cosmetology, plastic surgery, cardiology and phlebology.'),
      meta_title: l('Клініка на Печерську — адреса, телефон, графік', 'Pechersk clinic in Kyiv — address, phone, hours'),
      meta_description: l('Багатопрофільна клініка на Печерську: вул. Євгена Коновальця, 32. Пн–Сб 09:00–20:00. Запис онлайн і за телефоном.', 'Multidisciplinary clinic in Pechersk, 32 Yevhena Konovaltsia St. Mon–Sat 09:00–20:00. Book online or by phone.'),
    },
    {
      id: 2, slug: O, name: l('Клініка на Оболоні', 'Obolon clinic'),
      address: l('Київ, Оболонський просп., 16', '16 Obolonskyi Ave, Kyiv'),
      street_address: l('Оболонський просп., 16', '16 Obolonskyi Ave'), locality: l('Київ', 'Kyiv'), postal_code: '04205',
      phone: '380441234568', email: 'obolon@clinic-network.com.ua',
      coordinates: { lat: 50.5071, lng: 30.4985 }, opening_hours: 'Mo-Sa 09:00-21:00',
      schedule: l('Пн–Сб 09:00–21:00, Нд — вихідний', 'Mon–Sat 09:00–21:00, closed on Sunday'),
      image: writeMedia('clinics', O, cardSvg(165, 'building', 640, 400)),
      description: l('Сімейна клініка на Оболоні: педіатрія, неврологія, урологія, дерматологія та власний пункт забору аналізів.', 'A family clinic in Obolon: paediatrics, neurology, urology, dermatology and its own blood-draw point.'),
      meta_title: l('Клініка на Оболоні — адреса, телефон, графік', 'Obolon clinic in Kyiv — address, phone, hours'),
      meta_description: l('Сімейна клініка на Оболоні: Оболонський просп., 16. Пн–Сб 09:00–21:00. Дорослі та діти.', 'Family clinic in Obolon, 16 Obolonskyi Ave. Mon–Sat 09:00–21:00. Adults and children.'),
    },
  ];
}

function directions() {
  let priceId = 0;
  let id = 0;
  const prices = (lines: PriceLine[]) =>
    lines.map(([uk, en, price, from]) => ({ id: ++priceId, name: l(uk, en), price, price_from: Boolean(from) }));
  const top = DIRECTIONS.map((direction) => ({
    id: ++id, slug: direction.slug, name: l(direction.uk, direction.en),
    image_card: writeMedia('directions', direction.slug, cardSvg(direction.hue, 'cross', 400, 300)),
    description: l(direction.ukDesc, direction.enDesc), clinics: direction.clinics, prices: prices(direction.prices),
    sub_directions: [] as unknown[],
  }));
  // Sub-directions are numbered after all directions: search lists both kinds under one id space.
  DIRECTIONS.forEach((direction, index) => {
    top[index]!.sub_directions = (direction.subs ?? []).map((sub) => ({
      id: ++id, slug: sub.slug, name: l(sub.uk, sub.en),
      image_card: writeMedia('directions', sub.slug, cardSvg(sub.hue, 'leaf', 400, 300)),
      description: l(sub.ukDesc, sub.enDesc), prices: prices(sub.prices),
    }));
  });
  return top;
}

function doctors() {
  const directionNames = new Map(DIRECTIONS.map((direction) => [direction.slug, direction]));
  return DOCTORS.map((doctor, index) => {
    const main = directionNames.get(doctor.directions[0]!)!;
    const years = (n: number, uk: boolean) => (uk ? `${n} ${ukYears(n)}` : `${n} years`);
    return {
      id: index + 1, slug: doctor.slug, name: l(doctor.uk, doctor.en),
      photo: writeMedia('doctors', doctor.slug, portraitSvg(main.hue, doctor.female)),
      position: l(doctor.positionUk, doctor.positionEn), experience: doctor.experience,
      directions: doctor.directions, clinics: doctor.clinics, consultation_price: doctor.price,
      bio: l(
        `${doctor.uk} — ${doctor.positionUk.toLowerCase()} зі стажем ${years(doctor.experience, true)}. Основні напрями роботи: ${doctor.focusUk}.`,
        `${doctor.en} is a ${doctor.positionEn.toLowerCase()} with ${years(doctor.experience, false)} of experience, focusing on ${doctor.focusEn}.`,
      ),
      meta_title: l(`${doctor.uk} — ${doctor.positionUk.toLowerCase()} у Києві`, `${doctor.en}, ${doctor.positionEn.toLowerCase()} in Kyiv`),
      meta_description: l(
        `${doctor.positionUk} ${doctor.uk}: ${doctor.focusUk}. Стаж ${years(doctor.experience, true)}. Запис на консультацію онлайн.`,
        `${doctor.positionEn} ${doctor.en}: ${doctor.focusEn}. ${years(doctor.experience, false)} of experience. Book online.`,
      ),
    };
  });
}

function ukYears(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'рік';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'роки';
  return 'років';
}

const WARNING = l(
  'Інформація в статті має ознайомчий характер і не призначена для самодіагностики. Зверніться до лікаря.',
  'This article is for information only and is not meant for self-diagnosis. Please consult a doctor.',
);

function categories(list: { slug: string; uk: string; en: string }[]) {
  return list.map((category, index) => ({ id: index + 1, slug: category.slug, name: l(category.uk, category.en) }));
}

/** The day the doctors last reviewed the disease texts. */
const DISEASES_REVIEWED = '2026-10-01';

function diseases() {
  const directionName = new Map(DIRECTIONS.map((direction) => [direction.slug, direction]));
  return DISEASES.map((disease, index) => {
    const doctorsOf = disease.directions.map((slug) => directionName.get(slug)!);
    return {
      id: index + 1, slug: disease.slug, name: l(disease.uk, disease.en), category: disease.category,
      image: writeMedia('diseases', disease.slug, cardSvg(hueOf(disease.slug), 'drop', 400, 300)),
      excerpt: l(disease.aboutUk, disease.aboutEn),
      body: [
        { type: 'heading', text: l(`Що таке ${disease.uk.toLowerCase()}`, `What is ${disease.en.toLowerCase()}`) },
        { type: 'paragraph', text: l(disease.aboutUk, disease.aboutEn) },
        { type: 'heading', text: l('Симптоми', 'Symptoms') },
        { type: 'list', items: disease.symptoms.map(([uk, en]) => l(uk, en)) },
        { type: 'heading', text: l('Діагностика та лікування', 'Diagnosis and treatment') },
        {
          type: 'paragraph',
          text: l(
            `Діагноз встановлює лікар після огляду та, за потреби, обстежень. Лікуванням займаються фахівці напрямів: ${doctorsOf.map((d) => d.uk.toLowerCase()).join(', ')}.`,
            `A doctor makes the diagnosis after an examination and, if needed, tests. Treatment is provided by our ${doctorsOf.map((d) => d.en.toLowerCase()).join(', ')} specialists.`,
          ),
        },
        { type: 'paragraph', text: WARNING },
      ],
      directions: disease.directions,
      last_reviewed: DISEASES_REVIEWED,
      meta_title: l(`${disease.uk}: симптоми, діагностика та лікування у Києві`, `${disease.en}: symptoms, diagnosis and treatment in Kyiv`),
      meta_description: l(`${disease.aboutUk} Симптоми, діагностика та лікування в Києві.`, `${disease.aboutEn} Symptoms, diagnosis and treatment in Kyiv.`),
    };
  });
}

function posts() {
  return [...POSTS]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((item, index) => ({
      id: index + 1, slug: item.slug, title: l(item.uk, item.en), category: item.category, date: item.date,
      image: writeMedia('blog', item.slug, cardSvg(hueOf(item.slug), 'spark', 400, 300)),
      excerpt: l(item.excerptUk, item.excerptEn),
      body: [
        { type: 'paragraph', text: l(item.excerptUk, item.excerptEn) },
        { type: 'heading', text: l('Головне', 'Key points') },
        { type: 'list', items: item.points.map(([uk, en]) => l(uk, en)) },
        { type: 'paragraph', text: l('Маєте запитання? Запишіться на консультацію в одну з наших клінік.', 'Any questions? Book a consultation at one of our clinics.') },
      ],
      meta_title: l(item.uk, item.en),
      meta_description: l(`${item.excerptUk} Поради лікарів мережі клінік у Києві.`, `${item.excerptEn} Advice from the doctors of our clinics in Kyiv.`),
    }));
}

const COMPLEX_CATEGORIES = [
  { slug: 'dohliad-za-oblychchiam', uk: 'Догляд за обличчям', en: 'Facial care' },
  { slug: 'zhinoche-zdorovia', uk: 'Жіноче здоровʼя', en: 'Women’s health' },
  { slug: 'chekapy', uk: 'Чекапи', en: 'Check-ups' },
];

function complexes() {
  const c = (slug: string, category: string, clinicsOf: string[], uk: string, en: string, price: number, priceOld: number | null, descUk: string, descEn: string, items: [string, string, number][]) => ({
    slug, category, clinics: clinicsOf, name: l(uk, en), price, price_old: priceOld, description: l(descUk, descEn),
    items: items.map(([itemUk, itemEn, quantity]) => ({ name: l(itemUk, itemEn), quantity })),
  });
  return [
    c('chysta-shkira', 'dohliad-za-oblychchiam', [P, O], 'Чиста шкіра', 'Clear skin', 4900, 6100, 'Курс для проблемної шкіри: консультація, чистки та пілінги.', 'A course for problem skin: consultation, cleansing and peels.', [['Консультація дерматолога', 'Dermatologist consultation', 1], ['Комбінована чистка обличчя', 'Combined facial cleansing', 2], ['Мигдальний пілінг', 'Mandelic peel', 2]]),
    c('siaiuche-oblychchia', 'dohliad-za-oblychchiam', [P], 'Сяюче обличчя', 'Radiant face', 9800, 12300, 'Зволоження та пружність шкіри за місяць.', 'Hydrated, firmer skin in a month.', [['Біоревіталізація обличчя', 'Facial biorevitalisation', 2], ['Альгінатна маска', 'Alginate mask', 2], ['Масаж обличчя', 'Facial massage', 1]]),
    c('liftynh-bez-operatsii', 'dohliad-za-oblychchiam', [P], 'Ліфтинг без операції', 'Lifting without surgery', 21500, 25800, 'Апаратний ліфтинг овалу обличчя з мінімальним відновленням.', 'Hardware lifting of the face contour with minimal downtime.', [['SMAS-ліфтинг обличчя', 'Facial SMAS lifting', 1], ['RF-ліфтинг обличчя', 'Facial RF lifting', 3]]),
    c('zhinochyi-chekap', 'zhinoche-zdorovia', [P, O], 'Жіночий чекап', 'Women’s check-up', 3900, 4950, 'Щорічне гінекологічне обстеження за один візит.', 'A yearly gynecological check-up in one visit.', [['Консультація гінеколога', 'Gynecologist consultation', 1], ['Мазок на онкоцитологію', 'Pap smear', 1], ['УЗД органів малого таза', 'Pelvic ultrasound', 1], ['УЗД молочних залоз', 'Breast ultrasound', 1], ['Загальний аналіз крові', 'Complete blood count', 1]]),
    c('planuvannia-vahitnosti', 'zhinoche-zdorovia', [P], 'Планування вагітності', 'Pregnancy planning', 5600, null, 'Обстеження пари перед плануванням вагітності.', 'Tests for a couple before planning a pregnancy.', [['Консультація гінеколога', 'Gynecologist consultation', 2], ['Тиреотропний гормон (ТТГ)', 'Thyroid-stimulating hormone (TSH)', 1], ['Вітамін D', 'Vitamin D', 1], ['УЗД органів малого таза', 'Pelvic ultrasound', 1]]),
    c('chekap-sertsia', 'chekapy', [P], 'Чекап серця', 'Heart check-up', 4200, 5300, 'Оцінка роботи серця та судин з висновком кардіолога.', 'Heart and vessel assessment with a cardiologist’s report.', [['Консультація кардіолога', 'Cardiologist consultation', 1], ['ЕКГ з розшифровкою', 'ECG with interpretation', 1], ['Ехокардіографія', 'Echocardiography', 1], ['Ліпідограма', 'Lipid profile', 1]]),
    c('bazovyi-chekap', 'chekapy', [P, O], 'Базовий чекап', 'Basic check-up', 2300, 2850, 'Щорічний огляд для дорослих: аналізи та терапевт.', 'A yearly check-up for adults: tests and an internist.', [['Консультація терапевта', 'Internist consultation', 1], ['Загальний аналіз крові', 'Complete blood count', 1], ['Біохімічний аналіз крові, базовий', 'Basic blood chemistry panel', 1], ['Глікований гемоглобін', 'Glycated haemoglobin (HbA1c)', 1]]),
  ].map((item, index) => ({ id: index + 1, ...item, image: writeMedia('complexes', item.slug, cardSvg(hueOf(item.slug), 'heart', 400, 300)) }));
}

function actions() {
  const a = (slug: string, category: string, clinicsOf: string[], activeTo: string, uk: string, en: string, excerptUk: string, excerptEn: string) => ({
    slug, category, clinics: clinicsOf, active_to: activeTo, name: l(uk, en), excerpt: l(excerptUk, excerptEn),
    body: [
      { type: 'paragraph', text: l(excerptUk, excerptEn) },
      { type: 'list', items: [l(`Діє до ${activeTo.split('-').reverse().join('.')} включно`, `Valid until ${activeTo} inclusive`), l('Не сумується з іншими знижками', 'Cannot be combined with other discounts'), l('Деталі уточнюйте в адміністратора', 'Ask the front desk for details')] },
    ],
  });
  return [
    a('epiliatsiia-pakhv-v-podarunok', 'lazerna-epiliatsiia', [P, O], '2028-01-31', 'Епіляція пахв у подарунок', 'Free underarm laser session', 'Під час лазерної епіляції ніг повністю — зона пахв у подарунок.', 'Book full-leg laser hair removal and get the underarm area free.'),
    a('zymovyi-chekap', 'terapiia', [P, O], '2027-12-31', 'Зимовий чекап зі знижкою 20%', 'Winter check-up at 20% off', 'Базовий чекап зі знижкою 20% для нових пацієнтів.', 'The basic check-up at 20% off for new patients.'),
    a('endolift-minus-15', 'plastychna-khirurhiia', [P], '2027-11-30', 'Ендоліфт зі знижкою 15%', 'Endolift at 15% off', 'Знижка 15% на ендоліфт будь-якої зони.', '15% off endolift of any area.'),
    a('pilinhy-voseny', 'kosmetolohiia', [P, O], '2026-10-31', 'Осінь — час пілінгів', 'Autumn is peel season', 'Другий пілінг курсу — зі знижкою 50%.', 'The second peel of a course at half price.'),
    a('uzd-shchytovydnoi', 'endokrynolohiia', [O], '2026-08-31', 'УЗД щитоподібної залози за 400 грн', 'Thyroid ultrasound for 400 UAH', 'Літня ціна на УЗД щитоподібної залози з консультацією.', 'A summer price for thyroid ultrasound with a consultation.'),
    a('dermatoskopiia-navesni', 'dermatolohiia', [P, O], '2026-03-31', 'Весняна перевірка родимок', 'Spring mole check', 'Цифрова дерматоскопія всього тіла зі знижкою 25%.', 'Full-body digital dermoscopy at 25% off.'),
  ]
    .sort((x, y) => y.active_to.localeCompare(x.active_to))
    .map((item, index) => ({ id: index + 1, ...item, image: writeMedia('actions', item.slug, cardSvg(hueOf(item.slug), 'tag', 400, 300)) }));
}

const PHOTO_CATEGORIES = [
  { slug: 'interier', uk: 'Інтерʼєр', en: 'Interior' },
  { slug: 'obladnannia', uk: 'Обладнання', en: 'Equipment' },
  { slug: 'komanda', uk: 'Команда', en: 'Team' },
];

function photos() {
  const captions: Record<string, [string, string, Motif][]> = {
    interier: [
      ['Рецепція клініки на Печерську', 'Pechersk clinic front desk', 'building'], ['Зона очікування', 'Waiting area', 'building'], ['Кабінет дерматолога', 'Dermatologist’s room', 'cross'],
      ['Процедурний кабінет', 'Treatment room', 'cross'], ['Кабінет косметолога', 'Cosmetologist’s room', 'leaf'], ['Дитячий куточок на Оболоні', 'Kids’ corner in Obolon', 'heart'],
      ['Операційна', 'Operating room', 'cross'], ['Хол клініки на Оболоні', 'Obolon clinic hall', 'building'], ['Кабінет УЗД', 'Ultrasound room', 'drop'],
      ['Пункт забору аналізів', 'Blood-draw point', 'drop'], ['Кабінет гінеколога', 'Gynecologist’s room', 'heart'], ['Вхід до клініки', 'Clinic entrance', 'building'],
    ],
    obladnannia: [
      ['Цифровий дерматоскоп', 'Digital dermatoscope', 'spark'], ['Діодний лазер для епіляції', 'Diode hair-removal laser', 'spark'], ['Апарат SMAS-ліфтингу', 'SMAS lifting device', 'spark'],
      ['УЗ-сканер експертного класу', 'Expert-class ultrasound scanner', 'drop'], ['Лазер для ендоліфту', 'Endolift laser', 'spark'], ['Кольпоскоп', 'Colposcope', 'cross'],
      ['Холтерівський монітор', 'Holter monitor', 'heart'], ['Електрокардіограф', 'Electrocardiograph', 'heart'], ['Апарат RF-ліфтингу', 'RF lifting device', 'spark'],
      ['Стерилізаційна', 'Sterilisation room', 'cross'], ['Фототрихограф', 'Phototrichograph', 'leaf'], ['Лампа Вуда', 'Wood’s lamp', 'spark'],
    ],
    komanda: [
      ['Команда клініки на Печерську', 'Pechersk clinic team', 'heart'], ['Команда клініки на Оболоні', 'Obolon clinic team', 'heart'], ['Лікарі на конгресі дерматологів', 'Doctors at the dermatology congress', 'spark'],
      ['Навчання з інʼєкційних методик', 'Injection technique training', 'leaf'], ['Адміністратори клініки', 'Front desk team', 'heart'], ['Медичні сестри', 'Our nurses', 'cross'],
      ['День відкритих дверей', 'Open day', 'building'], ['Благодійна акція', 'Charity event', 'heart'], ['Майстер-клас для лікарів', 'Workshop for doctors', 'spark'],
      ['Святкування пʼятиріччя мережі', 'The network’s fifth anniversary', 'spark'], ['Ранкова нарада', 'Morning briefing', 'leaf'], ['Волонтерська поїздка', 'Volunteer trip', 'heart'],
    ],
  };
  let id = 0;
  return Object.entries(captions).flatMap(([category, list]) =>
    list.map(([uk, en, motif]) => {
      id += 1;
      return { id, category, caption: l(uk, en), image: writeMedia('photos', `photo-${id}`, cardSvg(hueOf(`${uk}${id}`), motif, 400, 300)) };
    }),
  );
}

function vacancies() {
  return VACANCIES.map((vacancy, index) => ({
    id: index + 1, slug: vacancy.slug, name: l(vacancy.uk, vacancy.en), clinic: vacancy.clinic,
    schedule: l(vacancy.scheduleUk, vacancy.scheduleEn), salary_from: vacancy.salaryFrom, salary_to: vacancy.salaryTo,
    duties: vacancy.duties.map(([uk, en]) => l(uk, en)), requirements: vacancy.requirements.map(([uk, en]) => l(uk, en)),
  }));
}

function questions() {
  const answer = (id: number, uk: string, en: string, next: number | null, direction: string | null) => ({ id, text: l(uk, en), next_question_id: next, direction_slug: direction });
  return [
    { id: 1, question: l('Що вас турбує найбільше?', 'What concerns you most?'), answers: [
      answer(1, 'Проблеми зі шкірою', 'Skin problems', 2, null),
      answer(2, 'Хочу покращити зовнішність', 'I want to improve my appearance', 3, null),
      answer(3, 'Жіноче здоровʼя', 'Women’s health', 4, null),
      answer(4, 'Загальне самопочуття', 'General well-being', null, 'terapiia'),
    ] },
    { id: 2, question: l('Що саме помітили?', 'What have you noticed?'), answers: [
      answer(5, 'Висипання або почервоніння', 'Spots or redness', null, 'dermatolohiia'),
      answer(6, 'Родимка змінилася', 'A mole has changed', null, 'vydalennia-novoutvoren'),
      answer(7, 'Випадає волосся', 'Hair loss', null, 'trykholohiia'),
    ] },
    { id: 3, question: l('Яку зону хочете покращити?', 'Which area would you like to improve?'), answers: [
      answer(8, 'Зморшки та тонус обличчя', 'Wrinkles and facial tone', null, 'kosmetolohiia'),
      answer(9, 'Небажане волосся', 'Unwanted hair', null, 'lazerna-epiliatsiia'),
      answer(10, 'Овал обличчя, повіки', 'Face contour, eyelids', null, 'plastychna-khirurhiia'),
    ] },
    { id: 4, question: l('Яка мета візиту?', 'What is the purpose of your visit?'), answers: [
      answer(11, 'Профілактичний огляд', 'A routine check-up', null, 'hinekolohiia'),
      answer(12, 'Планую вагітність або вагітна', 'Planning a pregnancy or pregnant', null, 'vedennia-vahitnosti'),
      answer(13, 'Гормональні порушення', 'Hormonal problems', null, 'endokrynolohiia'),
    ] },
  ];
}

function dialogs() {
  return [
    {
      id: 1, image: writeMedia('dialogs', 'first-visit', cardSvg(12, 'tag', 560, 320)),
      // A pop-up's texts repeat the promotion it links to (actions(): zymovyi-chekap).
      title: l('Зимовий чекап зі знижкою 20%', 'Winter check-up at 20% off'),
      desc: l('Базовий чекап зі знижкою 20% для нових пацієнтів до 31.12.2027.', 'The basic check-up at 20% off for new patients until 31 December 2027.'),
      btn_name: l('Деталі акції', 'Offer details'), btn_path: '/actions/zymovyi-chekap', deley: 20, relations: [],
    },
    {
      id: 2, image: writeMedia('dialogs', 'endolift', cardSvg(290, 'spark', 560, 320)),
      title: l('Ендоліфт зі знижкою 15%', 'Endolift at 15% off'),
      desc: l('Лазерний ліфтинг без розрізів і тривалого відновлення: знижка 15% на будь-яку зону до 30.11.2027.', 'Laser lifting without incisions or long recovery: 15% off any area until 30 November 2027.'),
      btn_name: l('Дізнатися більше', 'Learn more'), btn_path: '/endolift_promo', deley: 5,
      relations: [{ type: 'direction', slug: 'plastychna-khirurhiia' }, { type: 'direction', slug: 'kosmetolohiia' }, { type: 'page', slug: 'index' }],
    },
  ];
}

function navs() {
  const page = (slug: string, uk: string, en: string, subPages: { slug: string; name: L }[] = []) => ({ slug, name: l(uk, en), sub_pages: subPages });
  const sub = (slug: string, uk: string, en: string) => ({ slug, name: l(uk, en) });
  return {
    header: [
      page('posluhy', 'Послуги', 'Services'),
      page('likari', 'Лікарі', 'Doctors'),
      page('prices', 'Ціни', 'Prices'),
      page('actions', 'Акції', 'Offers'),
      page('patsiientam', 'Пацієнтам', 'For patients', [
        sub('complexes', 'Комплекси', 'Complexes'), sub('zahvoryuvannya', 'Захворювання', 'Diseases'),
        sub('blog', 'Блог', 'Blog'), sub('calculator', 'Калькулятор', 'Calculator'),
      ]),
      page('pro-nas', 'Про нас', 'About us', [
        sub('about-us', 'Про клініку', 'About the clinic'), sub('clinics', 'Клініки', 'Clinics'),
        sub('photo-gallery', 'Фотогалерея', 'Photo gallery'), sub('vacancies', 'Вакансії', 'Careers'),
      ]),
      page('contacts', 'Контакти', 'Contacts'),
      page('oplata-onlain', 'Оплата онлайн', 'Pay online'),
    ],
    info: [
      page('zahvoryuvannya', 'Захворювання', 'Diseases'),
      page('blog', 'Блог', 'Blog'),
      page('internatura', 'Інтернатура', 'Internship'),
      page('bezperervnij-profesijnij-rozvitok-likariv', 'БПР лікарів', 'CPD for doctors'),
    ],
    footer: [
      page('about-us', 'Про клініку', 'About the clinic'),
      page('posluhy', 'Послуги', 'Services'),
      page('likari', 'Лікарі', 'Doctors'),
      page('prices', 'Ціни', 'Prices'),
      page('complexes', 'Комплекси', 'Complexes'),
      page('actions', 'Акції', 'Offers'),
      page('photo-gallery', 'Фотогалерея', 'Photo gallery'),
      page('vacancies', 'Вакансії', 'Careers'),
      page('contacts', 'Контакти', 'Contacts'),
    ],
    socials: [
      { type: 'instagram', link: 'https://www.instagram.com/clinic.network.kyiv/' },
      { type: 'facebook', link: 'https://www.facebook.com/clinic.network.kyiv' },
      { type: 'tiktok', link: 'https://www.tiktok.com/@clinic.network.kyiv' },
      { type: 'youtube', link: 'https://www.youtube.com/@clinic.network.kyiv' },
    ],
  };
}

rmSync(MEDIA_DIR, { recursive: true, force: true });
mkdirSync(MEDIA_DIR, { recursive: true });
writeJson('clinics.json', clinics());
writeJson('directions.json', directions());
writeJson('doctors.json', doctors());
writeJson('disease-categories.json', categories(DISEASE_CATEGORIES));
writeJson('diseases.json', diseases());
writeJson('blog-categories.json', categories(BLOG_CATEGORIES));
writeJson('posts.json', posts());
writeJson('complex-categories.json', categories(COMPLEX_CATEGORIES));
writeJson('complexes.json', complexes());
writeJson('actions.json', actions());
writeJson('photo-categories.json', categories(PHOTO_CATEGORIES));
writeJson('photos.json', photos());
writeJson('vacancies.json', vacancies());
writeJson('questions.json', questions());
writeJson('dialogs.json', dialogs());
writeJson('navs.json', navs());
console.log(`dataset written to ${DATA_DIR}`);
