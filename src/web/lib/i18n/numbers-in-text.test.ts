import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../shared/i18n/languages';
import { readLocaleTree } from '../../../server/i18n/locale-files';
import { readLocale } from '../../../../scripts/i18n/translation-coverage';
import { textOptions } from './text-options';

/**
 * A number inside a sentence is written in the language's own digits, as the numbers standing alone
 * (format.ts) are: in Persian "هر ۴۵ دقیقه", not "هر 45 دقیقه" beside a score of ۴۳. The strings ask
 * for it with `{{name, number}}` (i18next's built-in Intl formatter, in the language being shown).
 */
async function textIn(language: string) {
  const i18n = createInstance();
  await i18n.init({
    ...textOptions,
    lng: language,
    // Every key in one namespace: the test is about the text, not about which file holds it.
    defaultNS: 'all',
    fallbackNS: false,
    resources: { [language]: { all: readLocaleTree(language) }, en: { all: readLocaleTree('en') } },
  });
  return i18n.t.bind(i18n);
}

const noLatinDigits = /^[^0-9]*$/;

describe('numbers inside sentences', () => {
  it('are written in Persian digits on a Persian page', async () => {
    const t = await textIn('fa');
    const shown = [
      t('posture.settings.breaksEvery', { minutes: 45 }),
      t('posture.settings.sensitivityValue', { value: 7 }),
      t('posture.camera.numbered', { number: 2 }),
      t('posture.learning.row', { room: '۱۲٪', fine: 3, confirmed: 14 }),
      t('progress.streak.days', { count: 12 }),
      t('help.results', { count: 3 }),
      t('auth.verify.resendIn', { count: 30 }),
      t('auth.passwordRules.tooShort', { min: 10 }),
      t('auth.passwordRules.tooLong', { max: 128 }),
    ];
    for (const text of shown) expect(text).toMatch(noLatinDigits);
    expect(shown[0]).toContain('۴۵');
    expect(shown[3]).toContain('۱۴');
    expect(shown[4]).toContain('۱۲');
    expect(shown[8]).toContain('۱۲۸');
  });

  it('are written in Bengali digits on a Bengali page, and as before in English', async () => {
    const bn = await textIn('bn');
    expect(bn('posture.settings.breaksEvery', { minutes: 45 })).toContain('৪৫');
    expect(bn('help.results', { count: 3 })).toContain('৩');
    const en = await textIn('en');
    expect(en('posture.settings.breaksEvery', { minutes: 45 })).toBe('Every 45 minutes of sitting');
    expect(en('progress.streak.days', { count: 1 })).toBe('1 day');
    expect(en('progress.streak.days', { count: 1200 })).toBe('1,200 days');
  });

  it('a count is always shown through the number format, in every language', () => {
    const bare: string[] = [];
    for (const code of languageCodes)
      for (const [key, text] of readLocale(code))
        if (/\{\{\s*count\s*\}\}/.test(text)) bare.push(`${code}: ${key}`);
    expect(bare).toEqual([]);
  });
});
