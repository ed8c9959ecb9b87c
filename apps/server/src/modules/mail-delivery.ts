import { AppError } from '../http/app-error';
import type { RenderedMail } from '../mail-templates';
import type { ModuleDeps } from './module-deps';

/**
 * Sends a rendered mail. When the mail is what the request asked for (a sign-in link), a failure
 * answers 503 so the user knows to try again; when it only accompanies something that succeeded (the
 * verification mail of a sign-up), the failure is logged and the request still succeeds, since the
 * mail can be asked for again.
 */
export async function deliverMail(
  deps: Pick<ModuleDeps, 'mailer' | 'log'>,
  to: string,
  mail: RenderedMail,
  { essential, replyTo }: { essential: boolean; replyTo?: string },
): Promise<void> {
  try {
    await deps.mailer.send({ to, ...mail, ...(replyTo ? { replyTo } : {}) });
  } catch (error) {
    deps.log.error({ err: error, to, subject: mail.subject }, 'a mail could not be sent');
    if (essential) throw new AppError(503, 'service_unavailable', 'The mail could not be sent; try again later', { cause: error });
  }
}
