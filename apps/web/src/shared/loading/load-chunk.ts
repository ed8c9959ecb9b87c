import { limits } from '@teamcast/domain';
import { ChunkLoadError, loadFailureKind } from './chunk-load-error';

/**
 * Loads a lazily imported part of the app, giving up after the product's chunk timeout so a stalled
 * download ends in a clear message with a reload button instead of an endless blank page.
 */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs: number = limits.scriptChunkTimeoutMs): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('chunk', `A script chunk did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const message = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(loadFailureKind(cause) ?? 'chunk', message, { cause }));
      },
    );
  });
}
