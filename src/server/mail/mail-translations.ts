import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, toSupportedLanguage, type LanguageCode } from '../../shared/i18n/languages';

/**
 * E-mails and text messages are written in the recipient's language from the same translation files
 * the web app uses (`email.*`, `sms.*`), read once per language.
 */
const cache = new Map<LanguageCode, Record<string, unknown>>();

function load(language: LanguageCode): Record<string, unknown> {
  let strings = cache.get(language);
  if (!strings) {
    const file = path.resolve('public/locales', language, 'translation.json');
    strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
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
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  };
  return { language: code, t };
}
