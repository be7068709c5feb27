import { describe, expect, it } from 'vitest';
import { unsubscribeTokens } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const tokens = unsubscribeTokens('a secret of at least thirty-two characters');

  it('gives back the user of a genuine token', () => {
    expect(tokens.verify(tokens.sign('user-1'))).toBe('user-1');
  });

  it('refuses a token whose user was swapped, a truncated one and one signed with another secret', () => {
    const [, signature] = tokens.sign('user-1').split('.');
    const forged = `${Buffer.from('user-2').toString('base64url')}.${signature}`;
    expect(tokens.verify(forged)).toBeNull();
    expect(tokens.verify(tokens.sign('user-1').slice(0, -2))).toBeNull();
    expect(tokens.verify('garbage')).toBeNull();
    expect(tokens.verify(`${tokens.sign('user-1')}.extra`)).toBeNull();
    const other = unsubscribeTokens('another secret of at least thirty-two chars');
    expect(tokens.verify(other.sign('user-1'))).toBeNull();
  });
});
