import fs from 'node:fs';
import path from 'node:path';
import { namespaceNames, type Namespace } from '../../shared/i18n/namespaces';

export type TextTree = { [key: string]: string | TextTree };

/** The translation files' folder in the sources (the build copies it to `<webDir>/locales`). */
export const localesDir = path.resolve('public/locales');

export function namespaceFile(language: string, namespace: Namespace, dir = localesDir): string {
  return path.join(dir, language, `${namespace}.json`);
}

/** One namespace file of a language; empty when the file does not exist. */
export function readNamespace(language: string, namespace: Namespace, dir = localesDir): TextTree {
  const file = namespaceFile(language, namespace, dir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TextTree) : {};
}

/**
 * A language's whole text tree: every namespace file merged. Each file holds whole top-level keys,
 * so merging is a plain union (see src/shared/i18n/namespaces.ts).
 */
export function readLocaleTree(language: string, dir = localesDir): TextTree {
  return Object.assign({}, ...namespaceNames.map((ns) => readNamespace(language, ns, dir))) as TextTree;
}
