/**
 * The error a lazy page raises when its script file cannot be loaded (spec §8): named
 * `ChunkLoadError`, with the message `Loading chunk N failed.` plus the failure type and URL.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: 'error' | 'timeout',
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** The URL a failed dynamic import names in its message (browsers and Vite word it differently). */
export function failedImportUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/(https?:\/\/[^\s'")]+|\/assets\/[^\s'")]+)/)?.[1];
}
