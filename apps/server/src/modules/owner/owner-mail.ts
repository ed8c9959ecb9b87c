import type { LinkPurpose, OwnerArea } from '@teamcast/contract';
import { resolveLocale } from '@teamcast/domain';
import { linkLifetimes } from '../../identity/link-service';
import { magicLinkUrl } from '../../identity/link-urls';
import { loginLinkMail, passwordResetMail, verificationMail } from '../../mail-templates';
import type { Db } from '../../platform/database';
import { deliverMail } from '../mail-delivery';
import type { ModuleDeps } from '../module-deps';
import type { OwnerRow } from './owners-repository';

const templates = { login: loginLinkMail, verify: verificationMail, reset: passwordResetMail } as const;

export interface OwnerLinkMail {
  owner: Pick<OwnerRow, 'id' | 'email' | 'ln' | 'area'>;
  purpose: LinkPurpose;
  /** The area whose page the link opens; the owner's own area when not given. */
  area?: OwnerArea | undefined;
}

/**
 * Stores a link in the caller's transaction and returns the sending of its mail, to run once the
 * transaction has committed: a mail must never carry a link that a rollback erased.
 */
export async function prepareOwnerLinkMail(
  deps: ModuleDeps,
  tx: Db,
  { owner, purpose, area }: OwnerLinkMail,
): Promise<(options: { essential: boolean }) => Promise<void>> {
  const lifetimeMs = linkLifetimes[purpose];
  const linkArea = area ?? owner.area;
  const token = await deps.links.issue(tx, { kind: 'owner', accountId: owner.id, purpose, area: linkArea, lifetimeMs });
  const mail = templates[purpose](resolveLocale(owner.ln), { url: magicLinkUrl(deps.config.publicUrl, linkArea, token), lifetimeMs });
  return (options) => deliverMail(deps, owner.email, mail, options);
}
