/**
 * Serbian Latin -> Serbian Cyrillic (docs/decisions/0033-cyrillic.md). The Cyrillic interface language (`cyr`) has no
 * texts of its own: every one is made from the Serbian Latin text by this rule, on the web when a catalogue loads and
 * on the server for mails and supplier texts, so a new Serbian text is Cyrillic at once and the two never differ.
 *
 * What stays as written: interpolation and nesting placeholders ({{name}}, {name}, $t(key)), ICU argument syntax,
 * HTML tags, URLs, e-mail addresses, identifiers (SMTP_URL), order numbers (KUH-0012), words with letters Serbian
 * does not have (q, w, x, y: WhatsApp, xlsx, WebP) and the terms in KEEP_LATIN. Serbian abbreviations become Cyrillic
 * (PIB -> ПИБ, SEF -> СЕФ, PDV -> ПДВ), as Serbian Cyrillic texts write them.
 */

import type { Language } from './enums';

const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј', k: 'к',
  l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
}; // prettier-ignore

const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/**
 * Terms that Serbian Cyrillic texts still write in Latin: brand and plan names, file formats, technical standards,
 * currency codes and data-size units. Compared case-sensitively, as written in the Serbian texts.
 */
export const KEEP_LATIN: ReadonlySet<string> = new Set([
  'API', 'BASIC', 'CSV', 'DTD', 'EN', 'EUR', 'FREE', 'GB', 'HEIC', 'HTML', 'HTTP', 'HTTPS', 'JPEG', 'JPG', 'KB',
  'MB', 'PDF', 'PNG', 'PRO', 'PWA', 'QR', 'RSD', 'SMS', 'SMTP', 'UBL', 'URL', 'UTF', 'XML', 'Viber', 'Android',
  'Chrome', 'Google', 'Safari', 'iOS', 'iPhone', 'Excel', 'Gmail',
]); // prettier-ignore

/**
 * Word stems where "nj" or "dž" are two letters, not one: the prefix ends in n/d and the root starts with j/ž
 * (in-jekcija, kon-junkcija, nad-živeti). Marked with "|" between the two letters.
 */
const DIGRAPH_EXCEPTIONS: readonly string[] = [
  'in|jekc', 'kon|junk', 'kon|jug', 'van|jezi', 'tan|jug',
  'nad|živ', 'nad|žnj', 'nad|žanj', 'pod|žanr', 'pod|župan', 'od|žal', 'pod|žbun',
]; // prettier-ignore

/** A character that never appears in texts: splits an exception's two letters while the word is converted. */
const SPLIT = '\uE000';
/** Private-use characters around an argument of a catalogue function, so a name passed in is never converted. */
const OPEN = '\uE001';
const CLOSE = '\uE002';

/**
 * Pieces of a text that are never converted, in the order they are tried. Exported for the catalogue test, which
 * checks that nothing Latin is left outside these.
 */
export const PROTECTED = new RegExp(
  [
    String.raw`\{\{[^}]*\}\}`, // i18next interpolation {{count}}
    String.raw`\$t\([^)]*\)`, // i18next nesting $t(key)
    String.raw`\{\s*[A-Za-z_][\w.]*\s*(?:,\s*[a-z]+\s*,?)?\s*\}?`, // {name}, ICU {count, plural, ...
    String.raw`(?:=\d+|zero|one|two|few|many|other)\s(?=\{)`, // ICU selectors: one {, =0 {
    String.raw`<\/?[A-Za-z0-9][^<>]*>`, // HTML / Trans tags <strong>, <1>, </a>
    String.raw`&(?:[A-Za-z]+|#\d+);`, // HTML entities &amp;
    String.raw`\]\([^)]*\)`, // a markdown link's target ](url)
    String.raw`(?:https?:\/\/|www\.)[^\s<>"')]+`, // URLs
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail addresses
    String.raw`\b[\w-]+\.(?:rs|com|org|net|app|io)\b`, // domain names: nabavka.rs
    String.raw`${OPEN}[^${CLOSE}]*${CLOSE}`, // arguments of a catalogue function (cyrillicCatalogue)
    String.raw`[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+`, // identifiers: SMTP_URL, order_id
    String.raw`\b[A-Z]{2,}-\d+\b`, // order numbers KUH-0012
    String.raw`\b[\p{L}\p{M}.]*[QWXYqwxy][\p{L}\p{M}]*`, // foreign words: WhatsApp, xlsx, WebP
  ].join('|'),
  'gu',
);

