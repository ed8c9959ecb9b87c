import type { Proof, ProofChallenge } from '@teamcast/contract';
import { solveProof } from './solve-proof';

export type ProofWorkerMessage = { kind: 'progress'; share: number } | { kind: 'solved'; proof: Proof } | { kind: 'failed'; message: string };

// The app's types describe a page; this file runs as a dedicated worker.
const worker = self as unknown as {
  onmessage: ((event: MessageEvent<ProofChallenge>) => void) | null;
  postMessage(message: ProofWorkerMessage): void;
};

worker.onmessage = (event) => {
  solveProof(event.data, (share) => worker.postMessage({ kind: 'progress', share })).then(
    (proof) => worker.postMessage({ kind: 'solved', proof }),
    (error: unknown) => worker.postMessage({ kind: 'failed', message: String(error) }),
  );
};
