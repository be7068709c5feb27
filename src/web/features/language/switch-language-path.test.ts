import { describe, expect, it } from 'vitest';
import { switchLanguagePath } from './switch-language-path';

describe('switchLanguagePath', () => {
  it('keeps the page, the query and the hash', () => {
    expect(switchLanguagePath({ pathname: '/fr/faq', search: '?q=neck', hash: '#calibration' }, 'es')).toBe(
      '/es/faq?q=neck#calibration',
    );
  });

  it('drops an explicit ?lng= so it cannot undo the choice', () => {
    expect(switchLanguagePath({ pathname: '/en/', search: '?lng=ja&ref=x', hash: '' }, 'ar')).toBe(
      '/ar/?ref=x',
    );
  });

  it('prefixes a path that has no language yet', () => {
    expect(switchLanguagePath({ pathname: '/subscription/manage', search: '', hash: '' }, 'de')).toBe(
      '/de/subscription/manage',
    );
  });
});
