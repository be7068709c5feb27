import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('uses argon2id at the OWASP floor (19 MiB, 2 passes, 1 lane) with a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first.split('$')[3]?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: first, password: 'correct horse batterY' })).toBe(false);
  });

  it('refuses an over-long password without hashing it', async () => {
    const hash = await hashPassword('x'.repeat(128));
    expect(await verifyPassword({ hash, password: 'x'.repeat(129) })).toBe(false);
  });
});
