/**
 * Moves whole top-level keys between the translation files of every language so each file holds
 * exactly what src/shared/i18n/namespaces.ts assigns to it. Mechanical: it reads every file of a
 * language, merges them and writes them back split by top-level key, in the original key order,
 * never changing a string. Run after editing the namespace table: `npx tsx scripts/i18n/split-namespaces.ts`.
 */
import fs from 'node:fs';
import { languageCodes } from '../../src/shared/i18n/languages';
import { namespaceNames, namespaceOfKey, namespaces } from '../../src/shared/i18n/namespaces';
import { namespaceFile, readLocaleTree, type TextTree } from '../../src/server/i18n/locale-files';

for (const language of languageCodes) {
  const tree = readLocaleTree(language);
  const unassigned = Object.keys(tree).filter((key) => !namespaceOfKey(key));
  if (unassigned.length) throw new Error(`${language}: no namespace for ${unassigned.join(', ')}`);
  for (const ns of namespaceNames) {
    const own = Object.fromEntries(
      Object.entries(tree).filter(([key]) => (namespaces[ns] as readonly string[]).includes(key)),
    ) as TextTree;
    fs.writeFileSync(namespaceFile(language, ns), `${JSON.stringify(own, null, 2)}\n`);
  }
}
console.log(`split ${languageCodes.length} languages into ${namespaceNames.length} files each`);
