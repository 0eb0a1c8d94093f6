import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import { stemmer as stemUkrainian } from '@orama/stemmers/ukrainian';

/**
 * How a word of the site's texts, or of a visitor's query, becomes a search term: lower case, its ending
 * taken off by the Ukrainian, Russian or English Snowball-style stemmer, the letters Ukrainian and Russian
 * spell differently (і and и, є and э) made one, and the spellings of one thing (Latin and Cyrillic, a
 * brand and its substance, the everyday word and the medical one) made one term. The index and the query
 * go through the same steps.
 */

/** Ukrainian apostrophe variants (ʼ ' ’ ‘ ` ′) are dropped, so "обʼєм", "об'єм" and "обєм" are one word. */
const APOSTROPHES = /['\u2018\u2019\u02BC\u0060\u2032]/g;
const SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;
/** Written as two words or with a hyphen, these are one word a visitor may also type whole. */
const COMPOUNDS: [RegExp, string][] = [
  [/\bcheck[\s-]?ups?\b/giu, 'checkup'],
  [/\bhair[\s-]removal\b/giu, 'epilation'],
  [/(^|[^\p{L}])чек[\s-]ап/giu, '$1чекап'],
];

export function tokenize(text: string): string[] {
  let joined = text.replace(APOSTROPHES, '');
  for (const [pattern, word] of COMPOUNDS) joined = joined.replace(pattern, word);
  return joined.split(SEPARATORS).filter(Boolean);
}

/** Words that say nothing about what a visitor looks for (Ukrainian, Russian, English); a query of them alone finds nothing. */
const STOP_WORDS = new Set(
  [
    'і й та а в у з із зі на до для від по при про як де що чи або це мені скільки коштує зробити потрібно хочу',
    'и к о об с со от за где что как сколько стоит сделать нужно хочу мне',
    'the a an of for in on at to and or with my me i how much where is are do does get want need',
  ].flatMap((words) => words.split(' ')),
);

/** Russian letters Ukrainian does not have: a word with one is stemmed as Russian. */
const RUSSIAN = /[ыэъё]/;
const CYRILLIC = /[а-яіїєґё]/;

/** Ukrainian and Russian spell one sound with different letters ("педіатр", "педиатр"); both fold to one. */
const FOLDED: Record<string, string> = { і: 'и', ї: 'и', ы: 'и', є: 'е', э: 'е', ё: 'е', ґ: 'г', ъ: '' };
function fold(word: string): string {
  return word.replace(/[іїыєэёґъ]/g, (letter) => FOLDED[letter] ?? letter);
}

/** The term every item with a price carries, so "ціна" or "price" with a service finds its price lines. */
export const PRICE_TERM = 'price';
/** The term every promotion carries, so "знижка", "акція" or "discount" finds the offers. */
export const OFFER_TERM = 'offer';
/**
 * Words for "a doctor": every doctor and every direction answers to them, so "дитячий лікар" is found by
 * its other words; on their own they find the doctors.
 */
export const DOCTOR_TERM = 'doctor';

/**
 * One term for the spellings of one thing, matched at the start of the (folded, unstemmed) word: the Latin
 * and the Cyrillic ("botox", "ботокс"), the brand and the treatment ("ботулінотерапія"), the abbreviation
 * and the word ("ЕКГ", "ECG"), Ukrainian and Russian ("дитячий", "детский"), the everyday word and the
 * medical one ("прищі", "акне").
 */
const SPELLINGS: [RegExp, string][] = (
  [
    [/^(?:botox|botul|ботокс|ботул|диспорт|dysport|ксеомін|xeomin)/, 'botox'],
    [/^(?:checkup|чекап)/, 'checkup'],
    [/^(?:ultrasound|узд|узі|узи|uzd|uzi|sonograph)/, 'ultrasound'],
    [/^(?:ecg|ekg|екг|экг|electrocardiogra|електрокардіограм)/, 'ecg'],
    [/^(?:prp|прп|plasmolift|плазмоліфт)/, 'prp'],
    [/^(?:mesotherap|мезотерап)/, 'mesotherapy'],
    [/^(?:biorevitali|біоревіталіз)/, 'biorevitalisation'],
    [/^(?:endolift|ендоліфт|эндолифт)/, 'endolift'],
    [/^(?:peel|пілінг|пилинг)/, 'peel'],
    [/^(?:holter|холтер)/, 'holter'],
    [/^(?:smas|смас)/, 'smas'],
    [/^(?:epilat|епіляц|эпиляц)/, 'epilation'],
    [/^(?:дитяч|детск|детей|діт|child|kid|paediatr|pediatr|педіатр|педиатр)/, 'paediatric'],
    [/^(?:ціна|ціни|ціну|цін|цена|цены|цену|варт|прайс|price|prices|cost|costs)$/, PRICE_TERM],
    [/^(?:знижк|акці|акци|скидк|discount|offer|promo|sales?$)/, OFFER_TERM],
    [/^(?:лікар|лікарі|лікаря|лікарів|врач|врача|врачи|doctor|doctors|спеціаліст|специалист|specialist)$/, DOCTOR_TERM],
    // The English stemmer makes "acne" "acn"; "akne" is the Ukrainian word in Latin letters.
    [/^(?:прищ|вугр)/, 'акн'],
    [/^(?:pimple|zit|akne)/, 'acn'],
    [/^(?:щитовидк|щитоподібн|thyroid)/, 'thyroid'],
    // Seasons, as offers and articles name them ("Осінь — час пілінгів", "пілінг восени").
    [/^(?:осін|осен|восен|autumn)/, 'autumn'],
    [/^(?:зим|взимк|узимк|winter)/, 'winter'],
    [/^(?:весн|навесн|spring)/, 'spring'],
  ] satisfies [RegExp, string][]
).map(([pattern, term]) => [new RegExp(fold(pattern.source)), fold(term)]);

function stem(word: string): string {
  if (!CYRILLIC.test(word)) return stemEnglish(word);
  if (RUSSIAN.test(word)) return fold(stemRussian(word));
  // "-ість" nouns change their vowel in the other cases ("вагітність", "вагітності"); the stemmer keeps both.
  const stemmed = stemUkrainian(word);
  const folded = fold(/(?:ість|істю)$/.test(word) ? stemmed.replace(/іст$/, 'ост') : stemmed);
  // The stemmer leaves the і of "-ації" ("консультації"), not that of "-ація": what is left is one stem.
  return folded.length > 4 ? folded.replace(/и$/, '') : folded;
}

/** The term a word is indexed and searched by, or null for a word that says nothing. */
export function searchTerm(word: string): string | null {
  const lower = word.toLocaleLowerCase('uk');
  if (STOP_WORDS.has(lower)) return null;
  const folded = fold(lower);
  for (const [pattern, term] of SPELLINGS) if (pattern.test(folded)) return term;
  return stem(lower);
}
