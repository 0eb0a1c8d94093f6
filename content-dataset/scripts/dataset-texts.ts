/** Texts composed from the dataset's facts: doctors' biographies and the bodies of articles. */
import type { DiseaseText } from './dataset-diseases.ts';
import type { DoctorText } from './dataset-doctors.ts';
import type { PostText } from './dataset-posts.ts';
import { l, type L } from './localized.ts';
import { readSource } from './source.ts';

type Block = { type: 'heading'; text: L } | { type: 'paragraph'; text: L } | { type: 'list'; items: L[] };

const heading = (text: L): Block => ({ type: 'heading', text });
const paragraph = (text: L): Block => ({ type: 'paragraph', text });
const list = (items: L[]): Block => ({ type: 'list', items });

/** The health warning every article ends with. */
export const WARNING = l(
  'Інформація в статті має ознайомчий характер і не призначена для самодіагностики. Зверніться до лікаря.',
  'This article is for information only and is not meant for self-diagnosis. Please consult a doctor.',
);

export function ukYears(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'рік';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'роки';
  return 'років';
}

const LANGUAGE_NAMES: Record<string, L> = {
  uk: l('українською', 'Ukrainian'),
  en: l('англійською', 'English'),
  pl: l('польською', 'Polish'),
  de: l('німецькою', 'German'),
};

