/** Doctors and vacancies of the two clinics. */
export interface DoctorText {
  slug: string;
  uk: string;
  en: string;
  female: boolean;
  positionUk: string;
  positionEn: string;
  directions: string[];
  clinics: string[];
  experience: number;
  price: number;
  focusUk: string;
  focusEn: string;
}

const P = 'klinika-na-pechersku';
const O = 'klinika-na-oboloni';

const d = (
  slug: string, uk: string, en: string, female: boolean, positionUk: string, positionEn: string,
  directions: string[], clinics: string[], experience: number, price: number, focusUk: string, focusEn: string,
): DoctorText => ({ slug, uk, en, female, positionUk, positionEn, directions, clinics, experience, price, focusUk, focusEn });

export const DOCTORS: DoctorText[] = [
  d('olena-kovalenko', 'Олена Коваленко', 'Olena Kovalenko', true, 'Лікарка-дерматовенерологиня', 'Dermatovenereologist', ['dermatolohiia'], [P], 14, 900, 'лікування акне, розацеа та дерматоскопію новоутворень', 'acne and rosacea treatment and dermoscopy of skin lesions'),
  d('andrii-melnyk', 'Андрій Мельник', 'Andrii Melnyk', false, 'Лікар-дерматолог, онкодерматолог', 'Dermatologist, skin cancer specialist', ['dermatolohiia'], [P, O], 18, 1100, 'ранню діагностику меланоми та видалення новоутворень', 'early melanoma detection and removal of skin growths'),
  d('iryna-shevchenko', 'Ірина Шевченко', 'Iryna Shevchenko', true, 'Лікарка-трихологиня', 'Trichologist', ['dermatolohiia'], [O], 9, 850, 'лікування алопеції та захворювань шкіри голови', 'alopecia and scalp conditions'),
  d('mariia-bondarenko', 'Марія Бондаренко', 'Mariia Bondarenko', true, 'Дитяча дерматологиня', 'Paediatric dermatologist', ['dermatolohiia', 'pediatriia'], [O], 11, 800, 'атопічний дерматит і шкірні висипи у дітей', 'atopic dermatitis and skin rashes in children'),
  d('yuliia-tkachenko', 'Юлія Ткаченко', 'Yuliia Tkachenko', true, 'Лікарка-косметологиня', 'Cosmetologist', ['kosmetolohiia'], [P], 10, 700, 'інʼєкційні методики омолодження та контурну пластику', 'injection rejuvenation and dermal fillers'),
  d('nataliia-kravchenko', 'Наталія Кравченко', 'Nataliia Kravchenko', true, 'Лікарка-косметологиня', 'Cosmetologist', ['kosmetolohiia', 'lazerna-epiliatsiia'], [O], 8, 650, 'апаратну косметологію та лазерну епіляцію', 'hardware cosmetology and laser hair removal'),
  d('oksana-oliinyk', 'Оксана Олійник', 'Oksana Oliinyk', true, 'Лікарка-дерматокосметологиня', 'Dermatocosmetologist', ['kosmetolohiia', 'dermatolohiia'], [P, O], 12, 800, 'лікування постакне, пігментації та пілінги', 'post-acne, pigmentation and chemical peels'),
  d('viktoriia-lysenko', 'Вікторія Лисенко', 'Viktoriia Lysenko', true, 'Косметологиня, фахівчиня з лазерних технологій', 'Cosmetologist, laser technology specialist', ['kosmetolohiia', 'lazerna-epiliatsiia'], [P], 7, 650, 'лазерне шліфування, фотоомолодження та епіляцію', 'laser resurfacing, photorejuvenation and hair removal'),
  d('tetiana-moroz', 'Тетяна Мороз', 'Tetiana Moroz', true, 'Лікарка акушерка-гінекологиня', 'Obstetrician-gynecologist', ['hinekolohiia'], [P], 20, 1000, 'ведення вагітності та планування родини', 'pregnancy care and family planning'),
  d('svitlana-pavlenko', 'Світлана Павленко', 'Svitlana Pavlenko', true, 'Лікарка-гінекологиня', 'Gynecologist', ['hinekolohiia'], [O], 15, 900, 'лікування ендометріозу та кольпоскопію', 'endometriosis care and colposcopy'),
  d('khrystyna-savchuk', 'Христина Савчук', 'Khrystyna Savchuk', true, 'Гінекологиня-ендокринологиня', 'Gynecologist-endocrinologist', ['hinekolohiia', 'endokrynolohiia'], [P, O], 11, 1000, 'гормональні порушення та синдром полікістозних яєчників', 'hormonal disorders and polycystic ovary syndrome'),
  d('roman-boiko', 'Роман Бойко', 'Roman Boiko', false, 'Лікар-терапевт', 'Internist', ['terapiia'], [P], 16, 750, 'профілактичні чекапи та лікування застуд', 'preventive check-ups and respiratory infections'),
  d('halyna-kuzmenko', 'Галина Кузьменко', 'Halyna Kuzmenko', true, 'Сімейна лікарка', 'Family doctor', ['terapiia'], [O], 22, 700, 'ведення хронічних пацієнтів і сімейну медицину', 'chronic disease management and family medicine'),
  d('dmytro-hrytsenko', 'Дмитро Гриценко', 'Dmytro Hrytsenko', false, 'Лікар-кардіолог', 'Cardiologist', ['kardiolohiia', 'terapiia'], [P], 17, 1000, 'лікування гіпертонії та аритмій', 'hypertension and arrhythmia care'),
  d('serhii-marchenko', 'Сергій Марченко', 'Serhii Marchenko', false, 'Лікар-кардіолог, функціональний діагност', 'Cardiologist, functional diagnostics', ['kardiolohiia', 'uzd-diahnostyka'], [P], 13, 1000, 'ехокардіографію та навантажувальні тести', 'echocardiography and stress testing'),
  d('liudmyla-rudenko', 'Людмила Руденко', 'Liudmyla Rudenko', true, 'Лікарка-ендокринологиня', 'Endocrinologist', ['endokrynolohiia'], [P, O], 19, 950, 'захворювання щитоподібної залози та цукровий діабет', 'thyroid disease and diabetes'),
  d('vasyl-ponomarenko', 'Василь Пономаренко', 'Vasyl Ponomarenko', false, 'Лікар-уролог, андролог', 'Urologist, andrologist', ['urolohiia'], [O], 21, 950, 'чоловіче здоровʼя та сечокамʼяну хворобу', 'men’s health and kidney stones'),
  d('ihor-levchenko', 'Ігор Левченко', 'Ihor Levchenko', false, 'Пластичний хірург', 'Plastic surgeon', ['plastychna-khirurhiia'], [P], 15, 1200, 'блефаропластику та ліпофілінг', 'blepharoplasty and fat grafting'),
  d('maksym-kharchenko', 'Максим Харченко', 'Maksym Kharchenko', false, 'Пластичний хірург', 'Plastic surgeon', ['plastychna-khirurhiia', 'kosmetolohiia'], [P], 10, 1200, 'ендоліфт і малоінвазивні методики омолодження', 'endolift and minimally invasive rejuvenation'),
  d('anna-karpenko', 'Анна Карпенко', 'Anna Karpenko', true, 'Лікарка УЗД-діагностики', 'Ultrasound specialist', ['uzd-diahnostyka'], [P, O], 12, 850, 'УЗД органів черевної порожнини та молочних залоз', 'abdominal and breast ultrasound'),
  d('oleh-zinchenko', 'Олег Зінченко', 'Oleh Zinchenko', false, 'Лікар-флеболог, судинний хірург', 'Phlebologist, vascular surgeon', ['flebolohiia'], [P], 18, 1000, 'лазерне лікування варикозу та склеротерапію', 'laser varicose vein treatment and sclerotherapy'),
  d('kateryna-tymoshenko', 'Катерина Тимошенко', 'Kateryna Tymoshenko', true, 'Лікарка-педіатриня', 'Paediatrician', ['pediatriia'], [O], 14, 800, 'спостереження немовлят і вакцинацію', 'infant care and vaccinations'),
  d('yaroslav-kostenko', 'Ярослав Костенко', 'Yaroslav Kostenko', false, 'Лікар-невролог', 'Neurologist', ['nevrolohiia'], [O], 16, 950, 'лікування мігрені та болю в спині', 'migraine and back pain'),
  d('sofiia-verbytska', 'Софія Вербицька', 'Sofiia Verbytska', true, 'Лікарка лабораторної діагностики', 'Laboratory medicine physician', ['laboratorna-diahnostyka', 'terapiia'], [P, O], 6, 600, 'інтерпретацію аналізів і профілактичні програми', 'interpreting test results and preventive programmes'),
];

