/**
 * The one table of languages Postura speaks (spec §9). It drives the language picker, `<html dir>`,
 * the URL prefix and the translation files under public/locales.
 */
export interface Language {
  code: LanguageCode;
  /** The language's name in itself, as the picker lists it. */
  nativeName: string;
  /** Written right to left. */
  rtl: boolean;
}

export const languageCodes = [
  'en', 'es', 'zh', 'tl', 'vi', 'ar', 'fr', 'ko', 'de', 'hi', 'pt', 'ru',
  'it', 'pl', 'ja', 'fa', 'tr', 'uk', 'bn', 'ur', 'id', 'th', 'el', 'ro',
] as const; // prettier-ignore

export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'en';

export const languages: readonly Language[] = [
  { code: 'en', nativeName: 'English', rtl: false },
  { code: 'es', nativeName: 'Español', rtl: false },
  { code: 'zh', nativeName: '中文', rtl: false },
  { code: 'tl', nativeName: 'Tagalog', rtl: false },
  { code: 'vi', nativeName: 'Tiếng Việt', rtl: false },
  { code: 'ar', nativeName: 'العربية', rtl: true },
  { code: 'fr', nativeName: 'Français', rtl: false },
  { code: 'ko', nativeName: '한국어', rtl: false },
  { code: 'de', nativeName: 'Deutsch', rtl: false },
  { code: 'hi', nativeName: 'हिन्दी', rtl: false },
  { code: 'pt', nativeName: 'Português', rtl: false },
  { code: 'ru', nativeName: 'Русский', rtl: false },
  { code: 'it', nativeName: 'Italiano', rtl: false },
  { code: 'pl', nativeName: 'Polski', rtl: false },
  { code: 'ja', nativeName: '日本語', rtl: false },
  { code: 'fa', nativeName: 'فارسی', rtl: true },
  { code: 'tr', nativeName: 'Türkçe', rtl: false },
  { code: 'uk', nativeName: 'Українська', rtl: false },
  { code: 'bn', nativeName: 'বাংলা', rtl: false },
  { code: 'ur', nativeName: 'اردو', rtl: true },
  { code: 'id', nativeName: 'Bahasa Indonesia', rtl: false },
  { code: 'th', nativeName: 'ไทย', rtl: false },
  { code: 'el', nativeName: 'Ελληνικά', rtl: false },
  { code: 'ro', nativeName: 'Română', rtl: false },
];

const byCode = new Map(languages.map((language) => [language.code, language]));

export function isLanguageCode(value: string): value is LanguageCode {
  return byCode.has(value as LanguageCode);
}

export function getLanguage(code: LanguageCode): Language {
  return byCode.get(code)!;
}

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return getLanguage(code).rtl ? 'rtl' : 'ltr';
}

/**
 * Maps a language tag as browsers and headers write it (`pt-BR`, `zh_CN`, `EN`) to a supported code,
 * or undefined when Postura does not speak it.
 */
export function toSupportedLanguage(tag: string | null | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // Hebrew's old code and Filipino are served by the nearest language we have.
  const alias: Record<string, string> = { fil: 'tl', iw: 'he', in: 'id' };
  const code = alias[base] ?? base;
  return isLanguageCode(code) ? code : undefined;
}

/** The first supported language of an Accept-Language header, best quality first. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const code = toSupportedLanguage(entry.tag);
    if (code) return code;
  }
  return undefined;
}
