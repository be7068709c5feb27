import { describe, expect, it } from 'vitest';
import {
  languageCodes,
  languageFromAcceptLanguage,
  languages,
  textDirection,
  toSupportedLanguage,
} from './languages';

describe('languages', () => {
  it('lists the 24 languages of the spec, in its order, each once', () => {
    expect(languageCodes.join(' ')).toBe(
      'en es zh tl vi ar fr ko de hi pt ru it pl ja fa tr uk bn ur id th el ro',
    );
    expect(languages.map((l) => l.code)).toEqual([...languageCodes]);
  });

  it('writes Arabic, Persian and Urdu right to left, and nothing else', () => {
    expect(languages.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar', 'fa', 'ur']);
    expect(textDirection('fa')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });

  it('names each language in itself', () => {
    const names = Object.fromEntries(languages.map((l) => [l.code, l.nativeName]));
    expect(names).toMatchObject({ en: 'English', es: 'Español', zh: '中文', ar: 'العربية', ja: '日本語' });
  });

  it('maps regional tags to the language Postura speaks', () => {
    expect(toSupportedLanguage('pt-BR')).toBe('pt');
    expect(toSupportedLanguage('zh_CN')).toBe('zh');
    expect(toSupportedLanguage('EN')).toBe('en');
    expect(toSupportedLanguage('fil-PH')).toBe('tl');
    expect(toSupportedLanguage('nl')).toBeUndefined();
    expect(toSupportedLanguage('')).toBeUndefined();
  });

  it('takes the best supported language of an Accept-Language header', () => {
    expect(languageFromAcceptLanguage('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageFromAcceptLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(languageFromAcceptLanguage('sv, *;q=0.1')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
