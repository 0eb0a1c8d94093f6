/**
 * Sample reviews shipped with the dataset, so that every doctor, direction and the home page show
 * what patients say. They are examples written for this demo, not words of real patients. Each is
 * in the one language its author wrote it in; pages in the other locale show it as it is.
 */
export interface ReviewText {
  about: { type: 'doctor' | 'direction' | 'page' | 'clinic'; slug: string };
  lang: 'uk' | 'en';
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Day it was written, YYYY-MM-DD. */
  date: string;
  comment: string;
}

const doctor = (slug: string) => ({ type: 'doctor', slug }) as const;
const direction = (slug: string) => ({ type: 'direction', slug }) as const;
const page = (slug: string) => ({ type: 'page', slug }) as const;
const clinic = (slug: string) => ({ type: 'clinic', slug }) as const;

export const REVIEWS: ReviewText[] = [
  {
    about: page('index'),
    lang: 'uk',
    name: 'Оксана',
    rating: 5,
    date: '2026-11-12',
    comment:
      'Ходимо всією родиною в клініку на Оболоні: педіатр, дерматолог, аналізи — усе в одному місці. Записують без довгого очікування, результати приходять на пошту.',
  },
  {
    about: page('index'),
    lang: 'en',
    name: 'James',
    rating: 5,
    date: '2026-10-30',
    comment:
      'I live in Kyiv for work and was worried about the language barrier. My doctor spoke English, explained everything clearly and the front desk sent the invoice in English too.',
  },
  {
    about: page('index'),
    lang: 'uk',
    name: 'Віталій',
    rating: 4,
    date: '2026-09-18',
    comment:
      'Пройшов базовий чекап за один ранок. Терапевт пояснив кожен показник. Мінус один — зранку в пункті забору була невелика черга.',
  },
  {
    about: page('about-us'),
    lang: 'uk',
    name: 'Людмила',
    rating: 5,
    date: '2026-08-04',
    comment: 'Чисто, спокійно, адміністратори уважні. Видно, що тут думають про пацієнта, а не про продаж послуг.',
  },
  {
    about: clinic('klinika-na-pechersku'),
    lang: 'uk',
    name: 'Катерина',
    rating: 5,
    date: '2026-10-09',
    comment: 'Зручно від метро, є ліфт і просторий хол. Лікар прийняв вчасно, хвилина в хвилину.',
  },
  {
    about: clinic('klinika-na-oboloni'),
    lang: 'uk',
    name: 'Сергій',
    rating: 5,
    date: '2026-11-02',
    comment:
      'Паркінг біля входу — для мене це важливо, бо привожу маму. Вхід без сходинок, у холі можна взяти крісло-візок.',
  },

  {
    about: doctor('olena-kovalenko'),
    lang: 'uk',
    name: 'Ірина',
    rating: 5,
    date: '2026-11-08',
    comment:
      'Олена Вікторівна уважно оглянула всі родимки, пояснила, за якими треба стежити, і дала план лікування акне. Через три місяці шкіра значно чистіша.',
  },
  {
    about: doctor('andrii-melnyk'),
    lang: 'en',
    name: 'Anna',
    rating: 5,
    date: '2026-10-21',
    comment:
      'Dr Melnyk mapped all my moles and showed me the images on screen. Calm, thorough and no pressure to remove anything that did not need it.',
  },
  {
    about: doctor('iryna-shevchenko'),
    lang: 'uk',
    name: 'Марина',
    rating: 5,
    date: '2026-10-15',
    comment:
      'Після пологів почало сильно випадати волосся. Лікарка знайшла дефіцит заліза, призначила лікування — за пів року все відновилося.',
  },
  {
    about: doctor('mariia-bondarenko'),
    lang: 'uk',
    name: 'Тетяна',
    rating: 5,
    date: '2026-09-27',
    comment:
      'Донька боїться лікарів, але з Марією Олегівною гралася весь прийом. Нарешті маємо зрозумілий план догляду за атопічною шкірою.',
  },
  {
    about: doctor('yuliia-tkachenko'),
    lang: 'uk',
    name: 'Аліна',
    rating: 5,
    date: '2026-11-05',
    comment: 'Робила біоревіталізацію. Все пояснили заздалегідь, процедура пройшла комфортно, результат природний.',
  },
  {
    about: doctor('nataliia-kravchenko'),
    lang: 'uk',
    name: 'Юлія',
    rating: 4,
    date: '2026-08-19',
    comment:
      'Проходжу курс лазерної епіляції, після четвертого сеансу волосся стало помітно менше. Іноді важко знайти вільний час увечері.',
  },
  {
    about: doctor('oksana-oliinyk'),
    lang: 'en',
    name: 'Olivia',
    rating: 5,
    date: '2026-07-30',
    comment:
      'Oksana treated my post-acne marks with a course of peels. She was honest about what can and cannot be achieved, and the result is better than I hoped.',
  },
  {
    about: doctor('viktoriia-lysenko'),
    lang: 'uk',
    name: 'Дарина',
    rating: 5,
    date: '2026-10-02',
    comment: 'Фотоомолодження з Вікторією — дуже делікатно і професійно. Докладна памʼятка з догляду після процедури.',
  },
  {
    about: doctor('tetiana-moroz'),
    lang: 'uk',
    name: 'Наталя',
    rating: 5,
    date: '2026-09-09',
    comment:
      'Вела вагітність у Тетяни Іванівни. Завжди на звʼязку, без зайвих аналізів, з повагою до моїх рішень. Дякуємо за спокій!',
  },
  {
    about: doctor('svitlana-pavlenko'),
    lang: 'uk',
    name: 'Олена',
    rating: 5,
    date: '2026-08-26',
    comment: 'Пройшла кольпоскопію, лікарка все пояснила до і після. Результати отримала наступного дня.',
  },
  {
    about: doctor('khrystyna-savchuk'),
    lang: 'uk',
    name: 'Софія',
    rating: 5,
    date: '2026-11-14',
    comment:
      'Три роки ходила з нерегулярним циклом. Христина Андріївна разом з ендокринологом знайшли причину і склали план.',
  },
  {
    about: doctor('roman-boiko'),
    lang: 'en',
    name: 'Michael',
    rating: 5,
    date: '2026-10-11',
    comment:
      'Had my yearly check-up with Dr Boiko. He went through every result with me and only referred me on where it made sense.',
  },
  {
    about: doctor('halyna-kuzmenko'),
    lang: 'uk',
    name: 'Петро',
    rating: 5,
    date: '2026-09-03',
    comment:
      'Галина Миколаївна лікує мене від діабету вже кілька років. Завжди памʼятає всю мою історію і ніколи не поспішає.',
  },
  {
    about: doctor('dmytro-hrytsenko'),
    lang: 'uk',
    name: 'Андрій',
    rating: 5,
    date: '2026-10-24',
    comment:
      'Підібрали лікування тиску за результатами добового моніторування. Тепер тримається в нормі, і я розумію, що роблю.',
  },
  {
    about: doctor('serhii-marchenko'),
    lang: 'uk',
    name: 'Ігор',
    rating: 4,
    date: '2026-07-15',
    comment: 'Зробили ехокардіографію, одразу пояснили результат. Трохи чекав у коридорі, але обстеження якісне.',
  },
  {
    about: doctor('liudmyla-rudenko'),
    lang: 'uk',
    name: 'Валентина',
    rating: 5,
    date: '2026-08-12',
    comment:
      'Людмила Петрівна зрозуміло пояснила, що таке гіпотиреоз і як приймати ліки. За два місяці мені стало набагато краще.',
  },
  {
    about: doctor('vasyl-ponomarenko'),
    lang: 'uk',
    name: 'Олександр',
    rating: 5,
    date: '2026-09-21',
    comment: 'Делікатна проблема, але лікар створив атмосферу, у якій легко говорити. Усе вирішили за два візити.',
  },
  {
    about: doctor('ihor-levchenko'),
    lang: 'uk',
    name: 'Галина',
    rating: 5,
    date: '2026-06-28',
    comment:
      'Робила блефаропластику. Ігор Васильович показав план на фото, відновлення пройшло легко, рубців не видно.',
  },
  {
    about: doctor('maksym-kharchenko'),
    lang: 'en',
    name: 'Sophie',
    rating: 5,
    date: '2026-10-06',
    comment:
      'Endolift of the jawline with Dr Kharchenko. Very little swelling, back at work in two days, and the contour is visibly sharper.',
  },
  {
    about: doctor('anna-karpenko'),
    lang: 'uk',
    name: 'Ліля',
    rating: 5,
    date: '2026-11-10',
    comment:
      'УЗД щитоподібної залози та молочних залоз за один візит. Анна все показала на екрані та порівняла з минулорічними знімками.',
  },
  {
    about: doctor('oleh-zinchenko'),
    lang: 'uk',
    name: 'Роман',
    rating: 5,
    date: '2026-09-14',
    comment: 'Лазерне лікування варикозу без розрізів — увечері вже був удома, наступного дня на роботі.',
  },
  {
    about: doctor('kateryna-tymoshenko'),
    lang: 'uk',
    name: 'Ольга',
    rating: 5,
    date: '2026-10-28',
    comment:
      'Наш педіатр із народження сина. Завжди відповідає на мої запитання, навіть найдрібніші. Графік щеплень під контролем.',
  },
  {
    about: doctor('yaroslav-kostenko'),
    lang: 'uk',
    name: 'Максим',
    rating: 5,
    date: '2026-08-08',
    comment: 'Роками мучився з мігренню. Лікар підібрав профілактику, і тепер напади рідко і легше.',
  },
  {
    about: doctor('sofiia-verbytska'),
    lang: 'en',
    name: 'Daniel',
    rating: 5,
    date: '2026-11-03',
    comment: 'Dr Verbytska explained my lab results line by line in English. Clear, patient and practical advice.',
  },

  {
    about: direction('dermatolohiia'),
    lang: 'uk',
    name: 'Вікторія',
    rating: 5,
    date: '2026-10-19',
    comment: 'Перевіряла родимки перед відпусткою. Швидко, професійно, зі знімками в особистому кабінеті.',
  },
  {
    about: direction('trykholohiia'),
    lang: 'uk',
    name: 'Ганна',
    rating: 5,
    date: '2026-09-11',
    comment: 'Трихоскопія показала, що причина не в шампуні, а в гормонах. Дякую за уважність!',
  },
  {
    about: direction('dytiacha-dermatolohiia'),
    lang: 'uk',
    name: 'Ірина',
    rating: 5,
    date: '2026-08-30',
    comment: 'Видалили синові контагіозний молюск швидко і майже без сліз. Лікарка вміє домовитися з дитиною.',
  },
  {
    about: direction('vydalennia-novoutvoren'),
    lang: 'en',
    name: 'Emma',
    rating: 5,
    date: '2026-10-01',
    comment:
      'Had a mole removed by radio wave and sent for histology. Clean result, and the lab report came within a week.',
  },
  {
    about: direction('kosmetolohiia'),
    lang: 'uk',
    name: 'Яна',
    rating: 5,
    date: '2026-11-07',
    comment: 'Регулярно ходжу на чистки й масаж обличчя. Косметологи не нав’язують зайвих процедур.',
  },
  {
    about: direction('inektsiina-kosmetolohiia'),
    lang: 'uk',
    name: 'Світлана',
    rating: 4,
    date: '2026-09-25',
    comment: 'Ботулінотерапія міжбрів’я: результат гарний, природний. Невеликий синець зійшов за три дні.',
  },
  {
    about: direction('aparatna-kosmetolohiia'),
    lang: 'uk',
    name: 'Інна',
    rating: 5,
    date: '2026-10-13',
    comment: 'Курс RF-ліфтингу — шкіра щільніша, овал чіткіший. Процедури комфортні.',
  },
  {
    about: direction('dohliad-za-shkiroiu'),
    lang: 'en',
    name: 'Chloe',
    rating: 5,
    date: '2026-11-16',
    comment:
      'The autumn peel course was well planned, with clear aftercare instructions. My skin tone is much more even.',
  },
  {
    about: direction('hinekolohiia'),
    lang: 'uk',
    name: 'Надія',
    rating: 5,
    date: '2026-10-07',
    comment: 'Щорічний огляд, УЗД і мазок за один візит. Все делікатно і без поспіху.',
  },
  {
    about: direction('vedennia-vahitnosti'),
    lang: 'uk',
    name: 'Кристина',
    rating: 5,
    date: '2026-07-22',
    comment: 'Вела вагітність від 8 тижня до пологів. Усі аналізи та УЗД в одній клініці — дуже зручно.',
  },
  {
    about: direction('estetychna-hinekolohiia'),
    lang: 'uk',
    name: 'Інга',
    rating: 5,
    date: '2026-08-17',
    comment: 'Делікатна тема, але лікарка пояснила всі варіанти спокійно і без тиску.',
  },
  {
    about: direction('terapiia'),
    lang: 'uk',
    name: 'Богдан',
    rating: 5,
    date: '2026-11-01',
    comment: 'Терапевт швидко розібрався із затяжним кашлем, призначив лише потрібні обстеження.',
  },
  {
    about: direction('lazerna-epiliatsiia'),
    lang: 'uk',
    name: 'Анастасія',
    rating: 5,
    date: '2026-10-26',
    comment: 'Новий лазер справді майже безболісний. Ноги повністю за пів години.',
  },
  {
    about: direction('kardiolohiia'),
    lang: 'en',
    name: 'Thomas',
    rating: 5,
    date: '2026-09-19',
    comment:
      'Heart check-up with ECG and echo in one morning. The cardiologist explained everything and gave me a written plan.',
  },
  {
    about: direction('endokrynolohiia'),
    lang: 'uk',
    name: 'Лариса',
    rating: 5,
    date: '2026-10-17',
    comment: 'Нарешті підібрали дозу гормону щитоподібної залози. Уважно, з контролем аналізів.',
  },
  {
    about: direction('urolohiia'),
    lang: 'uk',
    name: 'Денис',
    rating: 4,
    date: '2026-09-06',
    comment: 'Хороший уролог, усе пояснив. Хотілося б більше вечірніх годин для запису.',
  },
  {
    about: direction('plastychna-khirurhiia'),
    lang: 'uk',
    name: 'Тамара',
    rating: 5,
    date: '2026-08-22',
    comment: 'Перед операцією дві консультації і фотоплан. Почувалася в безпеці на кожному етапі.',
  },
  {
    about: direction('blefaroplastyka'),
    lang: 'uk',
    name: 'Людмила',
    rating: 5,
    date: '2026-07-11',
    comment: 'Погляд став відкритим, а виглядаю просто відпочилою. Шви зняли на п’ятий день.',
  },
  {
    about: direction('endolift'),
    lang: 'uk',
    name: 'Олеся',
    rating: 5,
    date: '2026-10-22',
    comment: 'Ендоліфт підборіддя. Набряк зійшов за кілька днів, результат видно одразу.',
  },
  {
    about: direction('uzd-diahnostyka'),
    lang: 'uk',
    name: 'Євген',
    rating: 5,
    date: '2026-11-09',
    comment: 'УЗД черевної порожнини без черги, висновок одразу на руки і на пошту.',
  },
  {
    about: direction('laboratorna-diahnostyka'),
    lang: 'en',
    name: 'Laura',
    rating: 5,
    date: '2026-10-29',
    comment: 'Quick blood draw, hardly felt it, and results by e-mail the next morning.',
  },
  {
    about: direction('flebolohiia'),
    lang: 'uk',
    name: 'Зінаїда',
    rating: 5,
    date: '2026-09-30',
    comment: 'Склеротерапія судинних зірочок — ноги виглядають набагато краще вже після двох сеансів.',
  },
  {
    about: direction('pediatriia'),
    lang: 'uk',
    name: 'Мирослава',
    rating: 5,
    date: '2026-11-11',
    comment: 'Педіатри уважні й спокійні, у холі є дитячий куточок — син іде до лікаря без сліз.',
  },
  {
    about: direction('nevrolohiia'),
    lang: 'uk',
    name: 'Степан',
    rating: 5,
    date: '2026-08-14',
    comment: 'Біль у спині турбував місяцями. Невролог призначив лікування і вправи — стало значно легше.',
  },
];
