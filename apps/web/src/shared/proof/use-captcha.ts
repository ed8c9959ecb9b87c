import { ApiError, getCaptcha, proofChallengeOf, type ApiClient, type Proof, type ProofChallenge } from '@teamcast/contract';
import { useCallback, useRef, useState } from 'react';

/** Where a form's captcha is: not asked for yet (or unknown), being solved, ready, or not needed here. */
export type CaptchaState = { kind: 'idle' } | { kind: 'solving'; percent: number } | { kind: 'solved' } | { kind: 'off' };

export interface Captcha {
  state: CaptchaState;
  /** Asks for a challenge and starts solving it, unless that is under way: call it when the visitor starts on the form. */
  prepare(): void;
  /**
   * Makes the form's request with a solved captcha (none where the server asks for none), waiting for the
   * solution if need be. A `captcha_required` answer (the solution expired, or the challenge could not be
   * fetched) is solved and sent once more; each solution is used once.
   */
  send<T>(call: (captcha: Proof | undefined) => Promise<T>): Promise<T>;
}

/**
 * The captcha of registration and the contact forms: the server's proof of work, solved in a worker
 * (see `proveInBrowser`) while the visitor fills the form in, so that sending rarely waits for it.
 */
export function useCaptcha(client: ApiClient): Captcha {
  const [state, setState] = useState<CaptchaState>({ kind: 'idle' });
  const pending = useRef<Promise<Proof | undefined> | null>(null);
  const off = useRef(false);

  const solve = useCallback(async (challenge: ProofChallenge): Promise<Proof> => {
    setState({ kind: 'solving', percent: 0 });
    // The solver loads only when a form asks for it.
    const { proveInBrowser } = await import('./prove-in-browser');
    let shown = 0;
    const proof = await proveInBrowser(challenge, (share) => {
      const percent = Math.round(share * 100);
      if (percent !== shown) setState({ kind: 'solving', percent: (shown = percent) });
    });
    setState({ kind: 'solved' });
    return proof;
  }, []);

  const obtain = useCallback(async (): Promise<Proof | undefined> => {
    let challenge: ProofChallenge | null;
    try {
      ({ challenge } = await client(getCaptcha, {}, { report: false }));
    } catch {
      // Unknown for now: the form is sent without one, and a refusal brings its own challenge.
      return undefined;
    }
    if (challenge === null) {
      off.current = true;
      setState({ kind: 'off' });
      return undefined;
    }
    return solve(challenge);
  }, [client, solve]);

  const prepare = useCallback(() => {
    if (off.current || pending.current) return;
    const attempt = obtain();
    // A failed solve is tried again on the next occasion.
    pending.current = attempt.catch(() => {
      pending.current = null;
      setState({ kind: 'idle' });
      return undefined;
    });
  }, [obtain]);

  const send = useCallback(
    async <T,>(call: (captcha: Proof | undefined) => Promise<T>): Promise<T> => {
      if (off.current) return call(undefined);
      prepare();
      const captcha = (await pending.current) ?? undefined;
      // Spent with this request, whatever its answer.
      pending.current = null;
      if (!off.current) setState({ kind: 'idle' });
      try {
        return await call(captcha);
      } catch (error) {
        const challenge = error instanceof ApiError ? proofChallengeOf(error, 'captcha_required') : undefined;
        if (!challenge) throw error;
        const solved = await solve(challenge);
        setState({ kind: 'idle' });
        return call(solved);
      }
    },
    [prepare, solve],
  );

  return { state, prepare, send };
}
