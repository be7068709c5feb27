import { createHash } from 'node:crypto';

/**
 * A UUID derived from the queue's name and a singleton key (the layout of a version-5 UUID over
 * SHA-256). Sending the same key twice inserts the same primary key, which the queue refuses: two
 * processes scheduling the same user's report in the same second still make one job.
 */
export function singletonId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
