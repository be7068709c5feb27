// Prints how complete each language is against English; exits 1 below 100% (`npm run i18n:coverage`).
import { coverageReports } from './i18n/translation-coverage';

let complete = true;
for (const report of coverageReports()) {
  const percent = ((report.translated / report.total) * 100).toFixed(1);
  const problems = [
    report.missing.length && `${report.missing.length} missing`,
    report.extra.length && `${report.extra.length} extra`,
    report.untranslated.length && `${report.untranslated.length} still in English`,
    report.brokenPlaceholders.length && `${report.brokenPlaceholders.length} placeholders broken`,
  ].filter(Boolean);
  if (problems.length) complete = false;
  console.log(`${report.code.padEnd(3)} ${percent.padStart(5)}%  ${problems.join(', ') || 'complete'}`);
}
process.exit(complete ? 0 : 1);
