/**
 * How a word of the site's texts, or of a visitor's query, becomes a search term: lower case, its ending
 * taken off (Ukrainian and English word forms), and the spellings of one thing (Latin and Cyrillic, a
 * brand and its substance) made one term. The index and the query go through the same steps.
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

/** Words that say nothing about what a visitor looks for; a query of them alone finds nothing. */
const STOP_WORDS = new Set([
  'і',
  'й',
  'та',
  'а',
  'в',
  'у',
  'з',
  'із',
  'зі',
  'на',
  'до',
  'для',
  'від',
  'по',
  'при',
  'про',
  'як',
  'де',
  'що',
  'чи',
  'або',
  'це',
  'мені',
  'скільки',
  'коштує',
  'зробити',
  'потрібно',
  'хочу',
  'the',
  'a',
  'an',
  'of',
  'for',
  'in',
  'on',
  'at',
  'to',
  'and',
  'or',
  'with',
  'my',
  'me',
  'i',
  'how',
  'much',
  'where',
  'is',
  'are',
  'do',
  'does',
  'get',
  'want',
  'need',
]);

/** Noun, adjective and verb endings, longest first; what is left keeps at least three letters. */
const UKRAINIAN_ENDINGS = [
  'ування',
  'ювання',
  'уванню',
  'увати',
  'ювати',
  'ання',
  'ення',
  'іння',
  'анню',
  'енню',
  'ість',
  'ості',
  'істю',
  'ами',
  'ями',
  'ого',
  'ому',
  'ими',
  'іми',
  'ших',
  'ити',
  'ати',
  'іти',
  'ють',
  'ить',
  'ать',
  'ією',
  'ій',
  'ий',
  'ої',
  'ою',
  'ею',
  'єю',
  'ам',
  'ям',
  'ах',
  'ях',
  'ів',
  'їв',
  'ом',
  'ем',
  'єм',
  'их',
  'іх',
  'ія',
  'ії',
  'ію',
  'ти',
  'ть',
  'а',
  'я',
  'у',
  'ю',
  'і',
  'ї',
  'и',
  'е',
  'є',
  'о',
  'ь',
].sort((one, other) => other.length - one.length);

const CYRILLIC = /[а-яіїєґ]/;

function stemUkrainian(word: string): string {
  for (const ending of UKRAINIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

function stemEnglish(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * One term for the spellings of one thing, matched at the start of a stemmed word: the Latin and the
 * Cyrillic ("botox", "ботокс"), the brand and the treatment ("ботулінотерапія"), the abbreviation and
 * the word ("ЕКГ", "ECG"), the everyday word and the medical one ("прищі", "акне"). Words for a price
 * stand for the price lists every direction has.
 */
const SPELLINGS: [RegExp, string][] = [
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
  [/^(?:цін|варт|прайс|price|cost)$/, 'price'],
  // What patients call it and what the pages call it.
  [/^(?:прищ|вугр)/, 'акн'],
  [/^(?:pimple|zit)/, 'acne'],
  [/^щитовидк/, 'щитоподібн'],
];

/** The term a word is indexed and searched by, or null for a word that says nothing. */
export function searchTerm(word: string): string | null {
  const lower = word.toLocaleLowerCase('uk');
  if (STOP_WORDS.has(lower)) return null;
  const stem = CYRILLIC.test(lower) ? stemUkrainian(lower) : stemEnglish(lower);
  for (const [pattern, term] of SPELLINGS) if (pattern.test(stem)) return term;
  return stem;
}

/** The term every direction with a price list carries, so "ціна" or "price" with a service finds its direction. */
export const PRICE_TERM = 'price';
