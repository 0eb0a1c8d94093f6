/**
 * Writes the embedded bilingual dataset (content-dataset/data/*.json) and its media (content-dataset/data/media/)
 * from the dataset-*.ts files beside it and the facts several of them read from content-dataset/source/*.json:
 * illustrations as SVG, doctors' portraits as AVIF, WebP and JPEG at two widths, and the clinic's tour video
 * (ffmpeg; without it the committed video is kept). Deterministic: the same sources give the same files.
 * Run: npm run dataset -w @clinic/content-dataset — the output is committed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DIRECTIONS, type PriceLine } from './dataset-directions.ts';
import { directionPrices } from './dataset-prices.ts';
import { DOCTORS, type DoctorText } from './dataset-doctors.ts';
import { DISEASES, DISEASE_CATEGORIES } from './dataset-diseases.ts';
import { BLOG_CATEGORIES, POSTS } from './dataset-posts.ts';
import { ACTIONS, COMPLEXES, COMPLEX_CATEGORIES, actionPrice, complexPrice } from './dataset-offers.ts';
import { PHOTOS, PHOTO_CATEGORIES } from './dataset-gallery.ts';
import { VACANCIES } from './dataset-vacancies.ts';
import { REVIEWS } from './dataset-reviews.ts';
import { CLINICS } from './dataset-clinics.ts';
import { illustration, SCENE_ALT, type Scene } from './illustrations.ts';
import { portraitSvg } from './portraits.ts';
import { l, type L } from './localized.ts';
import { diseaseBody, doctorBio, postBody, ukYears } from './dataset-texts.ts';
import { readSource } from './source.ts';

const DATA_DIR = path.resolve(import.meta.dirname, '..', 'data');
const MEDIA_DIR = path.join(DATA_DIR, 'media');
const VIDEO = { folder: 'video', name: 'clinic-tour.mp4' } as const;

function writeJson(name: string, value: unknown): void {
  writeFileSync(path.join(DATA_DIR, name), `${JSON.stringify(value, null, 1)}\n`);
}

function mediaFile(folder: string, name: string): { file: string; url: string } {
  mkdirSync(path.join(MEDIA_DIR, folder), { recursive: true });
  return { file: path.join(MEDIA_DIR, folder, name), url: `/media/${folder}/${name}` };
}

interface Picture {
  alt: L;
  width: number;
  height: number;
  srcset?: string;
  sources?: { type: 'image/avif' | 'image/webp'; srcset: string }[];
}

/** An illustration of `scene`: the SVG's URL and its picture fields (a vector scales by itself: no srcset). */
function drawn(
  folder: string,
  name: string,
  scene: Scene,
  hue: number,
  size: { width: number; height: number },
  badge = false,
): { url: string; picture: Picture } {
  const { file, url } = mediaFile(folder, `${name}.svg`);
  writeFileSync(file, illustration({ scene, hue, ...size, badge }));
  return {
    url,
    picture: { alt: l(`Ілюстрація: ${SCENE_ALT[scene].uk}`, `Illustration: ${SCENE_ALT[scene].en}`), ...size },
  };
}

const PORTRAIT = { width: 300, height: 360, widths: [240, 480] } as const;

/** A portrait in three formats at two widths; the JPEG is the fallback `src`. */
async function portrait(doctor: DoctorText, hue: number): Promise<{ url: string; picture: Picture }> {
  const svg = Buffer.from(portraitSvg(doctor.look, hue));
  const srcset = (ext: string) =>
    PORTRAIT.widths
      .map((width) => `${mediaFile('doctors', `${doctor.slug}-${width}.${ext}`).url} ${width}w`)
      .join(', ');
  for (const width of PORTRAIT.widths) {
    const height = Math.round((width * PORTRAIT.height) / PORTRAIT.width);
    const image = sharp(svg, { density: 72 * (width / PORTRAIT.width) })
      .resize(width, height)
      .flatten({ background: '#ffffff' });
    await image
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(mediaFile('doctors', `${doctor.slug}-${width}.avif`).file);
    await image
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(mediaFile('doctors', `${doctor.slug}-${width}.webp`).file);
    await image
      .clone()
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(mediaFile('doctors', `${doctor.slug}-${width}.jpg`).file);
  }
  const position = doctor.position;
  return {
    url: mediaFile('doctors', `${doctor.slug}-${PORTRAIT.widths[1]}.jpg`).url,
    picture: {
      alt: l(
        `Ілюстрований портрет: ${doctor.name.uk}, ${position.uk.toLowerCase()}, у білому халаті`,
        `Illustrated portrait of ${doctor.name.en}, ${position.en.toLowerCase()}, in a white coat`,
      ),
      width: PORTRAIT.width,
      height: PORTRAIT.height,
      srcset: srcset('jpg'),
      sources: [
        { type: 'image/avif', srcset: srcset('avif') },
        { type: 'image/webp', srcset: srcset('webp') },
      ],
    },
  };
}

