import type { OwnerSelf } from '@teamcast/contract';
import { rules, type Locale } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import { isDisposableEmail } from '../../identity/disposable-email';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import type { Session } from '../../identity/session';
import { isUniqueViolation } from '../../identity/unique-violation';
import type { ModuleDeps } from '../module-deps';
import { prepareOwnerLinkMail } from './owner-mail';
import { emailInUse, ownerNotFound } from './owner-passport-service';
import { accessRulesMessage, toOwnerSelf } from './owner-view';
import { deleteOwner, findOwnerByEmail, findOwnerById, updateOwner, type OwnerChanges, type OwnerRow } from './owners-repository';

/**
 * How long a session opened by a password-reset link may set a new password without the old one:
 * long enough to fill in the form, short enough that a forgotten signed-in tab does not keep the power.
 */
export const resetSessionGraceMs = 30 * 60 * 1000;

export interface OwnerSelfChanges {
  email?: string | undefined;
  password?: string | undefined;
  currentPassword?: string | undefined;
  companyName?: string | undefined;
  ln?: Locale | undefined;
}

/** What the signed-in owner does with their own account. */
export function createOwnerSelfService(deps: ModuleDeps) {
  const { db, clock, rateLimiter, sessions, links } = deps;

  async function load(session: Session<'owner'>): Promise<OwnerRow> {
    const owner = await findOwnerById(db, session.accountId);
    if (!owner) throw ownerNotFound();
    return owner;
  }

  /**
   * A new email or password needs the current password, except right after a reset link: the owner
   * who forgot it is signed in by the link precisely to choose a new one.
   */
  async function confirmCurrentPassword(session: Session<'owner'>, owner: OwnerRow, currentPassword: string | undefined) {
    const openedByReset = session.linkPurpose === 'reset' && clock.now().getTime() - session.createdAt.getTime() < resetSessionGraceMs;
    if (openedByReset) return;
    if (!currentPassword) throw validationError('currentPassword', 'required');
    // Guessing the password through a stolen session counts as failed sign-ins of the account.
    const accountKey = ['loginFailuresPerAccount', `owner:${owner.email}`] as const;
    await rateLimiter.check([accountKey]);
    if (!(await verifyPassword(owner.passwordHash, currentPassword))) {
      await rateLimiter.record([accountKey]);
      throw new AppError(400, 'wrong_password', 'The current password is wrong', { field: 'currentPassword' });
    }
  }

  return {
    async get(session: Session<'owner'>): Promise<OwnerSelf> {
      return toOwnerSelf(await load(session));
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
      if (newEmail !== undefined || newPassword !== undefined) await confirmCurrentPassword(session, owner, input.currentPassword);
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
        await sendVerification?.({ essential: false });
        if (newEmail !== undefined) deps.realtime.publish(row.id, accessRulesMessage(row));
        return toOwnerSelf(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
    },

    /** Deletes the owner and everything of theirs, once they typed the confirmation word of their language. */
    async remove(session: Session<'owner'>, { confirmation, ln }: { confirmation: string; ln: Locale }): Promise<void> {
      const issue = rules.deleteConfirmation(ln)(confirmation);
      if (issue) throw validationError('confirmation', issue.code);
      await db.transaction(async (tx) => {
        await sessions.removeAll(tx, 'owner', session.accountId);
        await links.removeAll(tx, 'owner', session.accountId);
        if (!(await deleteOwner(tx, session.accountId))) throw ownerNotFound();
      });
    },

    logout: (session: Session<'owner'>) => sessions.revoke(db, session.id),
  };
}

export type OwnerSelfService = ReturnType<typeof createOwnerSelfService>;
