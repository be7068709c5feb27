import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../shared/i18n/languages';
import { reportTranslator } from '../weekly-report/report-translations';
import { readNamespace, type TextTree } from './locale-files';
import { fillPlaceholders } from './fill-placeholders';

describe('placeholders filled on the server', () => {
  it('fills {{name}} and {{name, number}}, a number in the language’s digits', () => {
    expect(fillPlaceholders('{{count, number}} days, {{name}}', { count: 12, name: 'Ada' }, 'en')).toBe(
      '12 days, Ada',
    );
    expect(fillPlaceholders('{{count, number}} روز', { count: 12 }, 'fa')).toBe('۱۲ روز');
    // Formatted by the caller already: as it is.
    expect(fillPlaceholders('{{count, number}}', { count: '۱٬۲۰۰' }, 'fa')).toBe('۱٬۲۰۰');
    expect(fillPlaceholders('a {{missing}} b', {}, 'en')).toBe('a  b');
  });

  it('leaves no placeholder in any recommendation the weekly report can give, in any language', () => {
    const values = { count: '3', percent: '40%', time: '09:00' };
    const ids = Object.keys(readNamespace('en', 'progress').recommendations as TextTree);
    for (const language of languageCodes) {
      const { t } = reportTranslator(language);
      for (const id of ids)
        for (const part of ['title', 'reason', 'tip'])
          expect(t(`recommendations.${id}.${part}`, values), `${language} ${id}.${part}`).not.toMatch(
            /\{\{|\}\}/,
          );
    }
  });
});
