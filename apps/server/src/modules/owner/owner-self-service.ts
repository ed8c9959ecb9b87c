import type { OwnerSelf } from '@teamcast/contract';
import { rules, type Locale } from '@teamcast/domain';
import { validationError } from '../../http/app-error';
import { refuseCommonPassword } from '../../identity/common-passwords';
import { isDisposableEmail } from '../../identity/disposable-email';
import { confirmCurrentPassword, mayOmitCurrentPassword } from '../../identity/current-password';
import { hashPassword } from '../../identity/passwords';
import type { Session } from '../../identity/session';
import { isUniqueViolation } from '../../identity/unique-violation';
import type { ModuleDeps } from '../module-deps';
import { deleteOwnerAccount } from './owner-deletion';
import { prepareOwnerLinkMail } from './owner-mail';
import { emailInUse, ownerNotFound } from './owner-passport-service';
import { subscriptionView } from '../billing/billing-view';
import { accessRulesMessage, toOwnerSelf } from './owner-view';
import { findOwnerByEmail, findOwnerById, updateOwner, type OwnerChanges, type OwnerRow } from './owners-repository';

export interface OwnerSelfChanges {
  email?: string | undefined;
  password?: string | undefined;
  currentPassword?: string | undefined;
  companyName?: string | undefined;
  ln?: Locale | undefined;
}

/** What the signed-in owner does with their own account. */
export function createOwnerSelfService(deps: ModuleDeps) {
  const { db, clock, sessions } = deps;

  async function load(session: Session<'owner'>): Promise<OwnerRow> {
    const owner = await findOwnerById(db, session.accountId);
    if (!owner) throw ownerNotFound();
    return owner;
  }

  /**
   * A new email or password needs the current password, except right after a reset link: the owner
   * who forgot it is signed in by the link precisely to choose a new one.
   */
  async function confirmPassword(session: Session<'owner'>, owner: OwnerRow, currentPassword: string | undefined) {
    if (mayOmitCurrentPassword(session, owner.passwordHash, clock.now())) return;
    await confirmCurrentPassword(deps, { session, email: owner.email, passwordHash: owner.passwordHash, currentPassword });
  }

  return {
    async get(session: Session<'owner'>): Promise<OwnerSelf> {
      const row = await load(session);
      return toOwnerSelf(row, await subscriptionView(db, row.id));
    },

    /**
     * Changes what the owner asked to change. A new email must be verified again: the owner is
     * unverified until they follow the link mailed to the new address. A new password ends the
     * owner's other sessions.
     */
    async update(session: Session<'owner'>, input: OwnerSelfChanges): Promise<OwnerSelf> {
      const owner = await load(session);
      const newEmail = input.email !== undefined && input.email !== owner.email ? input.email : undefined;
      const newPassword = input.password;
      if (newPassword !== undefined) refuseCommonPassword(newPassword);
      if (newEmail !== undefined || newPassword !== undefined) await confirmPassword(session, owner, input.currentPassword);
      if (newEmail !== undefined && (await findOwnerByEmail(db, newEmail))) throw emailInUse();

      const changes: OwnerChanges = {
        ...(input.companyName === undefined ? {} : { companyName: input.companyName || null }),
        ...(input.ln === undefined ? {} : { ln: input.ln }),
        ...(newPassword === undefined ? {} : { passwordHash: await hashPassword(newPassword) }),
        ...(newEmail === undefined
          ? {}
          : { email: newEmail, status: 'unverified', verifiedAt: null, needVerify: true, isTmpOwner: isDisposableEmail(newEmail) }),
      };
      try {
        const { row, sendVerification } = await db.transaction(async (tx) => {
          const row = Object.keys(changes).length > 0 ? await updateOwner(tx, owner.id, changes) : owner;
          if (!row) throw ownerNotFound();
          if (newPassword !== undefined) await sessions.revokeOthers(tx, session);
          const sendVerification =
            newEmail === undefined ? undefined : await prepareOwnerLinkMail(deps, tx, { owner: row, purpose: 'verify' });
          return { row, sendVerification };
        });
        if (newPassword !== undefined) sessions.announceEnded({ accountKind: 'owner', accountId: owner.id, exceptSessionId: session.id });
        await sendVerification?.({ essential: false });
        if (newEmail !== undefined) deps.realtime.publish(row.id, accessRulesMessage(row));
        return toOwnerSelf(row, await subscriptionView(db, row.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
    },

    /** Deletes the owner and the people of their profiles everywhere, once they typed the confirmation word of their language. */
    async remove(session: Session<'owner'>, { confirmation, ln }: { confirmation: string; ln: Locale }): Promise<void> {
      const issue = rules.deleteConfirmation(ln)(confirmation);
      if (issue) throw validationError('confirmation', issue.code);
      if (!(await deleteOwnerAccount(deps, session.accountId))) throw ownerNotFound();
    },

    logout: (session: Session<'owner'>) => sessions.signOut(session),
  };
}

export type OwnerSelfService = ReturnType<typeof createOwnerSelfService>;
