import type { FastifyInstance } from 'fastify';
import { HttpClient } from './http-client';

let counter = 0;

/**
 * A verified, signed-in user for API tests that are not about sign-up: signs up, marks the address
 * verified in the database (the e-mail round trip has its own tests), and signs in.
 */
export async function signedInClient(app: FastifyInstance, base: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(base, `198.18.0.${++counter}`);
  const password = 'a long test passphrase';
  await client.post('/api/auth/sign-up/email', { name: 'Tester', email, password });
  await app.database.db
    .updateTable('user')
    .set({ emailVerified: app.database.kind === 'sqlite' ? 1 : true })
    .where('email', '=', email)
    .execute();
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.text}`);
  return client;
}
