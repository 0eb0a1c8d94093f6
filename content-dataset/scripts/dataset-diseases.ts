/** Conditions of the diseases guide: each text in both languages, in the sections a patient reads. */
import { l, type L } from './localized.ts';

export interface DiseaseText {
  slug: string;
  name: L;
  /** Slug of its category (DISEASE_CATEGORIES). */
  category: string;
  /** Directions that treat it; their doctors are listed on its page. */
  directions: string[];
  about: L;
  symptoms: L[];
  causes: L[];
  /** What the doctor does to find out: examination and tests. */
  diagnosis: L;
  treatment: L;
  /** Reasons to book a visit soon. */
  seeDoctor: L[];
}

export const DISEASE_CATEGORIES = [
  { slug: 'zakhvoriuvannia-shkiry', name: l('Захворювання шкіри', 'Skin conditions') },
  { slug: 'estetychni-problemy', name: l('Естетичні проблеми', 'Aesthetic concerns') },
  { slug: 'zhinoche-zdorovia', name: l('Жіноче здоровʼя', 'Women’s health') },
  { slug: 'sertse-i-sudyny', name: l('Серце і судини', 'Heart and vessels') },
  { slug: 'endokrynni-porushennia', name: l('Ендокринні порушення', 'Endocrine disorders') },
];

const SKIN = 'zakhvoriuvannia-shkiry';
const AES = 'estetychni-problemy';
const WOM = 'zhinoche-zdorovia';
const HEART = 'sertse-i-sudyny';
const ENDO = 'endokrynni-porushennia';

