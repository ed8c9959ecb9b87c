import type { Proof, ProofChallenge } from '@teamcast/contract';
import type { ProofWorkerMessage } from './proof-worker';
import { solveProof, type ProofProgress } from './solve-proof';

/**
 * Solves a sign-in challenge off the page's thread, in a worker, so the form keeps drawing its
 * progress. Where no worker can start (an old browser, a test's DOM), the page solves it itself: the
 * derivations are asynchronous, so the page still answers in between.
 */
export function proveInBrowser(challenge: ProofChallenge, onProgress?: ProofProgress): Promise<Proof> {
  if (typeof Worker !== 'function') return solveProof(challenge, onProgress);
  return new Promise<Proof>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(solveProof(challenge, onProgress));
      return;
    }
    worker.onmessage = (event: MessageEvent<ProofWorkerMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') {
        onProgress?.(message.share);
        return;
      }
      worker.terminate();
      if (message.kind === 'solved') resolve(message.proof);
      else reject(new Error(message.message));
    };
    worker.onerror = () => {
      worker.terminate();
      solveProof(challenge, onProgress).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}
