import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, type LanguageCode } from '../../shared/i18n/languages';
import { localesDir, readLocaleTree, type TextTree as Tree } from '../i18n/locale-files';

/**
 * The app's own translation files, read on the server to write each page's head for crawlers.
 * A key missing in a language falls back to English, as in the browser. All of a language's
 * namespace files are read as one tree: a page's head needs its title and, on /faq and /help, its
 * questions and articles.
 */
export function pageTranslations(webDir: string) {
  const cache = new Map<string, Tree>();
  const load = (language: string): Tree => {
    let tree = cache.get(language);
    if (!tree) {
      // The build's copy, else the sources'.
      const dir = [path.join(webDir, 'locales'), localesDir].find((d) =>
        fs.existsSync(path.join(d, language)),
      );
      tree = dir ? readLocaleTree(language, dir) : {};
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
