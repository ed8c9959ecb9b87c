/**
 * The navigation state a password-reset link lands with: the area opens its new-password form. It
 * lives in the history entry, so a reload keeps the form until the user closes it.
 */
export const passwordResetState = { passwordReset: true } as const;

export function isPasswordResetState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { passwordReset?: unknown }).passwordReset === true;
}