function joined(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const CLINIC_PLACE: Record<string, L> = {
  'klinika-na-pechersku': l('на Печерську', 'in Pechersk'),
  'klinika-na-oboloni': l('на Оболоні', 'in Obolon'),
};

/** A doctor's biography of some seventy words: who, where, trained where, treats what, in which languages. */
export function doctorBio(doctor: DoctorText, residencyYear: number): L {
  const she = doctor.female;
  const places = doctor.clinics.map((slug) => CLINIC_PLACE[slug]!);
  const languages = doctor.languages.map((code) => LANGUAGE_NAMES[code]!);
  return l(
    `${doctor.name.uk} — ${doctor.position.uk.toLowerCase()} клінік «Вереск», приймає ${joined(
      places.map((place) => place.uk),
      'та',
    )}. ` +
      `Стаж роботи — ${doctor.experience} ${ukYears(doctor.experience)}. ${she ? 'Закінчила' : 'Закінчив'} ${doctor.university.uk} у ${residencyYear - 2} році, ` +
      `інтернатуру ${she ? 'пройшла' : 'пройшов'} у Національному університеті охорони здоровʼя України імені П. Л. Шупика. ` +
      `Основні напрями роботи: ${doctor.focus.uk}. ${doctor.approach.uk} ` +
      `Щороку ${she ? 'підвищує' : 'підвищує'} кваліфікацію на фахових конференціях і курсах безперервного професійного розвитку. ` +
      `Консультує ${joined(
        languages.map((language) => language.uk),
        'та',
      )} ${languages.length > 1 ? 'мовами' : 'мовою'}.`,
    `${doctor.name.en} is a ${doctor.position.en.toLowerCase()} at Veresk clinics, seeing patients ${joined(
      places.map((place) => place.en),
      'and',
    )}, ` +
      `with ${doctor.experience} years of experience. ${she ? 'She' : 'He'} graduated from ${doctor.university.en} in ${residencyYear - 2} ` +
      `and completed residency at Shupyk National Healthcare University of Ukraine. ` +
      `${she ? 'She' : 'He'} mostly works with ${doctor.focus.en}. ${doctor.approach.en} ` +
      `Every year ${she ? 'she' : 'he'} keeps up to date at professional conferences and continuing professional development courses. ` +
      `Consultations in ${joined(
        languages.map((language) => language.en),
        'and',
      )}.`,
  );
}

interface TreatingDoctor {
  name: L;
  position: L;
}

/** A condition's article: what it is, symptoms, causes, diagnosis, treatment, when to see a doctor and who treats it. */
export function diseaseBody(disease: DiseaseText, doctors: TreatingDoctor[]): Block[] {
  const lower = (text: L) => l(text.uk.toLowerCase(), text.en.toLowerCase());
  const name = lower(disease.name);
  return [
    heading(l(`Що таке ${name.uk}`, `What is ${name.en}`)),
    paragraph(
      l(
        `${disease.about.uk} Прояви та перебіг у різних людей відрізняються, тому однакові на вигляд симптоми можуть мати різні причини і потребувати різного лікування.`,
        `${disease.about.en} How it shows and develops differs from person to person, so symptoms that look alike can have different causes and need different treatment.`,
      ),
    ),
    heading(l('Симптоми', 'Symptoms')),
    paragraph(l('Найчастіше пацієнти помічають такі ознаки:', 'Patients most often notice the following signs:')),
    list(disease.symptoms),
    heading(l('Причини', 'Causes')),
    paragraph(
      l(
        'Зазвичай поєднується кілька чинників. Серед найпоширеніших:',
        'Usually several factors combine. Among the most common are:',
      ),
    ),
    list(disease.causes),
    heading(l('Діагностика', 'Diagnosis')),
    paragraph(
      l(
        `${disease.diagnosis.uk} На консультації лікар розпитує про скарги, перенесені хвороби й ліки, які ви приймаєте, а після обстежень пояснює результати і відповідає на запитання.`,
        `${disease.diagnosis.en} At the consultation the doctor asks about your complaints, past illnesses and the medicines you take, and after the tests explains the results and answers your questions.`,
      ),
    ),
    heading(l('Лікування', 'Treatment')),
    paragraph(
      l(
        `${disease.treatment.uk} План лікування лікар складає індивідуально, з огляду на вік, супутні захворювання та побажання пацієнта, і переглядає його на контрольних візитах. Не починайте лікування самостійно: засоби, що допомогли іншим, можуть вам не підійти.`,
        `${disease.treatment.en} The doctor makes the treatment plan for you, taking into account your age, other conditions and wishes, and reviews it at follow-up visits. Do not start treatment on your own: what helped someone else may not suit you.`,
      ),
    ),
    heading(l('Коли звернутися до лікаря', 'When to see a doctor')),
    paragraph(
      l(
        'Ранній візит зазвичай скорочує лікування і допомагає уникнути ускладнень, навіть коли симптоми здаються незначними. Запишіться на консультацію, якщо:',
        'An early visit usually shortens treatment and helps avoid complications, even when symptoms seem minor. Book a consultation if:',
      ),
    ),
    list(disease.seeDoctor),
    paragraph(
      l(
        'Якщо стан різко погіршився, зʼявилися висока температура, сильний біль, задишка або сплутаність свідомості, не чекайте планового прийому — викликайте швидку допомогу за номером 103.',
        'If your condition suddenly gets worse, or you have a high fever, severe pain, shortness of breath or confusion, do not wait for an appointment: call an ambulance on 103.',
      ),
    ),
    heading(l('Хто лікує в клініках «Вереск»', 'Who treats it at Veresk clinics')),
    paragraph(
      l(
        `Консультують: ${doctors.map((doctor) => `${doctor.name.uk} (${doctor.position.uk.toLowerCase()})`).join(', ')}. Записатися можна онлайн, телефоном або в адміністратора клініки. Перша консультація триває 30–40 хвилин; візьміть із собою результати попередніх обстежень і список ліків, які приймаєте, — це допоможе лікарю швидше скласти план і не повторювати аналізи без потреби.`,
        `Consultations with ${doctors.map((doctor) => `${doctor.name.en} (${doctor.position.en.toLowerCase()})`).join(', ')}. Book online, by phone or at the clinic’s front desk. A first consultation takes 30–40 minutes; bring the results of earlier tests and a list of the medicines you take, so the doctor can make a plan sooner and not repeat tests without need.`,
      ),
    ),
    paragraph(WARNING),
  ];
}

const NEWS = 'novyny-kliniky';

/**
 * source/closing-sections.json: the sections an article closes with before the note on how articles are written.
 * `visit`, after every advice article: how to get ready for the visit and what happens there. `aboutUs`, after
 * every news post: who we are and how a first visit goes.
 */
const CLOSING = readSource<{ visit: Block[]; aboutUs: Block[] }>('closing-sections.json');

/** A post's article: its lead, sections, key points, when to see a doctor (or how to book, for news) and the warning. */
export function postBody(post: PostText): Block[] {
  return [
    paragraph(post.excerpt),
    ...post.sections.flatMap((section) => [heading(section.heading), paragraph(section.text)]),
    heading(l('Коротко', 'In short')),
    list(post.points),
    ...(post.category === NEWS ? CLOSING.aboutUs : CLOSING.visit),
    heading(l('Як ми готуємо статті', 'How we write our articles')),
    paragraph(
      l(
        'Статті для блогу пишуть і перевіряють лікарі клінік «Вереск». Ми спираємося на клінічні настанови, затверджені МОЗ України, та рекомендації міжнародних професійних товариств, а тексти переглядаємо, коли змінюються дані. Помітили неточність або маєте запитання до автора? Напишіть на пошту будь-якої з наших клінік — ми перевіримо й виправимо.',
        'Articles on our blog are written and checked by Veresk doctors. We rely on clinical guidelines approved by the Ministry of Health of Ukraine and on the recommendations of international professional societies, and we revise the texts when the evidence changes. Spotted a mistake or have a question for the author? Write to either clinic’s e-mail and we will check and correct it.',
      ),
    ),
    ...(post.category === NEWS
      ? [
          heading(l('Як записатися', 'How to book')),
          paragraph(
            l(
              'Записатися до лікаря можна на сайті, телефоном або в адміністратора. Клініка на Печерську працює з понеділка по суботу з 09:00 до 20:00, клініка на Оболоні — з 09:00 до 21:00. Медичні картки обох клінік спільні, тож лікар бачить ваші попередні обстеження, де б ви їх не проходили. Якщо ви не знаєте, до якого лікаря звернутися, почніть із терапевта або скористайтеся підказкою на головній сторінці.',
              'You can book a doctor online, by phone or at the front desk. The Pechersk clinic is open Monday to Saturday from 09:00 to 20:00, the Obolon clinic from 09:00 to 21:00. Both clinics share patient records, so your doctor sees your earlier tests wherever you had them. If you are not sure which doctor you need, start with an internist or use the guide on the home page.',
            ),
          ),
        ]
      : [
          heading(l('Коли звернутися до лікаря', 'When to see a doctor')),
          paragraph(
            l(
              'Ця стаття пояснює загальні правила, але не замінює огляду. Якщо симптоми тривають довше кількох тижнів, посилюються або заважають звичному життю, запишіться на консультацію: лікар огляне вас, за потреби призначить обстеження й підбере рішення саме для вас. Не починайте лікування і не змінюйте дозування ліків самостійно. У невідкладних випадках викликайте швидку допомогу за номером 103.',
              'This article explains general rules but does not replace an examination. If symptoms last more than a few weeks, get worse or get in the way of everyday life, book a consultation: the doctor will examine you, order tests if needed and choose what is right for you. Do not start treatment or change the dose of your medicines on your own. In an emergency, call an ambulance on 103.',
            ),
          ),
        ]),
    paragraph(
      l(
        'Лікарі клінік «Вереск» на Печерську та Оболоні приймають дорослих і дітей з понеділка по суботу. Запитання до статті можна поставити на консультації.',
        'Doctors at Veresk clinics in Pechersk and Obolon see adults and children from Monday to Saturday. Bring your questions about this article to your consultation.',
      ),
    ),
    paragraph(WARNING),
  ];
}

/** Words of visible text, as a reader counts them (numbers included, punctuation not). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
