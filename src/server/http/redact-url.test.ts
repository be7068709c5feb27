import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides tokens and codes from e-mailed links and OAuth callbacks', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&callbackURL=%2Fen%2Fpose')).toBe(
      '/api/auth/verify-email?token=%5Bredacted%5D&callbackURL=%2Fen%2Fpose',
    );
    expect(redactUrl('/cb?code=xyz&state=s1')).toBe('/cb?code=%5Bredacted%5D&state=%5Bredacted%5D');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/en/faq')).toBe('/en/faq');
    expect(redactUrl('/en/faq?q=neck')).toBe('/en/faq?q=neck');
  });
});