const WORD = /\p{L}+/gu;

function isUpper(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

function markExceptions(word: string): string {
  let marked = word;
  const lower = word.toLowerCase();
  for (const stem of DIGRAPH_EXCEPTIONS) {
    const plain = stem.replace('|', '');
    const at = lower.indexOf(plain);
    // Anywhere in the word, so prefixed and inflected forms count too: "injekcije", "neinjekcioni".
    if (at < 0) continue;
    const split = at + stem.indexOf('|');
    marked = `${marked.slice(0, split)}${SPLIT}${marked.slice(split)}`;
    break;
  }
  return marked;
}

function convertLetters(word: string): string {
  const allUpper = isUpper(word);
  let out = '';
  for (let index = 0; index < word.length; index += 1) {
    const pair = word.slice(index, index + 2);
    const digraph = DIGRAPHS[pair.toLowerCase()];
    if (digraph) {
      // "Lj"/"LJ" -> "Љ"; "lJ" never occurs, read as lower case.
      out += isUpper(pair[0] ?? '') ? digraph.toUpperCase() : digraph;
      index += 1;
      continue;
    }
    const char = word[index] ?? '';
    if (char === SPLIT) continue;
    const lower = char.toLowerCase();
    const cyrillic = LETTERS[lower];
    if (!cyrillic) out += char;
    else out += char !== lower || (allUpper && lower !== char) ? cyrillic.toUpperCase() : cyrillic;
  }
  return out;
}

function convertWord(word: string): string {
  if (KEEP_LATIN.has(word)) return word;
  return convertLetters(markExceptions(word));
}

function convertPlain(text: string): string {
  return text.replace(WORD, convertWord);
}

/** Serbian Latin text in Serbian Cyrillic, with placeholders, tags, URLs, codes and foreign names left as they are. */
export function toCyrillic(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += convertPlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + convertPlain(text.slice(last));
}

/** Type of a catalogue after conversion: same shape, every string still a string. */
export type Converted<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Converted<Item>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { [Key in keyof T]: Converted<T[Key]> }
        : T;

/** A function's argument, or the string fields of an argument object, marked as not to be converted. */
function markArgument(argument: unknown): unknown {
  if (typeof argument === 'string') return `${OPEN}${argument}${CLOSE}`;
  if (argument && typeof argument === 'object' && !Array.isArray(argument)) {
    return Object.fromEntries(Object.entries(argument).map(([key, item]) => [key, markArgument(item)]));
  }
  return argument;
}

const MARKS = new RegExp(`[${OPEN}${CLOSE}]`, 'gu');

function unmark(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(MARKS, '') : value;
}

/**
 * A whole catalogue (nested objects and arrays of texts, e.g. a locale json or a mail's labels) in Cyrillic; keys
 * stay. A function in the catalogue (a text built from arguments) gets its result converted, but not the arguments
 * it was given (a venue's or a person's name stays as typed).
 */
export function cyrillicCatalogue<T>(catalogue: T): Converted<T> {
  return convertValue(catalogue) as Converted<T>;
}

function convertValue(value: unknown): unknown {
  if (typeof value === 'string') return toCyrillic(value);
  if (Array.isArray(value)) return value.map(convertValue);
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => unmark(convertValue(fn(...args.map(markArgument))));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convertValue(item)]));
  }
  return value;
}

/**
 * A catalogue of texts written in Serbian Latin and English, completed with its Cyrillic texts made from the Serbian
 * ones: `withCyrillic<MailTexts>({ ser: {...}, en: {...} })`.
 */
export function withCyrillic<T>(texts: { ser: T; en: T }): Record<Language, T> {
  return { ser: texts.ser, en: texts.en, cyr: cyrillicCatalogue(texts.ser) as T };
}
