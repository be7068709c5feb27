import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/fr/account?tab=security#sessions', '/fr/pose')).toBe(
      '/fr/account?tab=security#sessions',
    );
  });

  it('refuses other hosts, protocol-relative and scripted targets', () => {
    for (const target of [
      'https://evil.example/en/pose',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/en',
      '',
      null,
    ]) {
      expect(safeRedirect(target, '/en/pose'), String(target)).toBe('/en/pose');
    }
  });
});
