import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, type LanguageCode } from '../../shared/i18n/languages';

type Tree = { [key: string]: string | Tree };

/**
 * The app's own translation files, read on the server to write each page's head for crawlers.
 * A key missing in a language falls back to English, as in the browser.
 */
export function pageTranslations(webDir: string) {
  const cache = new Map<string, Tree>();
  const load = (language: string): Tree => {
    let tree = cache.get(language);
    if (!tree) {
      const file = [
        path.join(webDir, 'locales', language, 'translation.json'),
        path.resolve('public/locales', language, 'translation.json'),
      ].find((f) => fs.existsSync(f));
      tree = file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
      cache.set(language, tree);
    }
    return tree;
  };
  const lookup = (tree: Tree, key: string): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (language: LanguageCode) =>
    (key: string): string =>
      lookup(load(language), key) ?? lookup(load(defaultLanguage), key) ?? key;
}
