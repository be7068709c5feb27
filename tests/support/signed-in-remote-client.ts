import type { DatabaseHandle } from '../../src/server/db/create-database';
import { HttpClient } from './http-client';

/**
 * `signedInClient` for a server in another process: signs up over HTTP, marks the address verified
 * through the test's own handle on the same database, and signs in.
 */
export async function signedInRemoteClient(
  base: string,
  database: DatabaseHandle,
  email: string,
  ip = '198.18.1.1',
): Promise<HttpClient> {
  const client = new HttpClient(base, ip);
  const password = 'a long test passphrase';
  const signUp = await client.post('/api/auth/sign-up/email', { name: 'Tester', email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  await database.db
    .updateTable('user')
    .set({ emailVerified: database.kind === 'sqlite' ? 1 : true })
    .where('email', '=', email)
    .execute();
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  return client;
}