export const DISEASES: DiseaseText[] = [
  {
    slug: 'akne',
    name: l('Акне', 'Acne'),
    category: SKIN,
    directions: ['dermatolohiia', 'kosmetolohiia'],
    about: l(
      'Запалення сальних залоз і волосяних фолікулів, яке найчастіше зʼявляється на обличчі, спині та грудях.',
      'Inflammation of the oil glands and hair follicles, most often on the face, back and chest.',
    ),
    symptoms: [
      l('Чорні та білі комедони', 'Blackheads and whiteheads'),
      l('Запалені червоні висипання', 'Inflamed red spots'),
      l('Болючі підшкірні вузли', 'Painful nodules under the skin'),
    ],
    causes: [
      l('Надлишок шкірного сала під впливом гормонів', 'Excess sebum driven by hormones'),
      l('Закупорка пор ороговілими клітинами', 'Pores blocked by dead skin cells'),
      l('Бактерії Cutibacterium acnes і запалення', 'Cutibacterium acnes bacteria and inflammation'),
    ],
    diagnosis: l(
      'Дерматолог оглядає шкіру, оцінює тип і тяжкість висипань, за потреби призначає гормональні аналізи.',
      'A dermatologist examines the skin, grades the type and severity of spots and, if needed, orders hormone tests.',
    ),
    treatment: l(
      'Залежно від тяжкості застосовують місцеві засоби з ретиноїдами чи азелаїновою кислотою, системну терапію, пілінги та доглядові процедури.',
      'Depending on severity, treatment uses topical retinoids or azelaic acid, systemic medicines, peels and care procedures.',
    ),
    seeDoctor: [
      l('висипання болючі або лишають рубці', 'spots are painful or leave scars'),
      l('домашній догляд не допомагає понад два місяці', 'home care has not helped for more than two months'),
    ],
  },
  {
    slug: 'psoriaz',
    name: l('Псоріаз', 'Psoriasis'),
    category: SKIN,
    directions: ['dermatolohiia'],
    about: l(
      'Хронічне імунне захворювання, за якого клітини шкіри оновлюються надто швидко й утворюють бляшки.',
      'A chronic immune condition in which skin cells renew too fast and form plaques.',
    ),
    symptoms: [
      l('Червоні бляшки з лусочками', 'Red plaques with silvery scales'),
      l('Свербіж і сухість шкіри', 'Itching and dry skin'),
      l('Зміни нігтів', 'Nail changes'),
    ],
    causes: [
      l('Спадкова схильність', 'Inherited predisposition'),
      l('Порушення роботи імунної системи', 'A misdirected immune response'),
      l('Стрес, інфекції та травми шкіри як тригери', 'Stress, infections and skin injuries as triggers'),
    ],
    diagnosis: l(
      'Діагноз ставлять за клінічною картиною та дерматоскопією; рідко потрібна біопсія шкіри.',
      'The diagnosis rests on the clinical picture and dermoscopy; a skin biopsy is rarely needed.',
    ),
    treatment: l(
      'Лікування підбирають за площею ураження: креми, фототерапія, системні та біологічні препарати, а також постійний догляд за шкірою.',
      'Treatment depends on the area affected: creams, phototherapy, systemic and biologic medicines, and steady skin care.',
    ),
    seeDoctor: [
      l('бляшки поширюються або тріскаються', 'plaques spread or crack'),
      l('болять або набрякають суглоби', 'joints ache or swell'),
    ],
  },
  {
    slug: 'atopichnyi-dermatyt',
    name: l('Атопічний дерматит', 'Atopic dermatitis'),
    category: SKIN,
    directions: ['dermatolohiia', 'pediatriia'],
    about: l(
      'Хронічне запалення шкіри зі свербежем, яке часто починається в дитинстві.',
      'Chronic itchy skin inflammation that often starts in childhood.',
    ),
    symptoms: [
      l('Сильний свербіж, особливо вночі', 'Intense itching, especially at night'),
      l('Сухі почервонілі ділянки', 'Dry reddened patches'),
      l('Потовщення шкіри на згинах', 'Thickened skin in the folds'),
    ],
    causes: [
      l('Порушення захисного бар’єра шкіри', 'A weakened skin barrier'),
      l('Спадкова схильність до алергії', 'An inherited tendency to allergy'),
      l('Подразники: мило, синтетика, сухе повітря', 'Irritants: soap, synthetic fabrics, dry air'),
    ],
    diagnosis: l(
      'Лікар оцінює історію висипань, їх розташування та тригери; за потреби призначає алергологічні тести.',
      'The doctor reviews the history of flare-ups, where they appear and what triggers them, and may order allergy tests.',
    ),
    treatment: l(
      'Основа лікування — щоденні емоленти; у періоди загострення додають протизапальні креми, а лікар складає план догляду для родини.',
      'Daily emollients are the basis; anti-inflammatory creams are added during flares, and the doctor draws up a care plan for the family.',
    ),
    seeDoctor: [
      l('свербіж заважає спати', 'itching disturbs sleep'),
      l('на шкірі зʼявилися кірки, мокнуття чи гнійнички', 'the skin crusts, weeps or shows pustules'),
    ],
  },
  {
    slug: 'rozatsea',
    name: l('Розацеа', 'Rosacea'),
    category: SKIN,
    directions: ['dermatolohiia', 'kosmetolohiia'],
    about: l(
      'Хронічне захворювання шкіри обличчя з почервонінням і розширеними судинами.',
      'A chronic facial skin condition with redness and visible vessels.',
    ),
    symptoms: [
      l('Стійке почервоніння щік і носа', 'Persistent redness of cheeks and nose'),
      l('Припливи жару', 'Flushing'),
      l('Дрібні висипання без комедонів', 'Small bumps without blackheads'),
    ],
    causes: [
      l('Підвищена чутливість судин обличчя', 'Over-reactive facial blood vessels'),
      l('Кліщ Demodex та зміни мікробіому шкіри', 'Demodex mites and changes in the skin microbiome'),
      l('Тригери: сонце, алкоголь, гострі страви, спека', 'Triggers: sun, alcohol, spicy food, heat'),
    ],
    diagnosis: l(
      'Розацеа діагностують під час огляду; дерматоскопія допомагає відрізнити її від акне та дерматиту.',
      'Rosacea is diagnosed on examination; dermoscopy helps tell it apart from acne and dermatitis.',
    ),
    treatment: l(
      'Призначають місцеві засоби, за потреби — курс таблеток, а розширені судини прибирають лазером; важливий щоденний SPF і мʼякий догляд.',
      'Topical treatments are prescribed, tablets if needed, and visible vessels are treated by laser; daily SPF and gentle care matter.',
    ),
    seeDoctor: [
      l('почервоніння не минає кілька тижнів', 'redness lasts for weeks'),
      l('зʼявилися печіння очей або потовщення шкіри носа', 'the eyes burn or the skin of the nose thickens'),
    ],
  },
  {
    slug: 'ekzema',
    name: l('Екзема', 'Eczema'),
    category: SKIN,
    directions: ['dermatolohiia'],
    about: l(
      'Запальне ураження шкіри, яке загострюється від подразників, стресу та алергенів.',
      'Inflammatory skin condition that flares with irritants, stress and allergens.',
    ),
    symptoms: [
      l('Пухирці та мокнуття', 'Blisters and weeping skin'),
      l('Свербіж і печіння', 'Itching and burning'),
      l('Тріщини на шкірі рук', 'Cracked skin on the hands'),
    ],
    causes: [
      l('Контакт із побутовою хімією та металами', 'Contact with household chemicals and metals'),
      l('Алергічні реакції', 'Allergic reactions'),
      l('Стрес і часте миття рук', 'Stress and frequent hand washing'),
    ],
    diagnosis: l(
      'Лікар визначає форму екземи за оглядом і анамнезом; за потреби проводять патч-тести та зішкріб на грибки.',
      'The doctor identifies the type of eczema from the examination and history; patch tests and a fungal scraping may follow.',
    ),
    treatment: l(
      'Лікування поєднує усунення подразника, протизапальні креми, відновлення бар’єра шкіри та захист рук у побуті.',
      'Treatment combines removing the irritant, anti-inflammatory creams, barrier repair and protecting the hands at home.',
    ),
    seeDoctor: [
      l('тріщини кровоточать або болять', 'cracks bleed or hurt'),
      l('висип поширюється на нові ділянки', 'the rash spreads to new areas'),
    ],
  },
  {
    slug: 'alopetsiia',
    name: l('Алопеція', 'Alopecia'),
    category: SKIN,
    directions: ['dermatolohiia'],
    about: l(
      'Надмірне випадіння волосся, яке може бути вогнищевим, дифузним або андрогенетичним.',
      'Excessive hair loss that may be patchy, diffuse or androgenetic.',
    ),
    symptoms: [
      l('Більше 100 волосин на день', 'Losing more than 100 hairs a day'),
      l('Вогнища без волосся', 'Bald patches'),
      l('Порідшання на тімʼї', 'Thinning at the crown'),
    ],
    causes: [
      l('Спадковість і чутливість фолікулів до андрогенів', 'Heredity and follicles sensitive to androgens'),
      l('Дефіцит заліза, хвороби щитоподібної залози', 'Iron deficiency and thyroid disease'),
      l('Стрес, хвороби та різкі дієти', 'Stress, illness and crash diets'),
    ],
    diagnosis: l(
      'Трихолог проводить трихоскопію, за потреби фототрихограму та призначає аналізи крові.',
      'A trichologist performs trichoscopy, a phototrichogram if needed, and orders blood tests.',
    ),
    treatment: l(
      'Лікування залежить від типу алопеції: місцеві препарати, корекція дефіцитів, PRP-терапія чи мезотерапія шкіри голови.',
      'Treatment depends on the type of alopecia: topical medicines, correcting deficiencies, PRP or scalp mesotherapy.',
    ),
    seeDoctor: [
      l('зʼявилися вогнища без волосся', 'bald patches appear'),
      l('волосся рідшає понад три місяці', 'hair has been thinning for more than three months'),
    ],
  },
  {
    slug: 'pihmentatsiia',
    name: l('Пігментація', 'Hyperpigmentation'),
    category: AES,
    directions: ['kosmetolohiia', 'dermatolohiia'],
    about: l(
      'Темні плями на шкірі через надлишок меланіну після сонця, запалення або гормональних змін.',
      'Dark patches caused by excess melanin after sun, inflammation or hormonal change.',
    ),
    symptoms: [
      l('Коричневі плями на обличчі', 'Brown patches on the face'),
      l('Нерівний тон шкіри', 'Uneven skin tone'),
      l('Посилення плям влітку', 'Patches darkening in summer'),
    ],
    causes: [
      l('Ультрафіолет без належного захисту', 'Ultraviolet light without proper protection'),
      l('Гормональні зміни, зокрема під час вагітності', 'Hormonal changes, including pregnancy'),
      l('Сліди після запалення та травм шкіри', 'Marks left by inflammation or injury'),
    ],
    diagnosis: l(
      'Лікар оглядає плями під лампою Вуда та дерматоскопом, щоб визначити глибину пігменту й виключити новоутворення.',
      'The doctor examines the patches under a Wood’s lamp and dermatoscope to judge pigment depth and rule out growths.',
    ),
    treatment: l(
      'Застосовують освітлювальні засоби, пілінги та лазерні процедури; без щоденного SPF результат не тримається.',
      'Brightening products, peels and laser treatments are used; without daily SPF the result does not last.',
    ),
    seeDoctor: [
      l('пляма швидко змінює колір чи межі', 'a patch quickly changes colour or outline'),
      l('пігментація зʼявилася після нових ліків', 'pigmentation appeared after starting a new medicine'),
    ],
  },
  {
    slug: 'zmorshky',
    name: l('Зморшки', 'Wrinkles'),
    category: AES,
    directions: ['kosmetolohiia'],
    about: l(
      'Складки шкіри, що зʼявляються з віком через втрату колагену й міміку.',
      'Skin folds that appear with age through collagen loss and facial expressions.',
    ),
    symptoms: [
      l('Лінії на лобі та міжбрівʼї', 'Lines on the forehead and between the brows'),
      l('«Гусячі лапки» біля очей', 'Crow’s feet around the eyes'),
      l('Зниження пружності шкіри', 'Loss of skin firmness'),
    ],
    causes: [
      l('Вікове зниження колагену та еластину', 'Age-related loss of collagen and elastin'),
      l('Активна міміка', 'Repeated facial expressions'),
      l('Сонце, куріння і нестача сну', 'Sun, smoking and lack of sleep'),
    ],
    diagnosis: l(
      'Косметолог оцінює тип шкіри, глибину зморшок і тонус тканин, щоб підібрати відповідні методи.',
      'A cosmetologist assesses the skin type, depth of lines and tissue tone to choose suitable methods.',
    ),
    treatment: l(
      'Залежно від типу зморшок пропонують ботулінотерапію, біоревіталізацію, RF-ліфтинг або лазерне шліфування разом із домашнім доглядом.',
      'Depending on the lines, options include botulinum therapy, biorevitalisation, RF lifting or laser resurfacing, with home care.',
    ),
    seeDoctor: [
      l('ви плануєте інʼєкційні процедури', 'you are planning injection treatments'),
      l('шкіра різко втратила пружність', 'the skin has suddenly lost firmness'),
    ],
  },
  {
    slug: 'kuperoz',
    name: l('Купероз', 'Couperose'),
    category: AES,
    directions: ['kosmetolohiia'],
    about: l(
      'Розширені дрібні судини на обличчі, видимі як червона сіточка.',
      'Dilated small facial vessels visible as a red network.',
    ),
    symptoms: [
      l('Судинна сіточка на щоках', 'Vessel network on the cheeks'),
      l('Чутливість шкіри', 'Sensitive skin'),
      l('Почервоніння від тепла', 'Redness in the heat'),
    ],
    causes: [
      l('Слабкість стінок дрібних судин', 'Weak walls of small vessels'),
      l('Перепади температур і сонце', 'Temperature swings and sun'),
      l('Спадковість і гормональні зміни', 'Heredity and hormonal changes'),
    ],
    diagnosis: l(
      'Купероз видно під час огляду; лікар перевіряє, чи немає розацеа або інших судинних захворювань.',
      'Couperose is visible on examination; the doctor checks for rosacea or other vascular conditions.',
    ),
    treatment: l(
      'Розширені судини закривають лазером або фотоомолодженням за кілька сеансів; вдома потрібні мʼякий догляд і SPF.',
      'Dilated vessels are closed by laser or photorejuvenation in a few sessions; gentle care and SPF are needed at home.',
    ),
    seeDoctor: [
      l('сіточка швидко поширюється', 'the network of vessels spreads quickly'),
      l('почервоніння супроводжують висипання', 'redness comes with spots'),
    ],
  },
  {
    slug: 'hiperhidroz',
    name: l('Гіпергідроз', 'Hyperhidrosis'),
    category: AES,
    directions: ['kosmetolohiia', 'dermatolohiia'],
    about: l(
      'Надмірна пітливість пахв, долонь або стоп, не повʼязана з навантаженням.',
      'Excessive sweating of underarms, palms or feet unrelated to exertion.',
    ),
    symptoms: [
      l('Мокрі плями на одязі', 'Wet patches on clothing'),
      l('Вологі долоні', 'Damp palms'),
      l('Неприємний запах', 'Unpleasant odour'),
    ],
    causes: [
      l('Надмірна активність потових залоз', 'Overactive sweat glands'),
      l('Спадкова схильність', 'Inherited tendency'),
      l('Іноді — гормональні або неврологічні порушення', 'Sometimes hormonal or neurological disorders'),
    ],
    diagnosis: l(
      'Лікар зʼясовує, чи пітливість первинна, за потреби призначає аналізи, щоб виключити хвороби щитоподібної залози та діабет.',
      'The doctor establishes whether sweating is primary and may order tests to rule out thyroid disease and diabetes.',
    ),
    treatment: l(
      'Ефективна ботулінотерапія пахв, долонь або стоп, що діє 6–9 місяців; підбирають також лікувальні антиперспіранти.',
      'Botulinum therapy of the underarms, palms or feet works for six to nine months; medical antiperspirants are also chosen.',
    ),
    seeDoctor: [
      l('піт заважає роботі та спілкуванню', 'sweat gets in the way of work and social life'),
      l('пітливість зʼявилася раптово або вночі', 'sweating started suddenly or happens at night'),
    ],
  },
  {
    slug: 'postakne',
    name: l('Постакне', 'Post-acne scars'),
    category: AES,
    directions: ['kosmetolohiia'],
    about: l(
      'Рубці, плями й розширені пори, що лишаються після запальних висипань.',
      'Scars, marks and enlarged pores left after inflammatory acne.',
    ),
    symptoms: [
      l('Атрофічні рубці', 'Atrophic scars'),
      l('Застійні червоні плями', 'Lingering red marks'),
      l('Нерівний рельєф шкіри', 'Uneven skin texture'),
    ],
    causes: [
      l('Глибокі запальні елементи акне', 'Deep inflamed acne spots'),
      l('Видавлювання висипань', 'Squeezing spots'),
      l('Пізно розпочате лікування акне', 'Acne treated too late'),
    ],
    diagnosis: l(
      'Лікар визначає тип рубців і плям, щоб поєднати методи, які працюють саме для них.',
      'The doctor identifies the types of scars and marks to combine the methods that work for them.',
    ),
    treatment: l(
      'Використовують пілінги, мікроголкову RF-терапію та лазерне шліфування курсом; спершу треба контролювати активне акне.',
      'A course of peels, microneedle RF and laser resurfacing is used; active acne must be controlled first.',
    ),
    seeDoctor: [
      l('досі зʼявляються нові запалення', 'new inflamed spots still appear'),
      l('рубці стали помітнішими', 'scars have become more visible'),
    ],
  },
  {
    slug: 'tselliulit',
    name: l('Целюліт', 'Cellulite'),
    category: AES,
    directions: ['kosmetolohiia', 'plastychna-khirurhiia'],
    about: l(
      'Зміни підшкірної жирової тканини, що дають горбисту поверхню шкіри.',
      'Changes in subcutaneous fat that give the skin a dimpled surface.',
    ),
    symptoms: [
      l('Ефект «апельсинової кірки»', 'Orange-peel effect'),
      l('Нерівності на стегнах', 'Dimpling on the thighs'),
      l('Набряклість', 'Puffiness'),
    ],
    causes: [
      l('Особливості будови сполучної тканини', 'The structure of connective tissue'),
      l('Гормональні зміни', 'Hormonal changes'),
      l('Малорухливість і набір ваги', 'Inactivity and weight gain'),
    ],
    diagnosis: l(
      'Лікар оцінює стадію змін і виключає набряки, повʼязані з венами чи лімфою.',
      'The doctor grades the changes and rules out swelling caused by veins or lymph.',
    ),
    treatment: l(
      'Допомагають апаратні методики, масаж і ліполітики разом із рухом і харчуванням; повністю прибрати целюліт неможливо.',
      'Hardware treatments, massage and lipolytics help together with exercise and diet; cellulite cannot be removed completely.',
    ),
    seeDoctor: [
      l('ноги набрякають і болять', 'the legs swell and ache'),
      l('зміни зʼявилися швидко разом із набором ваги', 'changes appeared quickly with weight gain'),
    ],
  },
  {
    slug: 'endometrioz',
    name: l('Ендометріоз', 'Endometriosis'),
    category: WOM,
    directions: ['hinekolohiia'],
    about: l(
      'Розростання тканини, схожої на ендометрій, поза порожниною матки.',
      'Growth of tissue similar to the uterine lining outside the uterus.',
    ),
    symptoms: [
      l('Болючі менструації', 'Painful periods'),
      l('Хронічний біль унизу живота', 'Chronic pelvic pain'),
      l('Труднощі із зачаттям', 'Difficulty conceiving'),
    ],
    causes: [
      l('Ретроградний менструальний потік', 'Retrograde menstrual flow'),
      l('Гормональні та імунні чинники', 'Hormonal and immune factors'),
      l('Спадкова схильність', 'Inherited predisposition'),
    ],
    diagnosis: l(
      'Гінеколог проводить огляд і УЗД органів малого таза, за потреби призначає МРТ; остаточно діагноз підтверджує лапароскопія.',
      'A gynecologist performs an examination and pelvic ultrasound, an MRI if needed; laparoscopy confirms the diagnosis.',
    ),
    treatment: l(
      'Лікування включає гормональну терапію, знеболення і за показаннями хірургічне втручання; план враховує бажання завагітніти.',
      'Treatment includes hormonal therapy, pain relief and, if indicated, surgery; the plan takes plans for pregnancy into account.',
    ),
    seeDoctor: [
      l('менструації дуже болючі', 'periods are very painful'),
      l('вагітність не настає понад рік', 'pregnancy has not happened for over a year'),
    ],
  },
  {
    slug: 'mioma-matky',
    name: l('Міома матки', 'Uterine fibroids'),
    category: WOM,
    directions: ['hinekolohiia', 'uzd-diahnostyka'],
    about: l(
      'Доброякісна пухлина мʼязового шару матки, часто без симптомів.',
      'A benign tumour of the uterine muscle, often without symptoms.',
    ),
    symptoms: [
      l('Рясні менструації', 'Heavy periods'),
      l('Тиск унизу живота', 'Pelvic pressure'),
      l('Часте сечовипускання', 'Frequent urination'),
    ],
    causes: [
      l('Дія естрогенів і прогестерону', 'The effect of oestrogen and progesterone'),
      l('Спадковість', 'Heredity'),
      l('Вік після 30 років', 'Age over 30'),
    ],
    diagnosis: l(
      'Міому виявляють на УЗД органів малого таза; лікар оцінює розмір і розташування вузлів.',
      'Fibroids are found on pelvic ultrasound; the doctor assesses the size and position of the nodes.',
    ),
    treatment: l(
      'Невеликі вузли без симптомів спостерігають; при кровотечах і болю застосовують ліки або малоінвазивні операції.',
      'Small fibroids without symptoms are monitored; bleeding and pain are treated with medicines or minimally invasive surgery.',
    ),
    seeDoctor: [
      l('менструації рясні або тривалі', 'periods are heavy or long'),
      l('зʼявився тиск унизу живота', 'there is pressure in the lower abdomen'),
    ],
  },
  {
    slug: 'kandydoz',
    name: l('Кандидоз', 'Candidiasis'),
    category: WOM,
    directions: ['hinekolohiia'],
    about: l(
      'Грибкова інфекція, спричинена надмірним ростом грибів роду Candida.',
      'A fungal infection caused by overgrowth of Candida yeast.',
    ),
    symptoms: [
      l('Свербіж і печіння', 'Itching and burning'),
      l('Сирнисті виділення', 'Curd-like discharge'),
      l('Дискомфорт при сечовипусканні', 'Discomfort when urinating'),
    ],
    causes: [
      l('Прийом антибіотиків', 'Taking antibiotics'),
      l('Гормональні зміни та вагітність', 'Hormonal changes and pregnancy'),
      l('Знижений імунітет і цукровий діабет', 'Lowered immunity and diabetes'),
    ],
    diagnosis: l(
      'Діагноз підтверджують мазком і, за потреби, посівом, щоб визначити вид гриба.',
      'The diagnosis is confirmed by a smear and, if needed, a culture to identify the fungus.',
    ),
    treatment: l(
      'Лікар призначає протигрибкові засоби; при частих рецидивах шукає й усуває їхню причину.',
      'The doctor prescribes antifungal medicine; with frequent relapses the underlying cause is sought and treated.',
    ),
    seeDoctor: [
      l('симптоми повертаються чотири й більше разів на рік', 'symptoms return four or more times a year'),
      l('ви вагітні', 'you are pregnant'),
    ],
  },
  {
    slug: 'eroziia-shyiky-matky',
    name: l('Ерозія шийки матки', 'Cervical ectropion'),
    category: WOM,
    directions: ['hinekolohiia'],
    about: l(
      'Зміна епітелію шийки матки, яку виявляють під час огляду та кольпоскопії.',
      'A change of the cervical lining found during examination and colposcopy.',
    ),
    symptoms: [
      l('Контактні кровʼянисті виділення', 'Spotting after intercourse'),
      l('Підвищені виділення', 'Increased discharge'),
      l('Часто безсимптомно', 'Often no symptoms'),
    ],
    causes: [
      l('Гормональні зміни', 'Hormonal changes'),
      l('Інфекції, що передаються статевим шляхом', 'Sexually transmitted infections'),
      l('Механічні пошкодження', 'Mechanical injury'),
    ],
    diagnosis: l(
      'Зміни виявляють на огляді; гінеколог проводить кольпоскопію та бере мазок на онкоцитологію.',
      'Changes are seen during the examination; the gynecologist performs colposcopy and a Pap smear.',
    ),
    treatment: l(
      'Фізіологічна ектопія часто не потребує лікування; за показаннями лікують інфекцію або проводять радіохвильову процедуру.',
      'Physiological ectropion often needs no treatment; infection is treated or a radio-wave procedure is done when indicated.',
    ),
    seeDoctor: [
      l('зʼявилися кровʼянисті виділення після статевого акту', 'there is bleeding after intercourse'),
      l('ви давно не проходили профілактичний огляд', 'you have not had a routine check-up for a long time'),
    ],
  },
  {
    slug: 'syndrom-polikistoznykh-yaiechnykiv',
    name: l('Синдром полікістозних яєчників', 'Polycystic ovary syndrome'),
    category: WOM,
    directions: ['hinekolohiia', 'endokrynolohiia'],
    about: l(
      'Гормональний розлад із порушенням овуляції та надлишком андрогенів.',
      'A hormonal disorder with irregular ovulation and excess androgens.',
    ),
    symptoms: [
      l('Нерегулярний цикл', 'Irregular cycle'),
      l('Акне та надмірний ріст волосся', 'Acne and excess hair growth'),
      l('Набір ваги', 'Weight gain'),
    ],
    causes: [
      l('Інсулінорезистентність', 'Insulin resistance'),
      l('Надлишок андрогенів', 'Excess androgens'),
      l('Спадкова схильність', 'Inherited predisposition'),
    ],
    diagnosis: l(
      'Діагноз ставлять за критеріями: нерегулярний цикл, ознаки надлишку андрогенів і картина яєчників на УЗД, плюс аналізи гормонів.',
      'The diagnosis uses set criteria: an irregular cycle, signs of excess androgens and the ovaries on ultrasound, plus hormone tests.',
    ),
    treatment: l(
      'Лікування поєднує корекцію способу життя, гормональну або інсулінсенситайзерну терапію і допомогу в плануванні вагітності.',
      'Treatment combines lifestyle changes, hormonal or insulin-sensitising therapy and support with planning a pregnancy.',
    ),
    seeDoctor: [
      l('цикл довший за 35 днів', 'cycles are longer than 35 days'),
      l('зʼявилися акне чи надмірний ріст волосся', 'acne or excess hair growth appears'),
    ],
  },
  {
    slug: 'klimaks',
    name: l('Клімакс', 'Menopause'),
    category: WOM,
    directions: ['hinekolohiia', 'endokrynolohiia'],
    about: l(
      'Природне згасання функції яєчників, яке може супроводжуватися неприємними симптомами.',
      'The natural decline of ovarian function, which may bring unpleasant symptoms.',
    ),
    symptoms: [
      l('Припливи', 'Hot flushes'),
      l('Порушення сну', 'Sleep problems'),
      l('Перепади настрою', 'Mood swings'),
    ],
    causes: [
      l('Вікове згасання функції яєчників', 'Age-related decline of ovarian function'),
      l('Хірургічне видалення яєчників', 'Surgical removal of the ovaries'),
      l('Деякі види лікування раку', 'Some cancer treatments'),
    ],
    diagnosis: l(
      'Гінеколог оцінює симптоми та цикл, за потреби призначає аналізи гормонів і перевіряє щільність кісток.',
      'The gynecologist reviews symptoms and cycles, may order hormone tests and checks bone density.',
    ),
    treatment: l(
      'Залежно від симптомів застосовують менопаузальну гормональну терапію або негормональні засоби, а також програми профілактики остеопорозу.',
      'Depending on symptoms, menopausal hormone therapy or non-hormonal options are used, with osteoporosis prevention.',
    ),
    seeDoctor: [
      l('припливи заважають спати та працювати', 'hot flushes disturb sleep and work'),
      l('кровотеча зʼявилася після року без менструацій', 'bleeding occurs after a year without periods'),
    ],
  },
  {
    slug: 'hipertoniia',
    name: l('Гіпертонія', 'Hypertension'),
    category: HEART,
    directions: ['kardiolohiia', 'terapiia'],
    about: l(
      'Стійко підвищений артеріальний тиск, що збільшує ризик інсульту та інфаркту.',
      'Persistently high blood pressure that raises the risk of stroke and heart attack.',
    ),
    symptoms: [
      l('Головний біль у потилиці', 'Headache at the back of the head'),
      l('Запаморочення', 'Dizziness'),
      l('Шум у вухах', 'Ringing in the ears'),
    ],
    causes: [
      l('Спадковість і вік', 'Heredity and age'),
      l('Надлишок солі, вага, малорухливість', 'Too much salt, excess weight, inactivity'),
      l('Хвороби нирок і ендокринні порушення', 'Kidney and endocrine disorders'),
    ],
    diagnosis: l(
      'Кардіолог вимірює тиск на прийомі, призначає добове моніторування, ЕКГ, ехокардіографію та аналізи.',
      'A cardiologist measures blood pressure, orders 24-hour monitoring, an ECG, echocardiography and blood tests.',
    ),
    treatment: l(
      'Лікування поєднує зміни способу життя та постійний прийом препаратів, підібраних лікарем; тиск контролюють удома.',
      'Treatment combines lifestyle changes with regular medicines chosen by the doctor; blood pressure is checked at home.',
    ),
    seeDoctor: [
      l('тиск регулярно вищий за 140/90', 'pressure is regularly above 140/90'),
      l('болить голова, двоїться в очах або болить у грудях', 'you have headaches, double vision or chest pain'),
    ],
  },
  {
    slug: 'aritmiia',
    name: l('Аритмія', 'Arrhythmia'),
    category: HEART,
    directions: ['kardiolohiia'],
    about: l('Порушення частоти або ритму серцевих скорочень.', 'An irregular heart rate or rhythm.'),
    symptoms: [
      l('Відчуття перебоїв у серці', 'Skipped heartbeats'),
      l('Прискорене серцебиття', 'Racing heart'),
      l('Слабкість і задишка', 'Weakness and shortness of breath'),
    ],
    causes: [
      l('Ішемічна хвороба серця', 'Coronary heart disease'),
      l('Порушення роботи щитоподібної залози', 'Thyroid disorders'),
      l('Кава, алкоголь, стрес і нестача електролітів', 'Coffee, alcohol, stress and low electrolytes'),
    ],
    diagnosis: l(
      'Для діагностики роблять ЕКГ, холтерівське моніторування та ехокардіографію.',
      'Diagnosis uses an ECG, Holter monitoring and echocardiography.',
    ),
    treatment: l(
      'Лікування залежить від виду аритмії: від корекції способу життя до препаратів і процедур у спеціалізованому центрі.',
      'Treatment depends on the type of arrhythmia, from lifestyle changes to medicines and procedures at a specialised centre.',
    ),
    seeDoctor: [
      l('перебої супроводжуються запамороченням', 'skipped beats come with dizziness'),
      l('серцебиття часто прискорюється без причини', 'your heart often races for no reason'),
    ],
  },
  {
    slug: 'varykozne-rozshyrennia-ven',
    name: l('Варикозне розширення вен', 'Varicose veins'),
    category: HEART,
    directions: ['flebolohiia'],
    about: l(
      'Розширення підшкірних вен ніг через слабкість венозних клапанів.',
      'Enlarged leg veins caused by weak venous valves.',
    ),
    symptoms: [
      l('Помітні вузлуваті вени', 'Visible bulging veins'),
      l('Важкість у ногах увечері', 'Heavy legs in the evening'),
      l('Набряки щиколоток', 'Swollen ankles'),
    ],
    causes: [
      l('Спадкова слабкість венозних клапанів', 'Inherited weakness of vein valves'),
      l('Тривале стояння або сидіння', 'Long hours standing or sitting'),
      l('Вагітність і надмірна вага', 'Pregnancy and excess weight'),
    ],
    diagnosis: l(
      'Флеболог оглядає ноги та проводить дуплексне сканування вен, щоб побачити роботу клапанів.',
      'A phlebologist examines the legs and performs duplex scanning to see how the valves work.',
    ),
    treatment: l(
      'Застосовують компресійний трикотаж, склеротерапію та ендовенозну лазерну коагуляцію без розрізів.',
      'Options include compression stockings, sclerotherapy and endovenous laser treatment without incisions.',
    ),
    seeDoctor: [
      l('ноги набрякають до вечора', 'legs swell by the evening'),
      l('вена стала болючою і щільною', 'a vein has become painful and hard'),
    ],
  },
  {
    slug: 'ateroskleroz',
    name: l('Атеросклероз', 'Atherosclerosis'),
    category: HEART,
    directions: ['kardiolohiia', 'terapiia'],
    about: l(
      'Відкладення холестерину в стінках артерій, що звужує їхній просвіт.',
      'Cholesterol deposits in artery walls that narrow them.',
    ),
    symptoms: [
      l('Біль у грудях при навантаженні', 'Chest pain on exertion'),
      l('Біль у ногах під час ходьби', 'Leg pain when walking'),
      l('Тривалий час безсимптомний', 'Silent for a long time'),
    ],
    causes: [
      l('Високий рівень холестерину', 'High cholesterol'),
      l('Куріння і гіпертонія', 'Smoking and high blood pressure'),
      l('Діабет і малорухливість', 'Diabetes and inactivity'),
    ],
    diagnosis: l(
      'Лікар призначає ліпідограму, УЗД судин шиї та ЕКГ, оцінює загальний серцево-судинний ризик.',
      'The doctor orders a lipid profile, a neck vessel ultrasound and an ECG, and assesses overall cardiovascular risk.',
    ),
    treatment: l(
      'Лікування спрямоване на зниження ризику: статини та інші препарати, відмова від куріння, рух і харчування.',
      'Treatment aims to lower risk: statins and other medicines, quitting smoking, exercise and diet.',
    ),
    seeDoctor: [
      l('у родині були ранні інфаркти', 'relatives had early heart attacks'),
      l('зʼявився біль у грудях чи ногах під час ходьби', 'chest or leg pain appears when walking'),
    ],
  },
  {
    slug: 'tromboflebit',
    name: l('Тромбофлебіт', 'Thrombophlebitis'),
    category: HEART,
    directions: ['flebolohiia'],
    about: l('Запалення стінки вени з утворенням тромбу.', 'Inflammation of a vein wall with a blood clot.'),
    symptoms: [
      l('Болючий ущільнений тяж', 'Painful hardened cord'),
      l('Почервоніння над веною', 'Redness over the vein'),
      l('Набряк кінцівки', 'Swelling of the limb'),
    ],
    causes: [
      l('Варикозне розширення вен', 'Varicose veins'),
      l('Тривала нерухомість', 'Long immobility'),
      l('Травма вени або катетер', 'Vein injury or a catheter'),
    ],
    diagnosis: l(
      'Флеболог проводить дуплексне сканування, щоб оцінити межі тромбу та стан глибоких вен.',
      'A phlebologist performs duplex scanning to see how far the clot reaches and check the deep veins.',
    ),
    treatment: l(
      'Лікар призначає компресію, протизапальні та, за показаннями, антикоагулянтні препарати.',
      'The doctor prescribes compression, anti-inflammatory and, if indicated, anticoagulant medicines.',
    ),
    seeDoctor: [
      l('зʼявилися біль і почервоніння вздовж вени', 'pain and redness appear along a vein'),
      l(
        'виникла задишка або біль у грудях — викликайте швидку',
        'you are short of breath or have chest pain: call an ambulance',
      ),
    ],
  },
  {
    slug: 'sudynni-zirochky',
    name: l('Судинні зірочки', 'Spider veins'),
    category: HEART,
    directions: ['flebolohiia', 'kosmetolohiia'],
    about: l(
      'Розширені дрібні судини на ногах або обличчі у формі сіточки.',
      'Small dilated vessels on the legs or face forming a web.',
    ),
    symptoms: [
      l('Червоні або сині сіточки', 'Red or blue web-like lines'),
      l('Легкий свербіж', 'Mild itching'),
      l('Посилення після стояння', 'Worse after standing'),
    ],
    causes: [
      l('Спадковість', 'Heredity'),
      l('Гормональні зміни', 'Hormonal changes'),
      l('Тривале стояння і сонце', 'Standing for long hours and sun'),
    ],
    diagnosis: l(
      'Лікар оглядає ділянки та за потреби робить УЗД вен, щоб виключити варикоз.',
      'The doctor examines the areas and may scan the veins to rule out varicose disease.',
    ),
    treatment: l(
      'Зірочки прибирають склеротерапією або лазером за кілька сеансів.',
      'Spider veins are removed with sclerotherapy or laser over a few sessions.',
    ),
    seeDoctor: [l('ноги болять або набрякають', 'legs ache or swell'), l('сіточок стає більше', 'more veins appear')],
  },
  {
    slug: 'hipotyreoz',
    name: l('Гіпотиреоз', 'Hypothyroidism'),
    category: ENDO,
    directions: ['endokrynolohiia'],
    about: l(
      'Знижена функція щитоподібної залози, через яку сповільнюється обмін речовин.',
      'Underactive thyroid that slows the metabolism.',
    ),
    symptoms: [
      l('Втома і сонливість', 'Tiredness and sleepiness'),
      l('Набір ваги', 'Weight gain'),
      l('Сухість шкіри та ламкість волосся', 'Dry skin and brittle hair'),
    ],
    causes: [
      l('Автоімунний тиреоїдит', 'Autoimmune thyroiditis'),
      l('Нестача йоду', 'Iodine deficiency'),
      l('Операції та лікування щитоподібної залози', 'Thyroid surgery or treatment'),
    ],
    diagnosis: l(
      'Діагноз встановлюють за аналізами ТТГ і вільного Т4, доповнюючи УЗД щитоподібної залози.',
      'The diagnosis is made from TSH and free T4 tests, with a thyroid ultrasound.',
    ),
    treatment: l(
      'Ендокринолог призначає замісну терапію гормоном і регулярно перевіряє аналізи, щоб підібрати дозу.',
      'An endocrinologist prescribes thyroid hormone replacement and checks tests regularly to set the dose.',
    ),
    seeDoctor: [
      l('постійна втома та мерзлякуватість', 'constant tiredness and feeling cold'),
      l('ви плануєте вагітність', 'you are planning a pregnancy'),
    ],
  },
  {
    slug: 'tsukrovyi-diabet-2-typu',
    name: l('Цукровий діабет 2 типу', 'Type 2 diabetes'),
    category: ENDO,
    directions: ['endokrynolohiia', 'terapiia'],
    about: l(
      'Хронічне підвищення рівня глюкози через знижену чутливість до інсуліну.',
      'Chronically high blood glucose caused by reduced insulin sensitivity.',
    ),
    symptoms: [
      l('Спрага і часте сечовипускання', 'Thirst and frequent urination'),
      l('Повільне загоєння ран', 'Slow wound healing'),
      l('Втома', 'Fatigue'),
    ],
    causes: [
      l('Надмірна вага', 'Excess weight'),
      l('Спадковість', 'Heredity'),
      l('Малорухливість і незбалансоване харчування', 'Inactivity and an unbalanced diet'),
    ],
    diagnosis: l(
      'Діабет підтверджують аналізами глюкози натще та глікованого гемоглобіну.',
      'Diabetes is confirmed by fasting glucose and glycated haemoglobin tests.',
    ),
    treatment: l(
      'Лікування включає харчування, рух, сучасні цукрознижувальні препарати і регулярний контроль ускладнень.',
      'Treatment includes diet, exercise, modern glucose-lowering medicines and regular checks for complications.',
    ),
    seeDoctor: [
      l('зʼявилися спрага та часте сечовипускання', 'you are thirsty and urinate often'),
      l('у вас надмірна вага і родичі з діабетом', 'you are overweight and have relatives with diabetes'),
    ],
  },
  {
    slug: 'vuzlovyi-zob',
    name: l('Вузловий зоб', 'Thyroid nodules'),
    category: ENDO,
    directions: ['endokrynolohiia', 'uzd-diahnostyka'],
    about: l(
      'Утворення в тканині щитоподібної залози, які виявляють пальпаторно або на УЗД.',
      'Lumps in the thyroid found by touch or on ultrasound.',
    ),
    symptoms: [
      l('Відчуття клубка в горлі', 'Feeling of a lump in the throat'),
      l('Видиме збільшення шиї', 'Visible swelling of the neck'),
      l('Часто безсимптомно', 'Often no symptoms'),
    ],
    causes: [
      l('Нестача йоду', 'Iodine deficiency'),
      l('Спадковість', 'Heredity'),
      l('Автоімунні процеси', 'Autoimmune processes'),
    ],
    diagnosis: l(
      'Ендокринолог призначає УЗД щитоподібної залози та гормони, а за показаннями — тонкоголкову біопсію вузла.',
      'An endocrinologist orders a thyroid ultrasound and hormone tests and, if indicated, a fine-needle biopsy.',
    ),
    treatment: l(
      'Більшість вузлів лише спостерігають; лікування потрібне, якщо вузол росте, тисне на шию або змінює гормони.',
      'Most nodules are only monitored; treatment is needed if a nodule grows, presses on the neck or changes hormone levels.',
    ),
    seeDoctor: [
      l('на шиї помітне ущільнення', 'you notice a lump in the neck'),
      l('важко ковтати або змінився голос', 'swallowing is hard or your voice has changed'),
    ],
  },
  {
    slug: 'ozhyrinnia',
    name: l('Ожиріння', 'Obesity'),
    category: ENDO,
    directions: ['endokrynolohiia', 'terapiia'],
    about: l(
      'Надлишок жирової тканини, що підвищує ризик діабету та серцевих хвороб.',
      'Excess body fat that raises the risk of diabetes and heart disease.',
    ),
    symptoms: [
      l('Індекс маси тіла понад 30', 'Body mass index over 30'),
      l('Задишка при навантаженні', 'Breathlessness on exertion'),
      l('Біль у суглобах', 'Joint pain'),
    ],
    causes: [
      l('Надлишок калорій і малорухливість', 'Excess calories and inactivity'),
      l('Гормональні порушення', 'Hormonal disorders'),
      l('Стрес, недосипання і деякі ліки', 'Stress, lack of sleep and some medicines'),
    ],
    diagnosis: l(
      'Лікар вимірює індекс маси тіла та обхват талії, призначає аналізи на глюкозу, ліпіди і гормони.',
      'The doctor measures body mass index and waist size and orders glucose, lipid and hormone tests.',
    ),
    treatment: l(
      'Допомагає поступове зниження ваги з планом харчування та руху; за показаннями лікар додає препарати.',
      'Gradual weight loss with a diet and exercise plan helps; the doctor adds medicines when indicated.',
    ),
    seeDoctor: [
      l('індекс маси тіла вищий за 30', 'your body mass index is above 30'),
      l(
        'зʼявилися задишка, біль у суглобах або високий тиск',
        'you have breathlessness, joint pain or high blood pressure',
      ),
    ],
  },
  {
    slug: 'insulinorezystentnist',
    name: l('Інсулінорезистентність', 'Insulin resistance'),
    category: ENDO,
    directions: ['endokrynolohiia'],
    about: l(
      'Знижена чутливість клітин до інсуліну, що передує діабету 2 типу.',
      'Reduced cell sensitivity to insulin that precedes type 2 diabetes.',
    ),
    symptoms: [
      l('Тяга до солодкого', 'Sugar cravings'),
      l('Жир на животі', 'Belly fat'),
      l('Темні плями на шкірі шиї', 'Dark patches on the neck'),
    ],
    causes: [
      l('Надлишок вісцерального жиру', 'Excess visceral fat'),
      l('Малорухливість', 'Inactivity'),
      l('Спадковість і синдром полікістозних яєчників', 'Heredity and polycystic ovary syndrome'),
    ],
    diagnosis: l(
      'Оцінюють глюкозу й інсулін натще, індекс HOMA та глікований гемоглобін.',
      'Fasting glucose and insulin, the HOMA index and glycated haemoglobin are assessed.',
    ),
    treatment: l(
      'Основа — харчування і регулярна активність; за показаннями ендокринолог призначає препарати.',
      'Diet and regular activity come first; an endocrinologist adds medicines when indicated.',
    ),
    seeDoctor: [
      l('вага росте на животі', 'weight gathers around the waist'),
      l('зʼявилися темні ділянки шкіри на шиї чи пахвах', 'dark patches of skin appear on the neck or underarms'),
    ],
  },
  {
    slug: 'avtoimunnyi-tyreoidyt',
    name: l('Автоімунний тиреоїдит', 'Hashimoto’s thyroiditis'),
    category: ENDO,
    directions: ['endokrynolohiia'],
    about: l(
      'Запалення щитоподібної залози, за якого імунітет атакує власні клітини.',
      'Thyroid inflammation in which the immune system attacks its own cells.',
    ),
    symptoms: [
      l('Поступова втома', 'Gradual tiredness'),
      l('Мерзлякуватість', 'Feeling cold'),
      l('Збільшення щитоподібної залози', 'Enlarged thyroid'),
    ],
    causes: [
      l('Спадкова схильність', 'Inherited predisposition'),
      l('Порушення імунної регуляції', 'Immune dysregulation'),
      l('Гормональні зміни, зокрема після пологів', 'Hormonal changes, including after childbirth'),
    ],
    diagnosis: l(
      'Діагноз ставлять за антитілами до ТПО, гормонами ТТГ і Т4 та картиною на УЗД.',
      'The diagnosis is based on anti-TPO antibodies, TSH and T4 levels and the ultrasound picture.',
    ),
    treatment: l(
      'Якщо функція залози знижена, призначають гормон; інакше достатньо регулярних аналізів.',
      'If the gland is underactive, hormone replacement is prescribed; otherwise regular tests are enough.',
    ),
    seeDoctor: [
      l('у вас є родичі з хворобами щитоподібної залози', 'relatives have thyroid disease'),
      l('зʼявилися втома, набряки, сухість шкіри', 'you feel tired and have puffiness or dry skin'),
    ],
  },
];
