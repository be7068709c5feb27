import { describe, expect, it } from 'vitest';
import { checkRedirectTargets, isOwnTarget } from './redirect-target-policy';

describe('redirect targets', () => {
  it('accepts paths on this site and our own public origin', () => {
    expect(isOwnTarget('/fr/pose?x=1', undefined)).toBe(true);
    expect(isOwnTarget('https://postura.example/en/', 'https://postura.example')).toBe(true);
  });

  it('refuses other hosts, protocol-relative paths, backslashes and control characters', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tx',
      'evil.example',
    ]) {
      expect(isOwnTarget(target, 'https://postura.example'), target).toBe(false);
    }
    expect(() => checkRedirectTargets([{ callbackURL: 'https://evil.example' }], undefined)).toThrow();
    expect(() => checkRedirectTargets([{ redirectTo: 42 }], undefined)).toThrow();
    expect(() => checkRedirectTargets([{ callbackURL: '/en/signin' }, undefined], undefined)).not.toThrow();
  });
});
