import { randomUUID } from 'node:crypto';
import { HttpClient } from '../../tests/support/http-client';
import { benchPassword, clientIp } from '../support/bench-database';
import type { LoadUser } from './scenarios';

const hourMs = 3_600_000;

/**
 * Signs every seeded user in through the real endpoint (each from its own client address, so the
 * per-address sign-in limit is not what we measure) and opens one posture session for each. Uploads
 * then start at the next full hour and advance a minute a request, like a browser in a long session.
 */
export async function signInUsers(url: string, emails: string[]): Promise<LoadUser[]> {
  const firstMinute = Math.ceil(Date.now() / hourMs) * hourMs;
  const users: LoadUser[] = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4).map(async (email, j) => {
      const client = new HttpClient(url, clientIp(i + j + 1));
      const signIn = await client.post('/api/auth/sign-in/email', { email, password: benchPassword });
      if (signIn.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${signIn.status} ${signIn.text}`);
      const sessionId = randomUUID();
      const started = await client.post('/api/posture/sessions', {
        id: sessionId,
        startedAt: firstMinute,
        deviceLabel: 'Bench camera',
      });
      if (started.status !== 201)
        throw new Error(`posture session failed: ${started.status} ${started.text}`);
      return { cookie: client.cookieHeader, sessionId, nextMinute: firstMinute };
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
