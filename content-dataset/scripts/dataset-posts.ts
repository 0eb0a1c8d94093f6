/** Blog posts: each in both languages, with its sections and the doctor who checked its medical facts. */
import { l, type L } from './localized.ts';
import type { Scene } from './illustrations.ts';

export interface PostSection {
  heading: L;
  text: L;
}

export interface PostText {
  slug: string;
  /** Slug of its category (BLOG_CATEGORIES). */
  category: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  title: L;
  excerpt: L;
  sections: PostSection[];
  /** The post in three lines, shown as a list after the sections. */
  points: L[];
  /** Slug of the doctor who reviewed it (DOCTORS). */
  reviewer: string;
  /** What its illustration shows. */
  scene: Scene;
}

export const BLOG_CATEGORIES = [
  { slug: 'porady-likaria', name: l('Поради лікаря', 'Doctor’s advice') },
  { slug: 'krasa-i-dohliad', name: l('Краса і догляд', 'Beauty and care') },
  { slug: 'novyny-kliniky', name: l('Новини клініки', 'Clinic news') },
];

export const POSTS: PostText[] = [
  {
    slug: 'yak-pidibraty-sanskrin',
    scene: 'sun',
    category: 'krasa-i-dohliad',
    date: '2026-05-12',
    title: l('Як підібрати сонцезахисний крем', 'How to choose a sunscreen'),
    excerpt: l(
      'Пояснюємо, що означають SPF і PA та скільки крему наносити щодня.',
      'What SPF and PA mean and how much sunscreen to apply every day.',
    ),
    reviewer: 'olena-kovalenko',
    sections: [
      {
        heading: l('Що означають SPF і PA', 'What SPF and PA mean'),
        text: l(
          'SPF показує, наскільки крем захищає від променів UVB, що спричиняють опіки. SPF 30 затримує близько 97% цих променів, SPF 50 — близько 98%. Позначка PA або слова «широкий спектр» говорять про захист від UVA-променів, які проникають глибше, прискорюють старіння шкіри й посилюють пігментацію. Для міста влітку лікарі радять щонайменше SPF 30 з UVA-захистом, а для моря, гір і світлої шкіри — SPF 50.',
          'SPF shows how well a cream protects against UVB rays, which cause sunburn. SPF 30 blocks about 97% of these rays and SPF 50 about 98%. A PA rating or the words “broad spectrum” mean protection against UVA rays, which go deeper, speed up skin ageing and deepen pigmentation. For the city in summer our doctors suggest at least SPF 30 with UVA protection, and SPF 50 for the sea, the mountains and fair skin.',
        ),
      },
      {
        heading: l('Скільки крему наносити', 'How much to apply'),
        text: l(
          'Захист, указаний на упаковці, досягається лише тоді, коли крему достатньо: близько половини чайної ложки на обличчя і шию, або дві смужки на довжину пальця. Більшість людей наносить удвічі менше, тож реальний захист падає. Крем наносять за 15–20 хвилин до виходу на вулицю і повторюють кожні дві години, а також після купання, спорту й витирання рушником.',
          'The protection on the label is reached only with enough cream: about half a teaspoon for the face and neck, or two finger-length strips. Most people use half as much, so real protection drops. Apply it 15–20 minutes before going out and again every two hours, as well as after swimming, exercise or towelling.',
        ),
      },
      {
        heading: l('Як обрати текстуру під свій тип шкіри', 'Choosing a texture for your skin type'),
        text: l(
          'Для жирної та схильної до акне шкіри підходять легкі флюїди з позначкою «некомедогенно». Сухій шкірі комфортніші креми з зволожувальними компонентами. Мінеральні фільтри, як-от оксид цинку, рідше подразнюють чутливу шкіру й підходять дітям. Якщо після крему зʼявляються висипання чи печіння, покажіть засіб дерматологу: він допоможе знайти заміну.',
          'Oily and acne-prone skin does well with light fluids marked “non-comedogenic”. Dry skin is more comfortable with creams containing moisturisers. Mineral filters such as zinc oxide irritate sensitive skin less often and suit children. If a cream causes spots or stinging, show it to a dermatologist, who will help you find a replacement.',
        ),
      },
    ],
    points: [
      l('Обирайте SPF 30–50 для міста', 'Choose SPF 30–50 for the city'),
      l('Наносьте близько двох пальців крему на обличчя', 'Apply about two finger lengths to the face'),
      l('Оновлюйте захист кожні дві години на сонці', 'Reapply every two hours in the sun'),
    ],
  },
  {
    slug: 'koly-perevirity-rodymky',
    scene: 'dermoscopy',
    category: 'porady-likaria',
    date: '2026-04-02',
    title: l('Коли перевірити родимки', 'When to have your moles checked'),
    excerpt: l(
      'Правило ABCDE допоможе помітити тривожні зміни вчасно.',
      'The ABCDE rule helps spot worrying changes early.',
    ),
    reviewer: 'andrii-melnyk',
    sections: [
      {
        heading: l('Правило ABCDE', 'The ABCDE rule'),
        text: l(
          'Лікарі користуються простим правилом, яке допомагає помітити тривожні зміни: A — асиметрія, коли одна половина родимки не схожа на іншу; B — нерівні, розмиті межі; C — кілька кольорів або нерівномірне забарвлення; D — діаметр понад 6 мм; E — еволюція, тобто будь-яка зміна розміру, форми, кольору або поява свербежу та кровоточивості. Одна ознака — вже привід показати родимку дерматологу.',
          'Doctors use a simple rule that helps spot worrying changes: A for asymmetry, when one half of a mole does not match the other; B for irregular, blurred borders; C for several colours or uneven colour; D for a diameter over 6 mm; E for evolution, meaning any change in size, shape or colour, or new itching or bleeding. A single sign is already a reason to show the mole to a dermatologist.',
        ),
      },
      {
        heading: l('Як проходить дерматоскопія', 'How dermoscopy works'),
        text: l(
          'Дерматоскопія безболісна і триває 20–40 хвилин. Лікар розглядає кожну родимку під збільшенням зі спеціальним освітленням, яке показує структури під поверхнею шкіри. Під час цифрової дерматоскопії знімки зберігаються, і на наступному візиті програма порівнює їх, тому навіть невеликі зміни не залишаться непоміченими. Перед оглядом не засмагайте і не наносьте тональні засоби.',
          'Dermoscopy is painless and takes 20–40 minutes. The doctor looks at each mole under magnification with special light that shows structures beneath the skin surface. In digital dermoscopy the images are saved and compared at the next visit, so even small changes are not missed. Avoid tanning and do not wear make-up on the areas before the check.',
        ),
      },
      {
        heading: l('Як часто перевірятися', 'How often to have a check'),
        text: l(
          'Більшості дорослих достатньо огляду раз на рік. Частіше — раз на 6 місяців — перевірятися варто людям зі світлою шкірою, понад 50 родимками, сонячними опіками в дитинстві або меланомою в родині. Між візитами раз на місяць оглядайте шкіру самостійно перед дзеркалом, а спину попросіть подивитися близьких. Якщо родимку вирішено видалити, тканину обовʼязково відправляють на гістологію.',
          'For most adults one check a year is enough. People with fair skin, more than 50 moles, childhood sunburn or melanoma in the family should be checked more often, every six months. Between visits, look over your skin in a mirror once a month and ask someone to check your back. When a mole is removed, the tissue is always sent for histology.',
        ),
      },
    ],
    points: [
      l('Асиметрія та нерівні краї', 'Asymmetry and uneven borders'),
      l('Неоднорідний колір', 'Uneven colour'),
      l('Діаметр понад 6 мм і зміни з часом', 'Diameter over 6 mm and changes over time'),
    ],
  },
  {
    slug: 'vidkryttia-klinyky-na-oboloni',
    scene: 'exterior',
    category: 'novyny-kliniky',
    date: '2026-02-16',
    title: l('Ми відкрили клініку на Оболоні', 'Our Obolon clinic is open'),
    excerpt: l(
      'Друга клініка мережі приймає дорослих і дітей щодня, крім неділі.',
      'The network’s second clinic sees adults and children every day except Sunday.',
    ),
    reviewer: 'halyna-kuzmenko',
    sections: [
      {
        heading: l('Що є в новій клініці', 'What the new clinic offers'),
        text: l(
          'Клініка на Оболоні займає перший поверх житлового комплексу на Оболонському проспекті. Тут приймають педіатри, невролог, уролог, дерматологи, гінекологи та ендокринолог, працює кабінет УЗД і власний пункт забору аналізів. Для маленьких пацієнтів облаштовано дитячий куточок, а для батьків — кімнату матері й дитини з пеленальним столиком.',
          'The Obolon clinic occupies the ground floor of a residential building on Obolonskyi Avenue. Paediatricians, a neurologist, a urologist, dermatologists, gynecologists and an endocrinologist see patients here, with an ultrasound room and our own blood-draw point. Young patients have a play corner, and parents have a baby-care room with a changing table.',
        ),
      },
      {
        heading: l('Графік і запис', 'Hours and booking'),
        text: l(
          'Клініка працює з понеділка по суботу з 09:00 до 21:00, тож на прийом можна прийти після роботи. Записатися можна на сайті, телефоном або в адміністратора. Аналізи здають з 09:00 до 13:00 без попереднього запису, а результати більшості з них надходять на електронну пошту наступного дня.',
          'The clinic is open Monday to Saturday from 09:00 to 21:00, so you can come after work. Book online, by phone or at the front desk. Blood tests are taken from 09:00 to 13:00 without an appointment, and most results arrive by e-mail the next day.',
        ),
      },
      {
        heading: l('Як дістатися', 'Getting there'),
        text: l(
          'Клініка розташована за сім хвилин пішки від станції метро «Мінська». Біля входу є безкоштовний паркінг для пацієнтів, а вхід без сходинок зручний для колясок. Медичні картки пацієнтів обох клінік спільні: лікар на Оболоні бачить результати обстежень, які ви проходили на Печерську.',
          'The clinic is a seven-minute walk from Minska metro station. There is free parking for patients by the entrance, and the step-free entrance suits prams and wheelchairs. Patient records are shared between both clinics: a doctor in Obolon sees the results of tests you had in Pechersk.',
        ),
      },
    ],
    points: [
      l('Педіатрія, неврологія та урологія', 'Paediatrics, neurology and urology'),
      l('Власний пункт забору аналізів', 'Its own blood-draw point'),
      l('Паркінг для пацієнтів', 'Patient parking'),
    ],
  },
  {
    slug: 'shcho-take-chekap',
    scene: 'lab',
    category: 'porady-likaria',
    date: '2026-01-20',
    title: l('Що таке чекап і кому він потрібен', 'What a check-up is and who needs one'),
    excerpt: l(
      'Щорічне обстеження виявляє проблеми до появи симптомів.',
      'A yearly check-up finds problems before symptoms appear.',
    ),
    reviewer: 'roman-boiko',
    sections: [
      {
        heading: l('Навіщо обстежуватися без скарг', 'Why get checked without symptoms'),
        text: l(
          'Багато поширених хвороб — гіпертонія, цукровий діабет 2 типу, підвищений холестерин, анемія — довго не дають симптомів. Коли зʼявляються скарги, захворювання вже може спричинити ускладнення. Щорічний чекап дозволяє виявити такі зміни на ранньому етапі, коли їх легше контролювати, і отримати від лікаря конкретний план профілактики.',
          'Many common conditions, such as high blood pressure, type 2 diabetes, high cholesterol and anaemia, cause no symptoms for a long time. By the time complaints appear, the disease may already have caused complications. A yearly check-up finds such changes early, when they are easier to control, and gives you a concrete prevention plan from your doctor.',
        ),
      },
      {
        heading: l('Що входить у базовий чекап', 'What a basic check-up includes'),
        text: l(
          'Базова програма для дорослих включає консультацію терапевта, вимірювання тиску та індексу маси тіла, загальний аналіз крові, біохімію з глюкозою, холестерином і печінковими пробами та глікований гемоглобін. Залежно від віку та статі лікар може додати ЕКГ, УЗД, огляд гінеколога чи уролога, аналіз на вітамін D або гормони щитоподібної залози.',
          'The basic programme for adults includes an internist consultation, blood pressure and body mass index, a complete blood count, a chemistry panel with glucose, cholesterol and liver tests, and glycated haemoglobin. Depending on age and sex, the doctor may add an ECG, ultrasound, a gynecologist’s or urologist’s check, vitamin D or thyroid hormone tests.',
        ),
      },
      {
        heading: l('Як підготуватися', 'How to prepare'),
        text: l(
          'Кров здають зранку натще: останній прийом їжі — за 8–12 годин, пити можна лише воду. За добу до аналізів уникайте алкоголю та інтенсивних тренувань. Візьміть із собою список ліків, які приймаєте, і результати попередніх обстежень. Після отримання результатів терапевт пояснить кожен показник і скаже, чи потрібні консультації інших лікарів.',
          'Blood is taken in the morning on an empty stomach: eat your last meal 8–12 hours before and drink only water. Avoid alcohol and hard training the day before. Bring a list of the medicines you take and the results of earlier tests. Once the results are in, the internist explains each value and tells you whether you need to see other specialists.',
        ),
      },
    ],
    points: [
      l('Базові аналізи крові та сечі', 'Basic blood and urine tests'),
      l('ЕКГ та вимірювання тиску', 'ECG and blood pressure check'),
      l('Консультація терапевта з планом', 'Internist consultation with a plan'),
    ],
  },
  {
    slug: 'dohliad-pislia-pilinhu',
    scene: 'skincare',
    category: 'krasa-i-dohliad',
    date: '2026-10-08',
    title: l('Догляд за шкірою після пілінгу', 'Skin care after a peel'),
    excerpt: l(
      'Перші сім днів після пілінгу визначають результат процедури.',
      'The first seven days after a peel decide the result.',
    ),
    reviewer: 'oksana-oliinyk',
    sections: [
      {
        heading: l('Перші три дні', 'The first three days'),
        text: l(
          'Одразу після пілінгу шкіра може бути червоною, стягнутою і чутливою — це нормальна реакція. У перші дні вмивайтеся прохолодною водою з мʼяким засобом без кислот і скрабів, не торкайтеся обличчя руками та не користуйтеся декоративною косметикою. Наносьте відновлювальний крем, який порадив лікар, стільки разів, скільки шкіра просить.',
          'Right after a peel the skin may be red, tight and sensitive: this is a normal reaction. In the first days wash with cool water and a gentle cleanser without acids or scrubs, keep your hands off your face and skip make-up. Apply the repair cream your doctor recommended as often as your skin needs it.',
        ),
      },
      {
        heading: l('Лущення: що можна і чого не можна', 'Peeling: what to do and what not to do'),
        text: l(
          'На третій–пʼятий день шкіра починає лущитися. Не знімайте лусочки самостійно: так можна залишити плями або рубці. Відмовтеся від сауни, басейну та активного спорту, щоб не посилювати запалення. Засоби з ретинолом, кислотами та вітаміном С повертайте в догляд лише з дозволу лікаря, зазвичай через тиждень.',
          'On the third to fifth day the skin starts to flake. Do not pick off the flakes: this can leave marks or scars. Avoid saunas, pools and hard exercise so as not to increase inflammation. Bring back products with retinol, acids or vitamin C only when your doctor says so, usually after a week.',
        ),
      },
      {
        heading: l('Сонцезахист обовʼязковий', 'Sun protection is a must'),
        text: l(
          'Оновлена шкіра особливо вразлива до ультрафіолету, тому пілінги роблять восени та взимку. Щоденний крем із SPF 50 потрібен навіть у хмарну погоду і взимку, щонайменше місяць після процедури. Без нього на місці пілінгу може зʼявитися пігментація, з якою потім доведеться боротися довше, ніж тривав сам курс.',
          'Renewed skin is especially vulnerable to ultraviolet light, which is why peels are done in autumn and winter. Daily SPF 50 cream is needed even on cloudy days and in winter, for at least a month after the treatment. Without it, pigmentation may appear where the peel was done, and it takes longer to treat than the course itself.',
        ),
      },
    ],
    points: [
      l('Мʼяке очищення без скрабів', 'Gentle cleansing without scrubs'),
      l('Зволоження та відновлювальні креми', 'Moisturisers and repair creams'),
      l('Щоденний SPF 50', 'Daily SPF 50'),
    ],
  },
  {
    slug: 'mifi-pro-botoks',
    scene: 'injection',
    category: 'krasa-i-dohliad',
    date: '2026-09-14',
    title: l('Пʼять міфів про ботулінотерапію', 'Five myths about botulinum therapy'),
    excerpt: l(
      'Розбираємо, чому правильно виконана процедура не робить обличчя «замороженим».',
      'Why a well-done treatment does not make a face look frozen.',
    ),
    reviewer: 'yuliia-tkachenko',
    sections: [
      {
        heading: l('Міф 1 і 2: «заморожене» обличчя і накопичення', 'Myths 1 and 2: a frozen face and build-up'),
        text: l(
          'Ботулотоксин лише розслаблює окремі мʼязи, відповідальні за зморшки. Якщо лікар правильно розрахував дозу й точки введення, міміка зберігається, а обличчя виглядає відпочилим. Препарат не накопичується в організмі: його дія поступово минає за 4–6 місяців, коли нервові закінчення відновлюють звʼязок із мʼязом.',
          'Botulinum toxin only relaxes the individual muscles that cause lines. When the doctor calculates the dose and injection points correctly, expressions stay and the face looks rested. The product does not build up in the body: its effect wears off over four to six months as nerve endings restore their link to the muscle.',
        ),
      },
      {
        heading: l(
          'Міф 3 і 4: залежність і «лише для старших»',
          'Myths 3 and 4: addiction and “only for older people”',
        ),
        text: l(
          'Від ботулінотерапії не виникає залежності: якщо не повторювати процедуру, мʼязи повертаються до звичної роботи, а зморшки не стають глибшими, ніж були б без неї. Процедуру роблять не лише для корекції зморшок: вона допомагає при гіпергідрозі, бруксизмі та деяких видах головного болю, а вік визначає не календар, а показання.',
          'Botulinum therapy is not addictive: if you stop, the muscles return to their usual work and lines do not become deeper than they would have been. The treatment is not only for wrinkles: it helps with hyperhidrosis, teeth grinding and some types of headache, and the decision depends on indications, not age.',
        ),
      },
      {
        heading: l('Міф 5: «це зовсім без ризиків»', 'Myth 5: “there are no risks at all”'),
        text: l(
          'Як будь-яка медична процедура, ботулінотерапія має протипоказання: вагітність, годування груддю, деякі неврологічні захворювання, запалення в зоні введення. Можливі тимчасові синці та, рідко, опущення повіки. Тому процедуру проводить лікар із сертифікатом, використовує зареєстровані препарати й призначає контрольний огляд через два тижні.',
          'Like any medical procedure, botulinum therapy has contraindications: pregnancy, breastfeeding, some neurological conditions and inflammation at the injection site. Temporary bruising and, rarely, a drooping eyelid are possible. That is why it is done by a certified doctor using registered products, with a follow-up visit after two weeks.',
        ),
      },
    ],
    points: [
      l('Ефект триває 4–6 місяців', 'The effect lasts four to six months'),
      l('Препарат не накопичується в організмі', 'The product does not build up in the body'),
      l('Міміка зберігається при правильному дозуванні', 'Expressions stay with the right dose'),
    ],
  },
  {
    slug: 'pidhotovka-do-uzd',
    scene: 'ultrasound',
    category: 'porady-likaria',
    date: '2026-03-11',
    title: l('Як підготуватися до УЗД', 'How to prepare for an ultrasound'),
    excerpt: l(
      'Для різних досліджень потрібна різна підготовка: розповідаємо, яка саме.',
      'Different scans need different preparation: here is what to do.',
    ),
    reviewer: 'anna-karpenko',
    sections: [
      {
        heading: l('УЗД черевної порожнини', 'Abdominal ultrasound'),
        text: l(
          'Дослідження печінки, жовчного міхура, підшлункової залози та селезінки проводять натще: останній прийом їжі — за 6–8 годин. За два–три дні до УЗД варто обмежити продукти, що посилюють газоутворення: бобові, капусту, чорний хліб, газовані напої. Якщо ви приймаєте ліки постійно, не скасовуйте їх без поради лікаря.',
          'Scans of the liver, gallbladder, pancreas and spleen are done on an empty stomach: eat your last meal six to eight hours before. Two or three days before, limit foods that cause gas, such as beans, cabbage, rye bread and fizzy drinks. If you take regular medicines, do not stop them without your doctor’s advice.',
        ),
      },
      {
        heading: l('УЗД органів малого таза', 'Pelvic ultrasound'),
        text: l(
          'Трансабдомінальне УЗД малого таза роблять із наповненим сечовим міхуром: за годину до дослідження випийте близько літра негазованої води. Для трансвагінального дослідження, навпаки, міхур має бути порожнім. Жінкам найкраще проходити УЗД на 5–10 день циклу, якщо лікар не призначив іншого терміну.',
          'A transabdominal pelvic scan needs a full bladder: drink about a litre of still water an hour before. For a transvaginal scan the bladder should be empty. Women are best scanned on days 5–10 of the cycle, unless the doctor has chosen another time.',
        ),
      },
      {
        heading: l('Дослідження без підготовки', 'Scans that need no preparation'),
        text: l(
          'УЗД щитоподібної залози, молочних залоз, лімфовузлів, судин шиї та мʼяких тканин не потребують спеціальної підготовки. Обстеження молочних залоз у жінок до менопаузи краще проходити в першій половині циклу. Візьміть на прийом направлення та попередні висновки УЗД: лікар порівняє результати й опише зміни.',
          'Scans of the thyroid, breasts, lymph nodes, neck vessels and soft tissues need no special preparation. Women before menopause are best scanned for breast ultrasound in the first half of the cycle. Bring your referral and previous ultrasound reports: the doctor will compare them and describe any changes.',
        ),
      },
    ],
    points: [
      l('УЗД черевної порожнини — натще', 'Abdominal scan on an empty stomach'),
      l('УЗД малого таза — з наповненим сечовим міхуром', 'Pelvic scan with a full bladder'),
      l('УЗД щитоподібної залози — без підготовки', 'Thyroid scan needs no preparation'),
    ],
  },
  {
    slug: 'novyi-lazer-dlia-epiliatsii',
    scene: 'laser',
    category: 'novyny-kliniky',
    date: '2026-06-03',
    title: l('Новий діодний лазер для епіляції', 'A new diode laser for hair removal'),
    excerpt: l(
      'Апарат з охолодженням робить процедуру швидшою та комфортнішою.',
      'A cooled device makes treatment faster and more comfortable.',
    ),
    reviewer: 'nataliia-kravchenko',
    sections: [
      {
        heading: l('Як працює діодний лазер', 'How a diode laser works'),
        text: l(
          'Діодний лазер випромінює світло, яке поглинає пігмент волосини. Енергія перетворюється на тепло й руйнує фолікул, а шкіра навколо лишається неушкодженою завдяки контактному охолодженню. Новий апарат охолоджує шкіру до 4 °C, тому процедура відчувається як легке поколювання, а великі зони обробляються значно швидше.',
          'A diode laser emits light that is absorbed by the pigment in the hair. The energy turns into heat and destroys the follicle, while contact cooling keeps the surrounding skin unharmed. The new device cools the skin to 4 °C, so treatment feels like light tingling and large areas are done much faster.',
        ),
      },
      {
        heading: l('Скільки сеансів потрібно', 'How many sessions you need'),
        text: l(
          'Лазер діє лише на волосся в активній фазі росту, тому для стійкого результату потрібен курс із 6–8 сеансів з інтервалом 4–8 тижнів залежно від зони. Після курсу волосся стає значно рідшим і тоншим, а для підтримки результату іноді достатньо одного–двох сеансів на рік.',
          'The laser only affects hair in the active growth phase, so a lasting result takes a course of six to eight sessions four to eight weeks apart, depending on the area. After the course hair becomes much sparser and finer, and one or two sessions a year are often enough to maintain the result.',
        ),
      },
      {
        heading: l('Підготовка і протипоказання', 'Preparation and contraindications'),
        text: l(
          'За два тижні до процедури не засмагайте і не видаляйте волосся воском чи епілятором: голити можна. Напередодні поголіть зону. Протипоказаннями є вагітність, запалення та свіжа засмага в зоні обробки, деякі шкірні та онкологічні захворювання. Перед першим сеансом лікар проводить консультацію та тестовий спалах.',
          'For two weeks before treatment avoid tanning and do not remove hair with wax or an epilator; shaving is fine. Shave the area the day before. Contraindications include pregnancy, inflammation or a fresh tan in the area, and some skin and oncological conditions. Before the first session the doctor holds a consultation and does a test pulse.',
        ),
      },
    ],
    points: [
      l('Підходить для засмаглої шкіри', 'Suitable for tanned skin'),
      l('Сеанс на ноги — до 30 хвилин', 'A full-leg session in under 30 minutes'),
      l('Менше відвідувань на курс', 'Fewer visits per course'),
    ],
  },
  {
    slug: 'vitamin-d-vzymku',
    scene: 'lab',
    category: 'porady-likaria',
    date: '2026-11-10',
    title: l('Чи потрібен вітамін D узимку', 'Do you need vitamin D in winter'),
    excerpt: l(
      'Перш ніж приймати добавки, варто перевірити рівень вітаміну в крові.',
      'Check your blood level before taking supplements.',
    ),
    reviewer: 'sofiia-verbytska',
    sections: [
      {
        heading: l('Чому взимку вітаміну D менше', 'Why vitamin D drops in winter'),
        text: l(
          'Основну частину вітаміну D шкіра виробляє під дією сонця. В Україні з жовтня по березень сонце стоїть низько, і навіть у ясні дні шкіра майже не синтезує вітамін. З їжею — жирною рибою, яйцями, печінкою — ми отримуємо лише невелику частину потреби. Тому взимку рівень вітаміну D у багатьох людей знижується.',
          'Most vitamin D is made by the skin in sunlight. In Ukraine the sun is low from October to March, and even on clear days the skin makes almost none. Food such as oily fish, eggs and liver covers only a small part of the need. That is why many people’s vitamin D level drops in winter.',
        ),
      },
      {
        heading: l('Чому спершу аналіз', 'Why test first'),
        text: l(
          'Рівень вітаміну D визначають за аналізом крові на 25(OH)D. Результат показує, чи є дефіцит, недостатність або норма, і від нього залежить доза. Без аналізу легко прийняти замало, щоб була користь, або забагато: надлишок вітаміну D підвищує рівень кальцію в крові й може шкодити нирках і серцю.',
          'Vitamin D is measured with a blood test for 25(OH)D. The result shows deficiency, insufficiency or a normal level, and the dose depends on it. Without a test it is easy to take too little to help, or too much: excess vitamin D raises blood calcium and can harm the kidneys and heart.',
        ),
      },
      {
        heading: l('Як приймати правильно', 'How to take it properly'),
        text: l(
          'Дозу та тривалість прийому визначає лікар, з огляду на результат аналізу, вік, вагу й супутні хвороби. Вітамін D жиророзчинний, тому його приймають під час їжі. Повторний аналіз зазвичай роблять через 2–3 місяці, щоб переконатися, що рівень вирівнявся. Дітям і вагітним дози підбирає лише лікар.',
          'The dose and duration are set by your doctor, based on the test result, age, weight and other conditions. Vitamin D is fat-soluble, so take it with food. A repeat test is usually done after two to three months to check the level has improved. Doses for children and pregnant women are set only by a doctor.',
        ),
      },
    ],
    points: [
      l('Аналіз на 25(OH)D', 'Test 25(OH)D'),
      l('Дозу підбирає лікар', 'Your doctor sets the dose'),
      l('Надлишок так само шкідливий', 'Too much is harmful too'),
    ],
  },
  {
    slug: 'vypadinnia-volossia-voseny',
    scene: 'hair',
    category: 'krasa-i-dohliad',
    date: '2026-10-22',
    title: l('Сезонне випадіння волосся: коли хвилюватися', 'Seasonal hair loss: when to worry'),
    excerpt: l(
      'Восени волосся випадає трохи більше, але є ознаки, коли час до трихолога.',
      'Hair sheds a bit more in autumn, but some signs call for a trichologist.',
    ),
    reviewer: 'iryna-shevchenko',
    sections: [
      {
        heading: l('Чому волосся випадає восени', 'Why hair sheds in autumn'),
        text: l(
          'Волосся росте циклами, і щодня ми втрачаємо від 50 до 100 волосин — це норма. Восени частина фолікулів одночасно переходить у фазу спокою, тому випадіння посилюється на 6–8 тижнів. Також впливають літнє сонце, морська вода, стрес після відпустки та зміна раціону. Зазвичай сезонне випадіння минає саме.',
          'Hair grows in cycles, and losing 50 to 100 hairs a day is normal. In autumn many follicles enter the resting phase at once, so shedding increases for six to eight weeks. Summer sun, sea water, post-holiday stress and diet changes also play a part. Seasonal shedding usually passes on its own.',
        ),
      },
      {
        heading: l('Тривожні ознаки', 'Warning signs'),
        text: l(
          'Варто звернутися до трихолога, якщо випадіння триває довше трьох місяців, волосся помітно рідшає на тімʼї чи проділі, зʼявилися вогнища без волосся, а шкіра голови свербить або лущиться. Часто за цим стоять дефіцит заліза, порушення роботи щитоподібної залози, гормональні зміни або захворювання шкіри голови.',
          'See a trichologist if shedding lasts more than three months, hair thins visibly at the crown or parting, bald patches appear, or the scalp itches or flakes. The cause is often iron deficiency, thyroid problems, hormonal changes or a scalp condition.',
        ),
      },
      {
        heading: l('Як проходить діагностика', 'How diagnosis works'),
        text: l(
          'Трихолог розпитає про харчування, ліки та перенесені хвороби, огляне шкіру голови за допомогою трихоскопа і за потреби зробить фототрихограму, яка показує співвідношення волосин у різних фазах росту. Аналізи крові допоможуть знайти дефіцити. Лікування підбирають залежно від причини, а домашній догляд — залежно від типу шкіри голови.',
          'The trichologist asks about diet, medicines and past illnesses, examines the scalp with a trichoscope and, if needed, takes a phototrichogram showing the share of hairs in each growth phase. Blood tests help find deficiencies. Treatment depends on the cause, and home care on the scalp type.',
        ),
      },
    ],
    points: [
      l('Випадіння довше трьох місяців', 'Shedding for more than three months'),
      l('Помітне порідшання', 'Visible thinning'),
      l('Свербіж або лущення шкіри голови', 'Itchy or flaky scalp'),
    ],
  },
  {
    slug: 'nashi-likari-na-konhresi',
    scene: 'congress',
    category: 'novyny-kliniky',
    date: '2026-07-18',
    title: l('Наші лікарі на конгресі дерматологів', 'Our doctors at the dermatology congress'),
    excerpt: l(
      'Команда привезла нові протоколи лікування акне та розацеа.',
      'The team brought back new acne and rosacea protocols.',
    ),
    reviewer: 'andrii-melnyk',
    sections: [
      {
        heading: l('Про що говорили', 'What was discussed'),
        text: l(
          'Цьогорічний конгрес дерматовенерологів у Києві зібрав понад тисячу лікарів. Головними темами стали нові рекомендації з лікування акне та розацеа, рання діагностика меланоми за допомогою цифрової дерматоскопії і безпека інʼєкційних методик. Наші лікарі відвідали секції, де розбирали складні клінічні випадки та результати нових досліджень.',
          'This year’s congress of dermatovenereologists in Kyiv brought together more than a thousand doctors. The main topics were new guidance on acne and rosacea, early melanoma detection with digital dermoscopy and the safety of injection techniques. Our doctors attended sessions reviewing difficult clinical cases and the results of new studies.',
        ),
      },
      {
        heading: l('Наш виступ', 'Our talk'),
        text: l(
          'Дерматолог Андрій Мельник виступив із доповіддю про досвід цифрового картування родимок у наших клініках: як повторні огляди допомагають виявити зміни на ранній стадії й уникнути зайвих видалень. Косметологиня Юлія Ткаченко провела майстер-клас з анатомії обличчя для безпечного введення філерів.',
          'Dermatologist Andrii Melnyk gave a talk on our experience with digital mole mapping: how repeat checks help catch changes early and avoid unnecessary removals. Cosmetologist Yuliia Tkachenko led a workshop on facial anatomy for the safe use of fillers.',
        ),
      },
      {
        heading: l('Що зміниться для пацієнтів', 'What changes for patients'),
        text: l(
          'Після конгресу ми оновили внутрішні протоколи лікування акне та розацеа, щоб вони відповідали новим рекомендаціям, і додали до консультацій дерматолога пояснення щодо щоденного сонцезахисту. Лікарі, які були на конгресі, вже провели внутрішнє навчання для колег з обох клінік.',
          'After the congress we updated our acne and rosacea protocols to match the new guidance and added sun-protection advice to every dermatology consultation. The doctors who attended have already held training for colleagues from both clinics.',
        ),
      },
    ],
    points: [
      l('Доповідь про дерматоскопію', 'A talk on dermoscopy'),
      l('Майстер-клас з інʼєкційних методик', 'A hands-on injection workshop'),
      l('Нові рекомендації з фотозахисту', 'New sun-protection guidance'),
    ],
  },
  {
    slug: 'vahitnist-pershyi-tryemestr',
    scene: 'pregnancy',
    category: 'porady-likaria',
    date: '2026-08-05',
    title: l('Перший триместр: які обстеження потрібні', 'First trimester: which tests you need'),
    excerpt: l(
      'Покроковий план візитів до лікаря в перші 13 тижнів вагітності.',
      'A step-by-step plan of visits during the first 13 weeks.',
    ),
    reviewer: 'tetiana-moroz',
    sections: [
      {
        heading: l('Перший візит', 'The first visit'),
        text: l(
          'Стати на облік рекомендують до 12 тижнів вагітності. На першому візиті гінеколог розпитує про здоровʼя та попередні вагітності, вимірює тиск і вагу, проводить огляд і призначає УЗД, щоб підтвердити маткову вагітність і термін. Лікар також порадить, які вітаміни приймати: фолієву кислоту та йод зазвичай рекомендують усім.',
          'Registering before week 12 of pregnancy is recommended. At the first visit the gynecologist asks about your health and previous pregnancies, measures blood pressure and weight, examines you and orders an ultrasound to confirm the pregnancy and its date. The doctor also advises on supplements: folic acid and iodine are usually recommended for everyone.',
        ),
      },
      {
        heading: l('Аналізи першого триместру', 'First-trimester tests'),
        text: l(
          'Стандартний перелік включає загальний аналіз крові та сечі, групу крові й резус-фактор, глюкозу, аналізи на ВІЛ, сифіліс і гепатити, гормони щитоподібної залози. За показаннями лікар додає інші дослідження. Більшість аналізів можна здати в пункті забору в будь-якій із наших клінік.',
          'The standard list includes a complete blood count and urine test, blood group and Rh factor, glucose, tests for HIV, syphilis and hepatitis, and thyroid hormones. The doctor adds other tests when indicated. Most can be done at the blood-draw point of either of our clinics.',
        ),
      },
      {
        heading: l('Скринінг на 11–13 тижні', 'Screening at weeks 11–13'),
        text: l(
          'Між 11 і 13 тижнями проводять комбінований пренатальний скринінг: експертне УЗД з оцінкою анатомії плода й аналіз крові на гормони. Разом вони допомагають оцінити ризик хромосомних аномалій. Результат скринінгу не є діагнозом: якщо ризик підвищений, лікар пояснить, які додаткові дослідження можливі.',
          'Between weeks 11 and 13 combined prenatal screening is done: an expert ultrasound of the baby’s anatomy and a blood test for hormones. Together they estimate the risk of chromosomal conditions. A screening result is not a diagnosis: if the risk is raised, the doctor explains which further tests are possible.',
        ),
      },
    ],
    points: [
      l('Перший візит до 12 тижнів', 'First visit before week 12'),
      l('Скринінг на 11–13 тижні', 'Screening at weeks 11–13'),
      l('Базові аналізи крові', 'Basic blood tests'),
    ],
  },
  {
    slug: 'holovnyi-bil-koly-do-likaria',
    scene: 'neuro',
    category: 'porady-likaria',
    date: '2026-09-29',
    title: l('Головний біль: коли йти до лікаря', 'Headache: when to see a doctor'),
    excerpt: l(
      'Більшість головних болів безпечні, але деякі ознаки вимагають огляду невролога.',
      'Most headaches are harmless, but some signs need a neurologist.',
    ),
    reviewer: 'yaroslav-kostenko',
    sections: [
      {
        heading: l('Найчастіші види головного болю', 'The most common types of headache'),
        text: l(
          'Понад 90% головних болів — первинні: головний біль напруження і мігрень. Біль напруження зазвичай стискає голову обручем і повʼязаний зі стресом, недосипанням чи тривалою роботою за компʼютером. Мігрень — пульсуючий біль, часто з одного боку, який супроводжують нудота й чутливість до світла та звуків.',
          'More than 90% of headaches are primary: tension-type headache and migraine. A tension headache usually feels like a band around the head and is linked to stress, lack of sleep or long hours at a computer. Migraine is a throbbing pain, often on one side, with nausea and sensitivity to light and sound.',
        ),
      },
      {
        heading: l('Коли потрібна невідкладна допомога', 'When you need urgent help'),
        text: l(
          'Викликайте швидку, якщо біль раптовий і найсильніший у житті, якщо він зʼявився після травми голови, супроводжується високою температурою і напруженням мʼязів шиї, порушенням зору, мови, слабкістю в руці чи нозі, сплутаністю свідомості. Це можуть бути ознаки інсульту, менінгіту чи крововиливу, які потребують допомоги негайно.',
          'Call an ambulance if the pain is sudden and the worst of your life, follows a head injury, or comes with high fever and a stiff neck, changes in vision or speech, weakness in an arm or leg, or confusion. These can be signs of a stroke, meningitis or bleeding that need help at once.',
        ),
      },
      {
        heading: l('Коли записатися до невролога', 'When to book a neurologist'),
        text: l(
          'Планово зверніться до невролога, якщо головний біль повторюється кілька разів на місяць, змінив свій характер, будить уночі або вам доводиться часто приймати знеболювальні. Надмірний прийом таблеток сам по собі може підтримувати біль. Лікар з’ясує тип болю, за потреби призначить обстеження і підбере лікування та профілактику.',
          'Book a neurologist if headaches recur several times a month, have changed in character, wake you at night, or you often need painkillers. Taking painkillers too often can itself keep the pain going. The doctor will identify the type of headache, order tests if needed and choose treatment and prevention.',
        ),
      },
    ],
    points: [
      l('Раптовий дуже сильний біль', 'Sudden, very severe pain'),
      l('Біль після травми', 'Pain after an injury'),
      l('Порушення зору або мови', 'Changes in vision or speech'),
    ],
  },
  {
    slug: 'znyzhky-dlia-viiskovykh',
    scene: 'team',
    category: 'novyny-kliniky',
    date: '2026-04-24',
    title: l('Знижки для військових і їхніх родин', 'Discounts for servicemen and their families'),
    excerpt: l(
      'Діє постійна знижка на консультації та діагностику в обох клініках.',
      'A standing discount on consultations and diagnostics in both clinics.',
    ),
    reviewer: 'halyna-kuzmenko',
    sections: [
      {
        heading: l('Кому діє знижка', 'Who the discount is for'),
        text: l(
          'Постійна знижка діє для військовослужбовців Збройних сил України та інших військових формувань, ветеранів і членів їхніх родин: подружжя, дітей і батьків. Щоб скористатися знижкою, покажіть адміністратору посвідчення військовослужбовця, учасника бойових дій або документ, що підтверджує родинний звʼязок.',
          'The standing discount is for members of the Armed Forces of Ukraine and other military formations, veterans and their families: spouses, children and parents. To use it, show the front desk your military ID, combat veteran certificate or a document proving the family link.',
        ),
      },
      {
        heading: l('На що поширюється', 'What it covers'),
        text: l(
          'Знижка 15% діє на консультації всіх лікарів мережі, а 10% — на УЗД, ЕКГ, холтерівське моніторування та лабораторні аналізи. Знижка не сумується з іншими акціями, але ви можете обрати вигіднішу пропозицію. Для ветеранів з наслідками поранень ми складаємо індивідуальні плани обстеження й реабілітації разом із лікарями-суміжниками.',
          'A 15% discount applies to consultations with every doctor in the network, and 10% to ultrasound, ECG, Holter monitoring and laboratory tests. It cannot be combined with other offers, but you can choose whichever is better. For veterans with the after-effects of injuries we draw up individual examination and rehabilitation plans with colleagues from related specialties.',
        ),
      },
      {
        heading: l('Як записатися', 'How to book'),
        text: l(
          'Записатися можна на сайті, телефоном або в адміністратора будь-якої з двох клінік. Під час запису скажіть, що маєте право на знижку, щоб адміністратор одразу врахував її у вартості. Якщо вам потрібна довідка для військово-лікарської комісії, попередьте про це лікаря заздалегідь.',
          'You can book online, by phone or at the front desk of either clinic. Mention the discount when booking so the administrator includes it in the price. If you need a certificate for a military medical board, let the doctor know in advance.',
        ),
      },
    ],
    points: [
      l('15% на консультації', '15% off consultations'),
      l('10% на діагностику', '10% off diagnostics'),
      l('Потрібне посвідчення', 'Proof of service required'),
    ],
  },
  {
    slug: 'zymovyi-dohliad-za-shkiroiu',
    scene: 'winter',
    category: 'krasa-i-dohliad',
    date: '2026-11-18',
    title: l('Зимовий догляд за шкірою', 'Winter skin care'),
    excerpt: l(
      'Мороз і сухе повітря виснажують шкіру: як зберегти її захист.',
      'Frost and dry air wear skin down: how to keep its barrier.',
    ),
    reviewer: 'olena-kovalenko',
    sections: [
      {
        heading: l('Що відбувається зі шкірою взимку', 'What happens to skin in winter'),
        text: l(
          'Холод на вулиці та сухе повітря в приміщеннях з опаленням забирають вологу з рогового шару шкіри. Ліпідний бар’єр слабшає, шкіра стає сухою, стягнутою, може лущитися й червоніти. У людей з атопічним дерматитом, екземою чи розацеа взимку частіше стаються загострення.',
          'Cold outdoors and dry air in heated rooms draw moisture from the outer layer of the skin. The lipid barrier weakens, and the skin becomes dry and tight and may flake and redden. People with atopic dermatitis, eczema or rosacea have more flare-ups in winter.',
        ),
      },
      {
        heading: l('Домашній догляд', 'Care at home'),
        text: l(
          'Вмивайтеся теплою, а не гарячою водою, і обирайте мʼякі очищувальні засоби без спирту. Узимку варто перейти на щільніші креми з церамідами, гліцерином, пантенолом або скваланом. Наносьте крем за 30 хвилин до виходу на мороз. Зволожувач повітря вдома, особливо в спальні, допомагає шкірі відновлюватися вночі.',
          'Wash with warm rather than hot water and choose gentle, alcohol-free cleansers. In winter switch to richer creams with ceramides, glycerin, panthenol or squalane. Apply cream 30 minutes before going out into the frost. A humidifier at home, especially in the bedroom, helps the skin recover overnight.',
        ),
      },
      {
        heading: l('Процедури в клініці', 'Treatments at the clinic'),
        text: l(
          'Зима — вдалий час для пілінгів і лазерних процедур, бо сонце менш активне. Водночас після них шкіра потребує ретельного зволоження й SPF навіть у хмарні дні. Біоревіталізація допомагає відновити зволоженість шкіри. Лікар підбере процедури так, щоб вони не посилили сухість і подразнення.',
          'Winter is a good time for peels and laser treatments, because the sun is less strong. Afterwards, though, the skin needs careful moisturising and SPF even on cloudy days. Biorevitalisation helps restore the skin’s hydration. Your doctor will choose treatments that do not increase dryness or irritation.',
        ),
      },
    ],
    points: [
      l('Креми з церамідами', 'Creams with ceramides'),
      l('Зволожувач повітря вдома', 'A humidifier at home'),
      l('Помірно теплий душ', 'Lukewarm showers'),
    ],
  },
];