/**
 * The clinic tour: the clinic's scenes in turn with a slow zoom and cross-fades, 12 s, H.264
 * without sound. Made only where ffmpeg is installed (Debian's `ffmpeg`); otherwise the
 * committed file stays as it is.
 */
async function clinicVideo(): Promise<string> {
  const { file, url } = mediaFile(VIDEO.folder, VIDEO.name);
  const scenes: [Scene, number][] = [
    ['exterior', 205],
    ['reception', 175],
    ['consultation', 190],
    ['laser', 265],
    ['cosmetology', 330],
    ['kids', 45],
  ];
  let ffmpeg = true;
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    ffmpeg = false;
  }
  if (!ffmpeg) {
    if (!existsSync(file)) throw new Error(`ffmpeg is needed to make ${file} (apt-get install ffmpeg)`);
    console.warn(`ffmpeg not found: ${url} kept as committed`);
    return url;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-video-'));
  try {
    for (const [index, [scene, hue]] of scenes.entries()) {
      await sharp(Buffer.from(illustration({ scene, hue, width: 1280, height: 720 })))
        .png()
        .toFile(path.join(dir, `${index}.png`));
    }
    const seconds = 2.5;
    const fade = 0.5;
    const inputs = scenes.flatMap((_, index) => [
      '-loop',
      '1',
      '-t',
      String(seconds),
      '-i',
      path.join(dir, `${index}.png`),
    ]);
    const zoom = scenes.map(
      (_, index) =>
        `[${index}:v]scale=1280:720,zoompan=z='1+0.0012*on':d=${seconds * 25}:s=640x360:fps=25,format=yuv420p,setsar=1[v${index}]`,
    );
    let last = 'v0';
    const fades = scenes.slice(1).map((_, index) => {
      const out = `x${index + 1}`;
      const step = `[${last}][v${index + 1}]xfade=transition=fade:duration=${fade}:offset=${((index + 1) * (seconds - fade)).toFixed(2)}[${out}]`;
      last = out;
      return step;
    });
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      [...zoom, ...fades].join(';'),
      '-map',
      `[${last}]`,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '33',
      '-threads',
      '1',
      '-movflags',
      '+faststart',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-map_metadata',
      '-1',
      '-an',
      file,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return url;
}

function clinics(video: string) {
  return CLINICS.map((clinic, index) => {
    const image = drawn('clinics', clinic.slug, clinic.scene, clinic.hue, { width: 640, height: 400 });
    return {
      id: index + 1,
      slug: clinic.slug,
      name: clinic.name,
      address: clinic.address,
      street_address: clinic.streetAddress,
      locality: clinic.locality,
      postal_code: clinic.postalCode,
      phone: clinic.phone,
      email: clinic.email,
      coordinates: clinic.coordinates,
      opening_hours: clinic.openingHours,
      schedule: clinic.schedule,
      image: image.url,
      picture: image.picture,
      ...(index === 0 && { video }),
      description: clinic.description,
      transport: clinic.transport,
      parking: clinic.parking,
      accessibility: clinic.accessibility,
      meta_title: clinic.metaTitle,
      meta_description: clinic.metaDescription,
    };
  });
}

function directions() {
  let priceId = 0;
  let id = 0;
  const prices = (lines: PriceLine[]) =>
    lines.map(([uk, en, price, from]) => ({ id: ++priceId, name: l(uk, en), price, price_from: Boolean(from) }));
  const card = (slug: string, scene: Scene, hue: number) => {
    const image = drawn('directions', slug, scene, hue, { width: 400, height: 300 });
    return { image_card: image.url, picture: image.picture };
  };
  const top = DIRECTIONS.map((direction) => ({
    id: ++id,
    slug: direction.slug,
    name: l(direction.uk, direction.en),
    ...card(direction.slug, direction.scene, direction.hue),
    description: l(direction.ukDesc, direction.enDesc),
    clinics: direction.clinics,
    prices: prices(directionPrices(direction)),
    sub_directions: [] as unknown[],
  }));
  // Sub-directions are numbered after all directions: search lists both kinds under one id space.
  DIRECTIONS.forEach((direction, index) => {
    top[index]!.sub_directions = (direction.subs ?? []).map((sub) => ({
      id: ++id,
      slug: sub.slug,
      name: l(sub.uk, sub.en),
      ...card(sub.slug, sub.scene, sub.hue),
      description: l(sub.ukDesc, sub.enDesc),
      prices: prices(sub.prices),
    }));
  });
  return top;
}

const DIRECTION_HUE = new Map(DIRECTIONS.map((direction) => [direction.slug, direction.hue]));

async function doctors() {
  const list = [];
  for (const [index, doctor] of DOCTORS.entries()) {
    const photo = await portrait(doctor, DIRECTION_HUE.get(doctor.directions[0]!) ?? 190);
    const firstDirection = DIRECTIONS.find((direction) => direction.slug === doctor.directions[0])!;
    const residencyYear = 2026 - doctor.experience;
    list.push({
      id: index + 1,
      slug: doctor.slug,
      name: doctor.name,
      photo: photo.url,
      picture: photo.picture,
      position: doctor.position,
      experience: doctor.experience,
      directions: doctor.directions,
      clinics: doctor.clinics,
      consultation_price: doctor.price,
      bio: doctorBio(doctor, residencyYear),
      education: [
        {
          institution: doctor.university,
          qualification: l('Лікувальна справа, диплом магістра', 'Medicine, master’s degree'),
          year: residencyYear - 2,
        },
        {
          institution: l(
            'Національний університет охорони здоровʼя України імені П. Л. Шупика',
            'Shupyk National Healthcare University of Ukraine',
          ),
          qualification: l(
            `Інтернатура: ${firstDirection.uk.toLowerCase()}`,
            `Residency: ${firstDirection.en.toLowerCase()}`,
          ),
          year: residencyYear,
        },
      ],
      languages: doctor.languages,
      licence: doctor.licence,
      meta_title: l(
        `${doctor.name.uk} — ${doctor.position.uk.toLowerCase()} у Києві`,
        `${doctor.name.en}, ${doctor.position.en.toLowerCase()} in Kyiv`,
      ),
      meta_description: l(
        `${doctor.position.uk} ${doctor.name.uk}: ${doctor.focus.uk}. Стаж ${doctor.experience} ${ukYears(doctor.experience)}. Запис на консультацію онлайн.`,
        `${doctor.position.en} ${doctor.name.en}: ${doctor.focus.en}. ${doctor.experience} years of experience. Book online.`,
      ),
    });
  }
  return list;
}

/** A doctor as other items name them (the reviewer of an article, who treats a condition). */
function doctorRef(slug: string) {
  const doctor = DOCTORS.find((candidate) => candidate.slug === slug);
  if (!doctor) throw new Error(`unknown doctor "${slug}"`);
  return {
    slug: doctor.slug,
    name: doctor.name,
    position: doctor.position,
    direction: doctor.directions[0]!,
    photo: mediaFile('doctors', `${doctor.slug}-240.jpg`).url,
  };
}

function categories(list: { slug: string; name: L }[]) {
  return list.map((category, index) => ({ id: index + 1, slug: category.slug, name: category.name }));
}

/** The day the doctors last reviewed the disease texts. */
const DISEASES_REVIEWED = '2026-10-01';

const DISEASE_SCENES: Record<string, Scene> = {
  akne: 'skincare',
  psoriaz: 'dermoscopy',
  'atopichnyi-dermatyt': 'kids',
  rozatsea: 'laser',
  ekzema: 'skincare',
  alopetsiia: 'hair',
  pihmentatsiia: 'sun',
  zmorshky: 'injection',
  kuperoz: 'laser',
  hiperhidroz: 'injection',
  postakne: 'cosmetology',
  tselliulit: 'laser',
  endometrioz: 'ultrasound',
  'mioma-matky': 'ultrasound',
  kandydoz: 'consultation',
  'eroziia-shyiky-matky': 'treatment',
  'syndrom-polikistoznykh-yaiechnykiv': 'ultrasound',
  klimaks: 'consultation',
  hipertoniia: 'cardio',
  aritmiia: 'cardio',
  'varykozne-rozshyrennia-ven': 'veins',
  ateroskleroz: 'cardio',
  tromboflebit: 'veins',
  'sudynni-zirochky': 'veins',
  hipotyreoz: 'thyroid',
  'tsukrovyi-diabet-2-typu': 'lab',
  'vuzlovyi-zob': 'thyroid',
  ozhyrinnia: 'consultation',
  insulinorezystentnist: 'lab',
  'avtoimunnyi-tyreoidyt': 'thyroid',
};

function diseases() {
  return DISEASES.map((disease, index) => {
    const treating = DOCTORS.filter((doctor) =>
      doctor.directions.some((slug) => disease.directions.includes(slug)),
    ).slice(0, 4);
    if (treating.length === 0) throw new Error(`no doctor treats ${disease.slug}`);
    const image = drawn(
      'diseases',
      disease.slug,
      DISEASE_SCENES[disease.slug]!,
      DIRECTION_HUE.get(disease.directions[0]!)! + index * 7,
      { width: 400, height: 300 },
    );
    return {
      id: index + 1,
      slug: disease.slug,
      name: disease.name,
      category: disease.category,
      image: image.url,
      picture: image.picture,
      excerpt: disease.about,
      body: diseaseBody(disease, treating),
      directions: disease.directions,
      last_reviewed: DISEASES_REVIEWED,
      reviewed_by: doctorRef(treating[0]!.slug),
      doctors: treating.map((doctor) => doctorRef(doctor.slug)),
      meta_title: l(
        `${disease.name.uk}: симптоми, діагностика та лікування у Києві`,
        `${disease.name.en}: symptoms, diagnosis and treatment in Kyiv`,
      ),
      meta_description: l(
        `${disease.about.uk} Симптоми, діагностика та лікування в Києві.`,
        `${disease.about.en} Symptoms, diagnosis and treatment in Kyiv.`,
      ),
    };
  });
}

function posts() {
  return [...POSTS]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((item, index) => {
      const image = drawn('blog', item.slug, item.scene, 180 + index * 23, { width: 400, height: 300 });
      return {
        id: index + 1,
        slug: item.slug,
        title: item.title,
        category: item.category,
        date: item.date,
        image: image.url,
        picture: image.picture,
        excerpt: item.excerpt,
        body: postBody(item),
        reviewed_by: doctorRef(item.reviewer),
        last_reviewed: item.date,
        meta_title: item.title,
        meta_description: l(
          `${item.excerpt.uk} Поради лікарів клінік «Вереск» у Києві.`,
          `${item.excerpt.en} Advice from the doctors of Veresk clinics in Kyiv.`,
        ),
      };
    });
}

function complexes() {
  return COMPLEXES.map((item, index) => {
    const image = drawn('complexes', item.slug, item.scene, 150 + index * 31, { width: 400, height: 300 });
    return {
      id: index + 1,
      slug: item.slug,
      category: item.category,
      clinics: item.clinics,
      name: item.name,
      price: complexPrice(item).price,
      price_old: complexPrice(item).priceOld,
      description: item.description,
      items: item.items,
      image: image.url,
      picture: image.picture,
    };
  });
}

function actions() {
  return [...ACTIONS]
    .sort((x, y) => y.activeTo.localeCompare(x.activeTo))
    .map((item, index) => {
      const image = drawn(
        'actions',
        item.slug,
        item.scene,
        DIRECTION_HUE.get(item.category) ?? 200,
        { width: 400, height: 300 },
        true,
      );
      const until = item.activeTo.split('-').reverse().join('.');
      return {
        id: index + 1,
        slug: item.slug,
        category: item.category,
        clinics: item.clinics,
        active_to: item.activeTo,
        price: actionPrice(item),
        ...(item.offer.percentOff > 0 && { percent_off: item.offer.percentOff }),
        name: item.name,
        excerpt: item.excerpt,
        body: [
          { type: 'paragraph', text: item.excerpt },
          {
            type: 'list',
            items: [
              l(`Діє до ${until} включно`, `Valid until ${item.activeTo} inclusive`),
              l('Не сумується з іншими знижками', 'Cannot be combined with other discounts'),
              l('Деталі уточнюйте в адміністратора', 'Ask the front desk for details'),
            ],
          },
        ],
        image: image.url,
        picture: image.picture,
      };
    });
}

function photos() {
  return PHOTOS.map((photo, index) => {
    const id = index + 1;
    const image = drawn('photos', `photo-${id}`, photo.scene, (id * 47) % 360, { width: 400, height: 300 });
    return {
      id,
      category: photo.category,
      caption: photo.caption,
      image: image.url,
      picture: {
        ...image.picture,
        alt: l(`${photo.caption.uk}. ${image.picture.alt.uk}`, `${photo.caption.en}. ${image.picture.alt.en}`),
      },
    };
  });
}

function vacancies() {
  return VACANCIES.map((vacancy, index) => ({
    id: index + 1,
    slug: vacancy.slug,
    name: vacancy.name,
    clinic: vacancy.clinic,
    schedule: vacancy.schedule,
    salary_from: vacancy.salaryFrom,
    salary_to: vacancy.salaryTo,
    duties: vacancy.duties,
    requirements: vacancy.requirements,
    conditions: vacancy.conditions,
  }));
}

/** Sample reviews with a stable id and time, so pages and their ETags do not change between runs. */
function reviews() {
  return REVIEWS.map((review, index) => ({
    id: `sample-${String(index + 1).padStart(3, '0')}`,
    lang: review.lang,
    relation: review.about,
    name: review.name,
    comment: review.comment,
    rating: review.rating,
    created_at: `${review.date}T10:00:00.000Z`,
  }));
}

interface QuizQuestion {
  id: number;
  question: L;
  /** An answer leads either to another question (`next_question_id`) or to a direction (`direction_slug`). */
  answers: { id: number; text: L; next_question_id: number | null; direction_slug: string | null }[];
}

/** The quiz that leads a visitor to a direction by questions and answers: source/questions.json. */
function questions() {
  return readSource<QuizQuestion[]>('questions.json');
}

function dialogs() {
  return [
    {
      id: 1,
      image: drawn('dialogs', 'first-visit', 'lab', 200, { width: 560, height: 320 }, true).url,
      // A pop-up's texts repeat the promotion it links to (actions(): zymovyi-chekap).
      title: l('Зимовий чекап зі знижкою 20%', 'Winter check-up at 20% off'),
      desc: l(
        'Базовий чекап зі знижкою 20% для нових пацієнтів до 31.12.2027.',
        'The basic check-up at 20% off for new patients until 31 December 2027.',
      ),
      btn_name: l('Деталі акції', 'Offer details'),
      btn_path: '/actions/zymovyi-chekap',
      deley: 20,
      relations: [],
    },
    {
      id: 2,
      image: drawn('dialogs', 'endolift', 'laser', 275, { width: 560, height: 320 }, true).url,
      title: l('Ендоліфт зі знижкою 15%', 'Endolift at 15% off'),
      desc: l(
        'Лазерний ліфтинг без розрізів і тривалого відновлення: знижка 15% на будь-яку зону до 30.11.2027.',
        'Laser lifting without incisions or long recovery: 15% off any area until 30 November 2027.',
      ),
      btn_name: l('Дізнатися більше', 'Learn more'),
      btn_path: '/endolift_promo',
      deley: 5,
      relations: [
        { type: 'direction', slug: 'plastychna-khirurhiia' },
        { type: 'direction', slug: 'kosmetolohiia' },
        { type: 'page', slug: 'index' },
      ],
    },
  ];
}

/**
 * The site's menus as source/navs.json writes them: each page's name once, under its slug in `pages`; the header,
 * info and footer menus as lists of slugs, a header item with `subPages` opening the pages listed there.
 */
interface NavsSource {
  pages: Record<string, L>;
  header: { slug: string; subPages?: string[] }[];
  info: string[];
  footer: string[];
  socials: { type: string; link: string }[];
}

function navs() {
  const source = readSource<NavsSource>('navs.json');
  const pages = new Map(Object.entries(source.pages));
  const named = (slug: string) => {
    const name = pages.get(slug);
    if (!name) throw new Error(`navs: no name for the page "${slug}"`);
    return { slug, name };
  };
  const page = (slug: string, subPages: string[] = []) => ({ ...named(slug), sub_pages: subPages.map(named) });
  return {
    header: source.header.map((item) => page(item.slug, item.subPages)),
    info: source.info.map((slug) => page(slug)),
    footer: source.footer.map((slug) => page(slug)),
    socials: source.socials,
  };
}

const video = await clinicVideo();
for (const entry of readdirSync(MEDIA_DIR, { withFileTypes: true })) {
  if (entry.name !== VIDEO.folder) rmSync(path.join(MEDIA_DIR, entry.name), { recursive: true, force: true });
}
writeJson('clinics.json', clinics(video));
writeJson('directions.json', directions());
writeJson('doctors.json', await doctors());
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
writeJson('reviews.json', reviews());
console.log(`dataset written to ${DATA_DIR}`);
