import { proofChallengeParam, type Proof, type ProofChallenge } from '@teamcast/contract';
import { AppError } from '../http/app-error';
import type { ProofOfWork } from './proof-of-work';

/**
 * The captcha of registration and the contact forms: the installation's own proof of work (decision
 * 48's, with its difficulty, secrets and once-only answers), so no outside service sees a visitor.
 */
export interface Captcha {
  /** A new challenge for a form, or null when the installation runs without a captcha. */
  challenge(): Promise<ProofChallenge | null>;
  /**
   * Lets a form's request through with a fresh solution, spending it; otherwise refuses with 428
   * `captcha_required` and a new challenge the browser can solve and send again. Off, it lets all through.
   */
  check(proof: Proof | undefined): Promise<void>;
}

export function captchaRequired(challenge: ProofChallenge): AppError {
  return new AppError(428, 'captcha_required', 'Solve the challenge of GET /api/v1/passport/captcha (or of params.challenge) and send it as captcha', {
    params: { [proofChallengeParam]: JSON.stringify(challenge) },
  });
}

/** The captcha on `proofOfWork`, or none (`CAPTCHA=off`) when it is null. */
export function createCaptcha(proofOfWork: ProofOfWork | null): Captcha {
  if (!proofOfWork) {
    return {
      challenge: () => Promise.resolve(null),
      check: () => Promise.resolve(),
    };
  }
  return {
    challenge: () => proofOfWork.challenge(),
    async check(proof) {
      if (proof && (await proofOfWork.accept(proof))) return;
      throw captchaRequired(await proofOfWork.challenge());
    },
  };
}
