import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceOfKey, shellNamespace } from '../../src/shared/i18n/namespaces';
import { pageModules } from '../../src/web/app/router/page-modules';
import { pageNamespaces } from '../../src/web/app/router/page-namespaces';

/**
 * A page renders once its own namespaces are loaded, and only those (plus the shell's): a key from
 * another namespace would show as its name. So every key a page's code names, in the page's file and
 * every file it imports (the shell in app/ aside), must live in the shell or a namespace listed for
 * the page in page-namespaces.ts. Keys are found by their top-level name in quotes (`'faq.`,
 * `` `billing.${…}` ``); a key passed in pieces (`base="termsPage"`) is named in `alsoUses`.
 */
const alsoUses: Partial<Record<keyof typeof pageModules, string[]>> = {
  terms: ['termsPage'],
  privacy: ['privacyPage'],
};

const pagesDir = path.resolve('src/web/pages');
const appDir = path.resolve('src/web/app');

function sourceOf(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** The page's file and every source file it imports, statically or with import(), outside app/. */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || file.startsWith(appDir)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const imported = sourceOf(file, match[1]!);
      if (imported) stack.push(imported);
    }
  }
  return [...seen];
}

function pageFile(id: string): string {
  const name = id === 'notFound' ? 'not-found' : id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return path.join(pagesDir, name, `${name}-page.tsx`);
}

describe('page namespaces', () => {
  it.each(Object.keys(pageModules))('%s lists every namespace its code reads', (id) => {
    const pageId = id as keyof typeof pageModules;
    const used = new Set<string>(alsoUses[pageId] ?? []);
    for (const file of importGraph(pageFile(id))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/['`"]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
        if (namespaceOfKey(match[1]!)) used.add(match[1]!);
      }
    }
    const needed = [...used].map((key) => namespaceOfKey(key)!).filter((ns) => ns !== shellNamespace);
    const missing = [...new Set(needed)].filter((ns) => !pageNamespaces[pageId].includes(ns));
    expect(missing).toEqual([]);
  });
});