export interface VacancyText {
  slug: string;
  uk: string;
  en: string;
  clinic: string;
  scheduleUk: string;
  scheduleEn: string;
  salaryFrom: number;
  salaryTo: number | null;
  duties: [string, string][];
  requirements: [string, string][];
}

export const VACANCIES: VacancyText[] = [
  {
    slug: 'administrator-reiestratury', uk: 'Адміністратор реєстратури', en: 'Front desk administrator', clinic: P,
    scheduleUk: 'Позмінно, 2/2, 08:30–20:30', scheduleEn: 'Shifts, 2 on / 2 off, 08:30–20:30', salaryFrom: 20000, salaryTo: 26000,
    duties: [['Зустріч і реєстрація пацієнтів', 'Greeting and registering patients'], ['Запис на прийом телефоном і в месенджерах', 'Booking appointments by phone and messengers'], ['Робота з касою та документами', 'Handling payments and paperwork']],
    requirements: [['Досвід роботи з клієнтами від 1 року', 'At least one year of customer service experience'], ['Грамотна українська мова', 'Fluent, correct Ukrainian'], ['Впевнений користувач ПК', 'Confident computer skills']],
  },
  {
    slug: 'likar-dermatolog', uk: 'Лікар-дерматолог', en: 'Dermatologist', clinic: O,
    scheduleUk: 'Пн–Сб, гнучкий графік', scheduleEn: 'Mon–Sat, flexible hours', salaryFrom: 60000, salaryTo: null,
    duties: [['Консультативний прийом дорослих пацієнтів', 'Consultations for adult patients'], ['Дерматоскопія та малі процедури', 'Dermoscopy and minor procedures'], ['Ведення медичної документації', 'Keeping medical records']],
    requirements: [['Сертифікат лікаря-дерматовенеролога', 'Dermatovenereology certificate'], ['Досвід від 3 років', 'At least three years of experience'], ['Знання протоколів МОЗ', 'Knowledge of Ministry of Health protocols']],
  },
  {
    slug: 'medychna-sestra', uk: 'Медична сестра', en: 'Nurse', clinic: O,
    scheduleUk: 'Позмінно, 08:00–21:00', scheduleEn: 'Shifts, 08:00–21:00', salaryFrom: 22000, salaryTo: 28000,
    duties: [['Асистування лікарям під час процедур', 'Assisting doctors during procedures'], ['Забір крові та інʼєкції', 'Blood draws and injections'], ['Підготовка кабінетів і стерилізація', 'Room preparation and sterilisation']],
    requirements: [['Медична освіта', 'Nursing qualification'], ['Досвід маніпуляцій від 1 року', 'At least one year of clinical experience'], ['Уважність і доброзичливість', 'Attentive and friendly manner']],
  },
  {
    slug: 'likar-kosmetoloh', uk: 'Лікар-косметолог', en: 'Cosmetologist', clinic: P,
    scheduleUk: 'Пн–Сб, 5 днів на тиждень', scheduleEn: 'Mon–Sat, five days a week', salaryFrom: 45000, salaryTo: 80000,
    duties: [['Інʼєкційні та апаратні процедури', 'Injection and hardware treatments'], ['Складання програм догляду', 'Designing care programmes'], ['Консультування пацієнтів', 'Patient consultations']],
    requirements: [['Вища медична освіта та сертифікат дерматовенеролога', 'Medical degree and dermatovenereology certificate'], ['Досвід інʼєкційних методик від 2 років', 'At least two years of injection experience'], ['Готовність навчатися', 'Willingness to keep learning']],
  },
  {
    slug: 'kol-tsentr-operator', uk: 'Оператор кол-центру', en: 'Call centre operator', clinic: P,
    scheduleUk: 'Пн–Пт, 09:00–18:00, можлива віддалена робота', scheduleEn: 'Mon–Fri, 09:00–18:00, remote work possible', salaryFrom: 18000, salaryTo: 23000,
    duties: [['Обробка вхідних дзвінків і заявок із сайту', 'Handling inbound calls and website requests'], ['Запис пацієнтів до лікарів', 'Booking patients with doctors'], ['Нагадування про візити', 'Visit reminders']],
    requirements: [['Чітка вимова та ввічливість', 'Clear speech and politeness'], ['Досвід у продажах або сервісі буде перевагою', 'Sales or service experience is a plus'], ['Стабільний інтернет для віддаленої роботи', 'Stable internet for remote work']],
  },
];
