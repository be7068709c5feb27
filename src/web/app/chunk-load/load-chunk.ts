import { chunkLoadTimeoutMs, storageKeys } from '../../../shared/constants';
import { ChunkLoadError, failedImportUrl } from './chunk-load-error';

/**
 * Loads a page's script with the spec's 120 s time-out, turning any failure into a ChunkLoadError.
 * A success clears the "reloaded once" mark so a later deploy can recover the same way.
 */
export async function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk)), timeoutMs);
  });
  try {
    const loaded = await Promise.race([load(), timeout]);
    clearReloadMark();
    return loaded;
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError(chunk, 'error', failedImportUrl(error) ?? chunk);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a deploy the old page asks for chunks that no longer exist. Reloading once picks up the new
 * build; the mark in sessionStorage stops a second reload from looping.
 */
export function claimReloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(storageKeys.chunkReload)) return false;
    sessionStorage.setItem(storageKeys.chunkReload, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(storageKeys.chunkReload);
  } catch {
    // Storage blocked: nothing to clear.
  }
}
