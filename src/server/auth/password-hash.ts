import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id at the OWASP floor (19 MiB, 2 passes, 1 lane) — stronger than
 * better-auth's default scrypt settings — about 40 ms a hash on our 2-core machine.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const maxPasswordLength = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  // Refuse before hashing: a megabyte "password" must not cost a megabyte of argon2 work.
  if (password.length > maxPasswordLength || !hash.startsWith('$argon2')) return false;
  return argon2.verify(hash, password);
}
