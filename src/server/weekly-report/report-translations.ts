import { defaultLanguage, toSupportedLanguage, type LanguageCode } from '../../shared/i18n/languages';
import { fillPlaceholders } from '../i18n/fill-placeholders';
import { readNamespace, type TextTree } from '../i18n/locale-files';

/**
 * The report's words: its own strings (`weeklyReport.*`, a server-only namespace), the e-mail
 * signature (`email.*`) and /progress's names of metrics, recommendations and exercises, so the
 * mail says exactly what the page says. Read once per language; English fills any gap.
 */
const cache = new Map<LanguageCode, TextTree>();

function load(language: LanguageCode): TextTree {
  let tree = cache.get(language);
  if (!tree) {
    tree = {
      ...readNamespace(language, 'weeklyReport'),
      ...readNamespace(language, 'mail'),
      ...readNamespace(language, 'progress'),
    };
    cache.set(language, tree);
  }
  return tree;
}

function lookup(tree: TextTree, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as TextTree | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

export type ReportTranslate = (key: string, values?: Record<string, string | number>) => string;

export function reportTranslator(language: string | null | undefined): {
  language: LanguageCode;
  t: ReportTranslate;
} {
  const code = toSupportedLanguage(language) ?? defaultLanguage;
  const t: ReportTranslate = (key, values = {}) => {
    const template = lookup(load(code), key) ?? lookup(load(defaultLanguage), key) ?? key;
    return fillPlaceholders(template, values, code);
  };
  return { language: code, t };
}
