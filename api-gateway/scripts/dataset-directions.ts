/** Directions, sub-directions and their price lists: [uk, en, price in UAH, "from" price]. */
import type { Scene } from './illustrations.ts';

export type PriceLine = [uk: string, en: string, price: number, from?: boolean];

export interface DirectionText {
  slug: string;
  uk: string;
  en: string;
  ukDesc: string;
  enDesc: string;
  clinics: string[];
  hue: number;
  /** What its card's illustration shows. */
  scene: Scene;
  prices: PriceLine[];
  subs?: Omit<DirectionText, 'clinics' | 'subs'>[];
}

const BOTH = ['klinika-na-pechersku', 'klinika-na-oboloni'];
const PECHERSK = ['klinika-na-pechersku'];
const OBOLON = ['klinika-na-oboloni'];

export const DIRECTIONS: DirectionText[] = [
  {
    slug: 'dermatolohiia', uk: 'Дерматологія', en: 'Dermatology', clinics: BOTH, hue: 12, scene: 'dermoscopy',
    ukDesc: 'Діагностика та лікування захворювань шкіри, волосся і нігтів у дорослих і дітей.',
    enDesc: 'Diagnosis and treatment of skin, hair and nail conditions in adults and children.',
    prices: [
      ['Консультація дерматолога', 'Dermatologist consultation', 800],
      ['Повторна консультація дерматолога', 'Follow-up dermatologist consultation', 600],
      ['Дерматоскопія одного новоутворення', 'Dermoscopy of one lesion', 350],
      ['Цифрова дерматоскопія всього тіла', 'Full-body digital dermoscopy', 1800],
      ['Зішкріб на грибкові ураження', 'Skin scraping for fungal infection', 300],
      ['Кріодеструкція бородавки', 'Wart cryotherapy', 450, true],
      ['Лікування акне, консультація з планом', 'Acne consultation with a treatment plan', 950],
      ['Фототерапія, 1 сеанс', 'Phototherapy, one session', 650],
    ],
    subs: [
      {
        slug: 'trykholohiia', uk: 'Трихологія', en: 'Trichology', hue: 28, scene: 'hair',
        ukDesc: 'Лікування випадіння волосся, захворювань шкіри голови та підбір домашнього догляду.',
        enDesc: 'Treatment of hair loss and scalp conditions with a home-care plan.',
        prices: [
          ['Консультація трихолога', 'Trichologist consultation', 850],
          ['Трихоскопія', 'Trichoscopy', 500],
          ['Фототрихограма', 'Phototrichogram', 900],
          ['Мезотерапія шкіри голови', 'Scalp mesotherapy', 1500],
          ['PRP-терапія шкіри голови', 'Scalp PRP therapy', 2800],
          ['Пілінг шкіри голови', 'Scalp peel', 1100],
        ],
      },
      {
        slug: 'dytiacha-dermatolohiia', uk: 'Дитяча дерматологія', en: 'Paediatric dermatology', hue: 40, scene: 'kids',
        ukDesc: 'Дбайливий огляд і лікування атопічного дерматиту, висипів та родимок у дітей.',
        enDesc: 'Gentle examination and care for atopic dermatitis, rashes and moles in children.',
        prices: [
          ['Консультація дитячого дерматолога', 'Paediatric dermatologist consultation', 750],
          ['Дерматоскопія родимки у дитини', 'Dermoscopy of a mole in a child', 350],
          ['Складання плану догляду при атопії', 'Atopic skin care plan', 500],
          ['Видалення контагіозного молюска', 'Molluscum contagiosum removal', 400, true],
          ['Повторний огляд дитини', 'Follow-up visit for a child', 550],
        ],
      },
      {
        slug: 'vydalennia-novoutvoren', uk: 'Видалення новоутворень', en: 'Removal of skin growths', hue: 2, scene: 'treatment',
        ukDesc: 'Видалення родимок, папілом і бородавок лазером, радіохвилею або хірургічно з гістологією.',
        enDesc: 'Removal of moles, papillomas and warts by laser, radio wave or surgery, with histology.',
        prices: [
          ['Лазерне видалення папіломи', 'Laser papilloma removal', 400, true],
          ['Радіохвильове видалення родимки', 'Radio-wave mole removal', 900, true],
          ['Хірургічне видалення новоутворення', 'Surgical excision of a lesion', 2500, true],
          ['Гістологічне дослідження', 'Histology', 950],
          ['Видалення кератоми', 'Keratoma removal', 700, true],
          ['Перевʼязка після видалення', 'Dressing after removal', 250],
        ],
      },
    ],
  },
  {
    slug: 'kosmetolohiia', uk: 'Косметологія', en: 'Cosmetology', clinics: BOTH, hue: 330, scene: 'cosmetology',
    ukDesc: 'Доглядові, апаратні та інʼєкційні процедури для здоровʼя і краси шкіри обличчя та тіла.',
    enDesc: 'Care, hardware and injection treatments for healthy, beautiful skin of face and body.',
    prices: [
      ['Консультація косметолога', 'Cosmetologist consultation', 600],
      ['Комбінована чистка обличчя', 'Combined facial cleansing', 1400],
      ['Ультразвукова чистка обличчя', 'Ultrasonic facial cleansing', 1100],
      ['Альгінатна маска', 'Alginate mask', 450],
      ['Масаж обличчя', 'Facial massage', 900],
      ['Дарсонвалізація обличчя', 'Facial darsonvalisation', 400],
      ['Корекція та фарбування брів', 'Brow shaping and tinting', 500],
    ],
    subs: [
      {
        slug: 'inektsiina-kosmetolohiia', uk: 'Інʼєкційна косметологія', en: 'Injection cosmetology', hue: 315, scene: 'injection',
        ukDesc: 'Ботулінотерапія, контурна пластика, біоревіталізація та мезотерапія сертифікованими препаратами.',
        enDesc: 'Botulinum therapy, dermal fillers, biorevitalisation and mesotherapy with certified products.',
        prices: [
          ['Ботулінотерапія міжбрівʼя', 'Glabella botulinum therapy', 3500],
          ['Ботулінотерапія гіпергідрозу пахв', 'Underarm hyperhidrosis botulinum therapy', 9000],
          ['Контурна пластика губ, 1 мл', 'Lip filler, 1 ml', 6500],
          ['Біоревіталізація обличчя', 'Facial biorevitalisation', 4200],
          ['Мезотерапія обличчя', 'Facial mesotherapy', 2200],
          ['Ліполітики, 1 зона', 'Lipolytics, one area', 1900],
          ['Корекція носослізної борозни', 'Tear trough correction', 7500],
        ],
      },
      {
        slug: 'aparatna-kosmetolohiia', uk: 'Апаратна косметологія', en: 'Hardware cosmetology', hue: 285, scene: 'laser',
        ukDesc: 'RF-ліфтинг, мікроголкова терапія, фотоомолодження та SMAS-ліфтинг без розрізів.',
        enDesc: 'RF lifting, microneedling, photorejuvenation and non-surgical SMAS lifting.',
        prices: [
          ['RF-ліфтинг обличчя', 'Facial RF lifting', 2400],
          ['Мікроголкова RF-терапія', 'Microneedle RF therapy', 5500],
          ['Фотоомолодження обличчя', 'Facial photorejuvenation', 3200],
          ['SMAS-ліфтинг обличчя', 'Facial SMAS lifting', 14000],
          ['Лазерне шліфування обличчя', 'Facial laser resurfacing', 6800],
          ['Лікування куперозу лазером, 1 зона', 'Laser couperose treatment, one area', 1800, true],
        ],
      },
      {
        slug: 'dohliad-za-shkiroiu', uk: 'Догляд за шкірою', en: 'Skin care', hue: 350, scene: 'skincare',
        ukDesc: 'Пілінги та доглядові програми, підібрані під тип і стан шкіри.',
        enDesc: 'Peels and care programmes matched to your skin type and condition.',
        prices: [
          ['Мигдальний пілінг', 'Mandelic peel', 1100],
          ['Серединний пілінг', 'Medium-depth peel', 2600],
          ['Карбоновий пілінг', 'Carbon peel', 1900],
          ['Зволожувальний догляд', 'Hydrating facial', 1300],
          ['Догляд для проблемної шкіри', 'Facial for problem skin', 1500],
        ],
      },
    ],
  },
  {
    slug: 'hinekolohiia', uk: 'Гінекологія', en: 'Gynecology', clinics: BOTH, hue: 350, scene: 'consultation',
    ukDesc: 'Профілактичні огляди, діагностика та лікування гінекологічних захворювань, планування вагітності.',
    enDesc: 'Check-ups, diagnosis and treatment of gynecological conditions, pregnancy planning.',
    prices: [
      ['Консультація гінеколога', 'Gynecologist consultation', 900],
      ['Повторна консультація гінеколога', 'Follow-up gynecologist consultation', 700],
      ['Кольпоскопія', 'Colposcopy', 800],
      ['Мазок на онкоцитологію', 'Pap smear', 450],
      ['Встановлення внутрішньоматкової спіралі', 'IUD insertion', 2200],
      ['УЗД органів малого таза', 'Pelvic ultrasound', 850],
    ],
    subs: [
      {
        slug: 'vedennia-vahitnosti', uk: 'Ведення вагітності', en: 'Pregnancy care', hue: 20, scene: 'pregnancy',
        ukDesc: 'Спостереження від першого візиту до пологів з аналізами та скринінгами за протоколом.',
        enDesc: 'Care from the first visit until birth with tests and screenings by protocol.',
        prices: [
          ['Ведення вагітності, I триместр', 'Pregnancy care, first trimester', 9500],
          ['Ведення вагітності, II триместр', 'Pregnancy care, second trimester', 9500],
          ['Ведення вагітності, III триместр', 'Pregnancy care, third trimester', 9500],
          ['Перший пренатальний скринінг', 'First prenatal screening', 1600],
          ['Допплерометрія', 'Doppler ultrasound', 900],
          ['КТГ плода', 'Fetal cardiotocography', 600],
        ],
      },
      {
        slug: 'estetychna-hinekolohiia', uk: 'Естетична гінекологія', en: 'Aesthetic gynecology', hue: 5, scene: 'treatment',
        ukDesc: 'Малоінвазивні методики для комфорту та здоровʼя інтимної зони.',
        enDesc: 'Minimally invasive techniques for intimate comfort and health.',
        prices: [
          ['Консультація з естетичної гінекології', 'Aesthetic gynecology consultation', 1000],
          ['Лазерне інтимне омолодження', 'Laser intimate rejuvenation', 12000],
          ['PRP-терапія інтимної зони', 'Intimate PRP therapy', 5000],
          ['Контурна пластика інтимної зони', 'Intimate filler', 11000],
          ['Лікування стресового нетримання лазером', 'Laser treatment of stress incontinence', 9000],
        ],
      },
    ],
  },
  {
    slug: 'terapiia', uk: 'Терапія', en: 'General medicine', clinics: BOTH, hue: 200, scene: 'consultation',
    ukDesc: 'Сімейний лікар і терапевт: огляд, аналізи, лікування поширених захворювань і профілактика.',
    enDesc: 'Family doctor and internist: examination, tests, treatment of common illnesses and prevention.',
    prices: [
      ['Консультація терапевта', 'Internist consultation', 700],
      ['Повторна консультація терапевта', 'Follow-up internist consultation', 550],
      ['ЕКГ з розшифровкою', 'ECG with interpretation', 450],
      ['Вимірювання сатурації та тиску', 'Oxygen saturation and blood pressure check', 150],
      ['Внутрішньомʼязова інʼєкція', 'Intramuscular injection', 150],
      ['Крапельниця, без вартості препарату', 'IV drip, medication not included', 500],
      ['Довідка для басейну', 'Swimming pool medical certificate', 350],
      ['Медичний огляд для водійської довідки', 'Driving licence medical examination', 600],
      ['Виклик терапевта додому', 'Internist home visit', 1600],
    ],
  },
  {
    slug: 'lazerna-epiliatsiia', uk: 'Лазерна епіляція', en: 'Laser hair removal', clinics: BOTH, hue: 265, scene: 'laser',
    ukDesc: 'Діодний лазер для всіх фототипів шкіри: гладкість на роки за курс процедур.',
    enDesc: 'A diode laser for every skin phototype: lasting smoothness after a course.',
    prices: [
      ['Лазерна епіляція пахв', 'Underarm laser hair removal', 700],
      ['Лазерна епіляція глибокого бікіні', 'Full bikini laser hair removal', 1400],
      ['Лазерна епіляція гомілок', 'Lower legs laser hair removal', 1500],
      ['Лазерна епіляція ніг повністю', 'Full legs laser hair removal', 2600],
      ['Лазерна епіляція верхньої губи', 'Upper lip laser hair removal', 400],
      ['Лазерна епіляція рук повністю', 'Full arms laser hair removal', 1600],
      ['Лазерна епіляція обличчя повністю', 'Full face laser hair removal', 1200],
      ['Лазерна епіляція спини', 'Back laser hair removal', 2200],
    ],
  },
  {
    slug: 'kardiolohiia', uk: 'Кардіологія', en: 'Cardiology', clinics: PECHERSK, hue: 355, scene: 'cardio',
    ukDesc: 'Діагностика і лікування гіпертонії, аритмій та ішемічної хвороби серця.',
    enDesc: 'Diagnosis and treatment of hypertension, arrhythmias and coronary heart disease.',
    prices: [
      ['Консультація кардіолога', 'Cardiologist consultation', 950],
      ['Ехокардіографія', 'Echocardiography', 1200],
      ['Холтерівське моніторування ЕКГ, 24 год', '24-hour Holter ECG monitoring', 1500],
      ['Добове моніторування тиску', '24-hour blood pressure monitoring', 1300],
      ['Тредміл-тест', 'Treadmill stress test', 1700],
      ['ЕКГ з консультацією кардіолога', 'ECG with cardiologist review', 1100],
    ],
  },
  {
    slug: 'endokrynolohiia', uk: 'Ендокринологія', en: 'Endocrinology', clinics: BOTH, hue: 170, scene: 'thyroid',
    ukDesc: 'Лікування захворювань щитоподібної залози, діабету та порушень обміну речовин.',
    enDesc: 'Care for thyroid disease, diabetes and metabolic disorders.',
    prices: [
      ['Консультація ендокринолога', 'Endocrinologist consultation', 900],
      ['УЗД щитоподібної залози', 'Thyroid ultrasound', 600],
      ['Тонкоголкова біопсія щитоподібної залози', 'Thyroid fine-needle biopsy', 2300],
      ['Програма корекції ваги, 1 місяць', 'Weight management programme, one month', 3900],
      ['Навчання самоконтролю глюкози', 'Glucose self-monitoring training', 700],
      ['Встановлення сенсора глюкози', 'Glucose sensor fitting', 450],
    ],
  },
  {
    slug: 'urolohiia', uk: 'Урологія', en: 'Urology', clinics: OBOLON, hue: 215, scene: 'ultrasound',
    ukDesc: 'Чоловіче здоровʼя, лікування інфекцій і сечокамʼяної хвороби.',
    enDesc: 'Men’s health, treatment of infections and kidney stones.',
    prices: [
      ['Консультація уролога', 'Urologist consultation', 900],
      ['УЗД нирок і сечового міхура', 'Kidney and bladder ultrasound', 750],
      ['УЗД передміхурової залози', 'Prostate ultrasound', 800],
      ['Урофлоуметрія', 'Uroflowmetry', 550],
      ['Масаж передміхурової залози', 'Prostate massage', 450],
      ['Інстиляція сечового міхура', 'Bladder instillation', 700],
    ],
  },
  {
    slug: 'plastychna-khirurhiia', uk: 'Пластична хірургія', en: 'Plastic surgery', clinics: PECHERSK, hue: 300, scene: 'operating',
    ukDesc: 'Естетичні операції та малоінвазивні методики омолодження з коротким відновленням.',
    enDesc: 'Aesthetic surgery and minimally invasive rejuvenation with short recovery.',
    prices: [
      ['Консультація пластичного хірурга', 'Plastic surgeon consultation', 1200],
      ['Отопластика', 'Otoplasty', 38000, true],
      ['Ліпосакція, 1 зона', 'Liposuction, one area', 30000, true],
      ['Ліпофілінг обличчя', 'Facial fat grafting', 35000, true],
      ['Видалення грудок Біша', 'Buccal fat removal', 22000],
    ],
    subs: [
      {
        slug: 'blefaroplastyka', uk: 'Блефаропластика', en: 'Blepharoplasty', hue: 290, scene: 'injection',
        ukDesc: 'Корекція верхніх і нижніх повік для свіжого, відпочилого погляду.',
        enDesc: 'Upper and lower eyelid correction for a fresh, rested look.',
        prices: [
          ['Верхня блефаропластика', 'Upper blepharoplasty', 28000],
          ['Нижня блефаропластика', 'Lower blepharoplasty', 32000],
          ['Циркулярна блефаропластика', 'Upper and lower blepharoplasty', 52000],
          ['Трансконʼюнктивальна блефаропластика', 'Transconjunctival blepharoplasty', 30000],
          ['Кантопексія', 'Canthopexy', 18000],
        ],
      },
      {
        slug: 'endolift', uk: 'Ендоліфт', en: 'Endolift', hue: 275, scene: 'laser',
        ukDesc: 'Лазерний ліфтинг овалу обличчя і тіла через мікропроколи, без розрізів.',
        enDesc: 'Laser lifting of the face contour and body through micro-punctures, without incisions.',
        prices: [
          ['Ендоліфт нижньої третини обличчя', 'Endolift of the lower face', 16000],
          ['Ендоліфт підборіддя', 'Endolift of the chin', 12000],
          ['Ендоліфт шиї', 'Endolift of the neck', 14000],
          ['Ендоліфт колін', 'Endolift of the knees', 15000],
          ['Ендоліфт живота', 'Endolift of the abdomen', 22000, true],
          ['Ендоліфт повного обличчя', 'Full-face endolift', 26000],
        ],
      },
    ],
  },
  {
    slug: 'uzd-diahnostyka', uk: 'УЗД-діагностика', en: 'Ultrasound diagnostics', clinics: BOTH, hue: 190, scene: 'ultrasound',
    ukDesc: 'Ультразвукові дослідження на апаратах експертного класу з висновком у день візиту.',
    enDesc: 'Ultrasound scans on expert-class equipment with a report on the day of the visit.',
    prices: [
      ['УЗД органів черевної порожнини', 'Abdominal ultrasound', 850],
      ['УЗД молочних залоз', 'Breast ultrasound', 750],
      ['УЗД судин шиї', 'Neck vessel ultrasound', 900],
      ['УЗД лімфовузлів', 'Lymph node ultrasound', 550],
      ['УЗД мʼяких тканин', 'Soft tissue ultrasound', 550],
      ['УЗД колінного суглоба', 'Knee joint ultrasound', 700],
      ['Комплексне УЗД «Чекап»', 'Complete check-up ultrasound', 2400],
    ],
  },
  {
    slug: 'laboratorna-diahnostyka', uk: 'Лабораторна діагностика', en: 'Laboratory tests', clinics: BOTH, hue: 150, scene: 'lab',
    ukDesc: 'Забір аналізів у клініці та результати онлайн у партнерській лабораторії.',
    enDesc: 'Samples taken at the clinic, results online from our partner laboratory.',
    prices: [
      ['Загальний аналіз крові', 'Complete blood count', 220],
      ['Біохімічний аналіз крові, базовий', 'Basic blood chemistry panel', 650],
      ['Тиреотропний гормон (ТТГ)', 'Thyroid-stimulating hormone (TSH)', 280],
      ['Глікований гемоглобін', 'Glycated haemoglobin (HbA1c)', 320],
      ['Вітамін D', 'Vitamin D', 590],
      ['Феритин', 'Ferritin', 310],
      ['Ліпідограма', 'Lipid profile', 480],
      ['Загальний аналіз сечі', 'Urinalysis', 180],
      ['Забір венозної крові', 'Venous blood draw', 90],
    ],
  },
  {
    slug: 'flebolohiia', uk: 'Флебологія', en: 'Phlebology', clinics: PECHERSK, hue: 235, scene: 'veins',
    ukDesc: 'Лікування варикозу та судинних зірочок без госпіталізації.',
    enDesc: 'Treatment of varicose and spider veins without a hospital stay.',
    prices: [
      ['Консультація флеболога', 'Phlebologist consultation', 950],
      ['УЗД вен нижніх кінцівок', 'Leg vein ultrasound', 1100],
      ['Склеротерапія, 1 сеанс', 'Sclerotherapy, one session', 2000, true],
      ['Ендовенозна лазерна коагуляція', 'Endovenous laser ablation', 24000, true],
      ['Мікросклеротерапія судинних зірочок', 'Microsclerotherapy of spider veins', 1500],
      ['Підбір компресійного трикотажу', 'Compression stocking fitting', 400],
    ],
  },
  {
    slug: 'pediatriia', uk: 'Педіатрія', en: 'Paediatrics', clinics: OBOLON, hue: 45, scene: 'kids',
    ukDesc: 'Педіатр для дітей від народження до 18 років: огляди, щеплення, лікування.',
    enDesc: 'Paediatric care from birth to 18: check-ups, vaccinations and treatment.',
    prices: [
      ['Консультація педіатра', 'Paediatrician consultation', 750],
      ['Огляд новонародженого', 'Newborn examination', 850],
      ['Вакцинація, без вартості вакцини', 'Vaccination, vaccine not included', 350],
      ['Довідка для школи або садочка', 'School or kindergarten certificate', 400],
      ['Інгаляція небулайзером', 'Nebuliser inhalation', 200],
      ['Виклик педіатра додому', 'Paediatrician home visit', 1500],
    ],
  },
  {
    slug: 'nevrolohiia', uk: 'Неврологія', en: 'Neurology', clinics: OBOLON, hue: 250, scene: 'neuro',
    ukDesc: 'Лікування головного болю, болю в спині, запаморочень і порушень сну.',
    enDesc: 'Care for headaches, back pain, dizziness and sleep problems.',
    prices: [
      ['Консультація невролога', 'Neurologist consultation', 900],
      ['Повторна консультація невролога', 'Follow-up neurologist consultation', 700],
      ['Блокада больової точки', 'Trigger point injection', 900],
      ['Ботулінотерапія мігрені', 'Botulinum therapy for migraine', 11000],
      ['Електронейроміографія', 'Electroneuromyography', 1400],
      ['Дуплексне сканування судин голови', 'Duplex scan of head vessels', 1100],
    ],
  },
];
