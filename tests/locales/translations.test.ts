import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../src/shared/i18n/languages';
import { namespaceNames, namespaces } from '../../src/shared/i18n/namespaces';
import { readNamespace } from '../../src/server/i18n/locale-files';
import { compareWithEnglish, localesDir, readLocale } from '../../scripts/i18n/translation-coverage';

/** Every user-visible string ships in all 24 languages: the suite fails below 100%. */
describe.each([...languageCodes])('translation %s', (code) => {
  it('has one file per namespace and no other', () => {
    expect(fs.readdirSync(path.join(localesDir, code)).sort()).toEqual(
      namespaceNames.map((ns) => `${ns}.json`).sort(),
    );
  });

  it('holds in each file exactly the top-level keys the namespace table gives it', () => {
    for (const ns of namespaceNames)
      expect(Object.keys(readNamespace(code, ns)).sort(), `${code}/${ns}.json`).toEqual(
        [...namespaces[ns]].sort(),
      );
  });

  it('has exactly the keys English has, each translated, with the same placeholders', () => {
    const report = compareWithEnglish(code);
    expect({ missing: report.missing, extra: report.extra }).toEqual({ missing: [], extra: [] });
    expect(report.untranslated).toEqual([]);
    expect(report.brokenPlaceholders).toEqual([]);
  });
});

describe('plural forms', () => {
  it('every plural key has each form the language needs (Intl.PluralRules), in its namespace file', () => {
    for (const ns of namespaceNames) {
      const english = [...readLocale('en', ns).keys()]
        .filter((k) => k.endsWith('_other'))
        .map((k) => k.slice(0, -6));
      for (const code of languageCodes) {
        const keys = readLocale(code, ns);
        const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
        for (const base of english) {
          for (const category of needed)
            expect(keys.has(`${base}_${category}`), `${code}/${ns}: ${base}_${category}`).toBe(true);
        }
      }
    }
  });
});

describe('translation keys in the code', () => {
  it('every t("…") key with a literal name exists in English', () => {
    const english = readLocale('en');
    const missing: string[] = [];
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
      });
    for (const file of walk('src/web')) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        const key = match[1]!;
        if (!english.has(key) && !english.has(`${key}_other`))
          missing.push(`${path.relative('.', file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
