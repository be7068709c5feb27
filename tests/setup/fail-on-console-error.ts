import { afterEach, vi } from 'vitest';

/** A console.error during a test is a bug the test did not notice: fail it (as the Epic Stack does). */
let errors: unknown[][] = [];

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(
      `console.error was called:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
