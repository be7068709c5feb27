import { localesDir, readLocaleTree, readNamespace } from '../../src/server/i18n/locale-files';
import { defaultLanguage, languageCodes, type LanguageCode } from '../../src/shared/i18n/languages';
import { namespaceNames, type Namespace } from '../../src/shared/i18n/namespaces';
import { placeholder } from '../../src/shared/i18n/placeholder';

export { localesDir };

/** Words that stay the same in every language: brand and plan names. */
export const untranslatedAllowList = ['Postura', 'Pro', 'FAQ', 'PDF', 'Stripe'];

/**
 * Strings that are spelled the same as in English because they are that language's own word too
 * (Spanish "Legal"; "Account" as Italian and Filipino apps write it). Listed per key, so nothing
 * else can slip through untranslated.
 */
export const sameAsEnglish: Partial<Record<LanguageCode, string[]>> = {
  es: ['footer.legal'],
  it: ['pages.account.title'],
  tl: ['footer.legal', 'pages.account.title'],
};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Json = string | { [key: string]: Json };

export function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** A language's keys: of one namespace file, or of all of them together. */
export function readLocale(code: string, namespace?: Namespace): Map<string, string> {
  return flatten(namespace ? readNamespace(code, namespace) : readLocaleTree(code));
}

/** A translation keeps each placeholder and its format (`{{count, number}}`). */
const placeholders = (text: string) =>
  [...text.matchAll(placeholder)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1])).sort();

/** True when a string has nothing to translate once brand names, placeholders and symbols are removed. */
function hasNothingToTranslate(text: string): boolean {
  let rest = text.replace(placeholder, '');
  for (const word of untranslatedAllowList) rest = rest.replaceAll(word, '');
  return !/\p{L}/u.test(rest);
}

export interface LocaleReport {
  code: LanguageCode;
  total: number;
  translated: number;
  missing: string[];
  extra: string[];
  untranslated: string[];
  brokenPlaceholders: string[];
}

/**
 * Compares one language with English, namespace file by namespace file (a key in the wrong file is
 * missing where the browser looks for it): keys missing or extra (plural forms count as their base
 * key), strings left in English, and interpolation placeholders lost or added.
 */
export function compareWithEnglish(code: LanguageCode): LocaleReport {
  const reports = namespaceNames.map((ns) => compareNamespace(code, ns));
  const sum = (pick: (r: LocaleReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  return {
    code,
    total: sum((r) => r.total),
    translated: sum((r) => r.translated),
    // `faq:faq.items.video.q`: the file the key is missing from (or should not be in).
    missing: reports.flatMap((r, i) => r.missing.map((key) => `${namespaceNames[i]}:${key}`)),
    extra: reports.flatMap((r, i) => r.extra.map((key) => `${namespaceNames[i]}:${key}`)),
    untranslated: reports.flatMap((r) => r.untranslated),
    brokenPlaceholders: reports.flatMap((r) => r.brokenPlaceholders),
  };
}

function compareNamespace(code: LanguageCode, namespace: Namespace): LocaleReport {
  const english = readLocale(defaultLanguage, namespace);
  const target = readLocale(code, namespace);
  const base = (key: string) => key.replace(pluralSuffix, '');
  const englishBases = new Set([...english.keys()].map(base));
  const targetBases = new Set([...target.keys()].map(base));
  const missing = [...englishBases].filter((k) => !targetBases.has(k));
  const extra = [...targetBases].filter((k) => !englishBases.has(k));
  const untranslated: string[] = [];
  const brokenPlaceholders: string[] = [];
  for (const [key, value] of target) {
    const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key));
    if (source === undefined) continue;
    const allowed = sameAsEnglish[code]?.includes(key) || hasNothingToTranslate(source);
    if (code !== defaultLanguage && value === source && !allowed) untranslated.push(key);
    if (placeholders(value).join() !== placeholders(source).join()) brokenPlaceholders.push(key);
  }
  const total = englishBases.size;
  const translated = total - missing.length - new Set(untranslated.map(base)).size;
  return { code, total, translated, missing, extra, untranslated, brokenPlaceholders };
}

export function coverageReports(): LocaleReport[] {
  return languageCodes.map((code) => compareWithEnglish(code));
}
