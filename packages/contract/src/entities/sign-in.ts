import { z } from 'zod';
import { credentialsSchema } from './accounts';

/**
 * The key derivation a sign-in proof of work uses. PBKDF2 runs its rounds natively in the browser's
 * Web Crypto, so one derivation per counter tried costs little overhead and the work is predictable.
 */
export const proofOfWorkAlgorithm = 'PBKDF2/SHA-256';

/** The error parameter that carries the challenge of a `proof_required` answer, as JSON text. */
export const proofChallengeParam = 'challenge';

const hex = (max: number) => z.string().regex(/^[0-9a-f]+$/).max(max);

/**
 * A challenge in the format of altcha-lib v2, deterministic mode: find the counter whose derived key
 * starts with `keyPrefix`. `data` is signed with the rest: when it expires and the highest counter
 * the server may have picked (so a solver can show how far it got).
 */
export const proofChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.literal(proofOfWorkAlgorithm),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(128).optional(),
      data: z.object({ expires: z.number().int().describe('Unix seconds'), maxCounter: z.number().int().positive() }),
    }),
    signature: hex(128),
  })
  .meta({ id: 'ProofChallenge' });
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

export const proofSchema = z
  .object({
    challenge: proofChallengeSchema,
    solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(128) }),
  })
  .meta({ id: 'ProofOfWork' });
export type Proof = z.infer<typeof proofSchema>;

/**
 * A password sign-in. `deviceToken` is what an earlier sign-in on this device answered: failures that
 * came from elsewhere do not slow it down. `proof` answers the challenge of a `proof_required` refusal.
 * A token that is malformed or unknown is only ignored, so an old one never stops a sign-in.
 */
export const passwordSignInSchema = credentialsSchema
  .extend({
    deviceToken: z.string().max(200).optional().describe('The deviceToken an earlier sign-in of this account answered on this device'),
    proof: proofSchema.optional().describe('The solved challenge of a 428 proof_required answer'),
  })
  .meta({ id: 'PasswordSignIn' });
export type PasswordSignIn = z.infer<typeof passwordSignInSchema>;

/** A session, and the token that makes this device known to the account for later sign-ins. */
export const signedInSchema = z
  .object({ token: z.string().min(20), deviceToken: z.string().min(20) })
  .meta({ id: 'SignedIn' });
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * The captcha of registration and the contact forms: the same proof of work, asked of every request
 * unless the server runs with `CAPTCHA=off`. `captcha.challenge` is null then, and forms send none.
 */
export const captchaChallengeSchema = z
  .object({
    challenge: proofChallengeSchema.nullable().describe('A new challenge to solve and send as `captcha`; null when the server asks for none'),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The solved captcha a form sends; a missing, wrong, expired or reused one answers 428 `captcha_required`. */
export const captchaField = proofSchema
  .optional()
  .describe('The solved challenge of GET /api/v1/passport/captcha (or of a 428 captcha_required answer); needed unless that answers challenge null');

/** The refusals that carry a new challenge in `params.challenge`. */
export type ProofRefusalCode = 'proof_required' | 'captcha_required';

/**
 * The challenge of a `proof_required` answer (or of the refusal named by `code`), or undefined when
 * the failure is another one or unreadable.
 */
export function proofChallengeOf(
  error: { code: string; params?: Record<string, string | number> | undefined },
  code: ProofRefusalCode = 'proof_required',
): ProofChallenge | undefined {
  if (error.code !== code) return undefined;
  const text = error.params?.[proofChallengeParam];
  if (typeof text !== 'string') return undefined;
  try {
    const parsed = proofChallengeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
