import { defaultLanguage, toSupportedLanguage, type LanguageCode } from '../../shared/i18n/languages';
import { fillPlaceholders } from '../i18n/fill-placeholders';
import { readNamespace } from '../i18n/locale-files';

/**
 * E-mails and text messages are written in the recipient's language from the same translation files
 * the web app uses (`email.*`, `sms.*`, in the `mail` namespace the browser never loads), read once
 * per language.
 */
const cache = new Map<LanguageCode, Record<string, unknown>>();

function load(language: LanguageCode): Record<string, unknown> {
  let strings = cache.get(language);
  if (!strings) {
    strings = readNamespace(language, 'mail');
    cache.set(language, strings);
  }
  return strings;
}

function lookup(strings: Record<string, unknown>, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  return typeof value === 'string' ? value : undefined;
}

export type Translate = (key: string, values?: Record<string, string>) => string;

export function mailTranslator(language: string | null | undefined): {
  language: LanguageCode;
  t: Translate;
} {
  const code = toSupportedLanguage(language) ?? defaultLanguage;
  const t: Translate = (key, values = {}) => {
    const template = lookup(load(code), key) ?? lookup(load(defaultLanguage), key) ?? key;
    return fillPlaceholders(template, values, code);
  };
  return { language: code, t };
}
