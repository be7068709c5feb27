/**
 * Whether a parsed payload holds a NUL character in any string, key or value, at any depth. JSON may
 * carry one ("\u0000"), but PostgreSQL cannot store it in text and refuses the whole statement, so
 * such input is refused at the edge with a 400 instead of failing in the database with a 500.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
}
