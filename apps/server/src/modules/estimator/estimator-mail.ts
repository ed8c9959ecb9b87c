import { resolveLocale } from '@teamcast/domain';
import { linkLifetimes } from '../../identity/link-service';
import { magicLinkUrl } from '../../identity/link-urls';
import { estimatorInvitationMail, loginLinkMail, passwordResetMail } from '../../mail-templates';
import type { Db } from '../../platform/database';
import { deliverMail } from '../mail-delivery';
import type { ModuleDeps } from '../module-deps';
import type { EstimatorRow } from './estimators-repository';

/** Every estimator link opens the estimator area's magic-link page. */
const estimatorArea = 'estimator';

export type EstimatorLinkKind = 'login' | 'reset' | 'invitation';

/**
 * Stores an estimator's link in the caller's transaction and returns the sending of its mail, to run
 * after the commit. An invitation is a sign-in link that lives longer and greets a new estimator.
 */
export async function prepareEstimatorLinkMail(
  deps: ModuleDeps,
  tx: Db,
  estimator: Pick<EstimatorRow, 'id' | 'email' | 'ln' | 'fullName'>,
  kind: EstimatorLinkKind,
): Promise<(options: { essential: boolean }) => Promise<void>> {
  const lifetimeMs = linkLifetimes[kind];
  const purpose = kind === 'reset' ? 'reset' : 'login';
  const token = await deps.links.issue(tx, { kind: 'estimator', accountId: estimator.id, purpose, area: estimatorArea, lifetimeMs });
  const url = magicLinkUrl(deps.config.publicUrl, estimatorArea, token);
  const locale = resolveLocale(estimator.ln);
  const mail =
    kind === 'invitation'
      ? estimatorInvitationMail(locale, { url, lifetimeMs, fullName: estimator.fullName })
      : kind === 'reset'
        ? passwordResetMail(locale, { url, lifetimeMs })
        : loginLinkMail(locale, { url, lifetimeMs });
  return (options) => deliverMail(deps, estimator.email, mail, options);
}
