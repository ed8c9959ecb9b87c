import { randomUUID } from 'node:crypto';
import type { AdministratorSelf, EstimatorListItem, PasswordSignIn, SignedIn } from '@teamcast/contract';
import { resolveLocale, type Locale } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import { refuseCommonPassword } from '../../identity/common-passwords';
import { checkPassword } from '../../identity/password-sign-in';
import { hashPassword } from '../../identity/passwords';
import type { Session } from '../../identity/session';
import { isUniqueViolation } from '../../identity/unique-violation';
import { forgetAccountTraces } from '../accounts/account-traces';
import { prepareEstimatorLinkMail } from '../estimator/estimator-mail';
import { estimatorNotFound } from '../estimator/estimator-service';
import { toEstimatorListItem } from '../estimator/estimator-view';
import { deleteEstimator, findEstimatorByEmail, findEstimatorById, insertEstimator } from '../estimator/estimators-repository';
import { appendAudit } from '../administration/audit-log';
import { estimatorItems } from '../administration/estimator-items';
import type { ModuleDeps } from '../module-deps';
import { createOwnerPassportService } from '../owner/owner-passport-service';
import { findAdministratorByEmail, findAdministratorById, touchAdministrator } from './administrators-repository';

/** Estimators speak Russian unless the administrator says otherwise. */
const estimatorDefaultLocale: Locale = 'ru';

export interface NewEstimator {
  email: string;
  fullName: string;
  password?: string | undefined;
  information?: string | undefined;
  ln?: Locale | undefined;
}

function estimatorEmailInUse(): AppError {
  return new AppError(409, 'email_in_use', 'An estimator with this email already exists', { field: 'email' });
}

/** Administrators signing in, and managing estimators and sign-in links. */
export function createAdministratorService(deps: ModuleDeps) {
  const { db, clock, sessions } = deps;
  const ownerPassport = createOwnerPassportService(deps);

  return {
    async login(credentials: PasswordSignIn, ip: string): Promise<SignedIn> {
      const { account: administrator, deviceToken } = await checkPassword(deps, { kind: 'administrator', ...credentials, ip, find: findAdministratorByEmail });
      const token = await db.transaction(async (tx) => {
        await touchAdministrator(tx, administrator.id, clock.now());
        return sessions.open(tx, 'administrator', administrator.id);
      });
      return { token, deviceToken };
    },

    logout: (session: Session<'administrator'>) => sessions.signOut(session),

    async get(session: Session<'administrator'>): Promise<AdministratorSelf> {
      const administrator = await findAdministratorById(db, session.accountId);
      if (!administrator) throw new AppError(404, 'user_not_found', 'The administrator no longer exists');
      return {
        _id: administrator.id,
        email: administrator.email,
        ln: resolveLocale(administrator.ln),
        createdAt: administrator.createdAt.toISOString(),
      };
    },

    listEstimators: (): Promise<EstimatorListItem[]> => estimatorItems(db),

    /** Creates an estimator; one created without a password is mailed an invitation with a sign-in link. */
    async createEstimator(session: Session<'administrator'>, input: NewEstimator): Promise<EstimatorListItem> {
      if (input.password !== undefined) refuseCommonPassword(input.password);
      if (await findEstimatorByEmail(db, input.email)) throw estimatorEmailInUse();
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        const { row, sendInvitation } = await db.transaction(async (tx) => {
          const row = await insertEstimator(tx, {
            id: randomUUID(),
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            information: input.information || null,
            ln: input.ln ?? estimatorDefaultLocale,
            createdAt: clock.now(),
          });
          const sendInvitation = passwordHash === null ? await prepareEstimatorLinkMail(deps, tx, row, 'invitation') : undefined;
          await appendAudit(tx, clock, session, { action: 'estimator.create', targetKind: 'estimator', targetIds: [row.id], details: { email: row.email } });
          return { row, sendInvitation };
        });
        // The estimator exists either way; a lost invitation is replaced by a login link from the list.
        await sendInvitation?.({ essential: false });
        return toEstimatorListItem(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw estimatorEmailInUse();
        throw error;
      }
    },

    /** Deletes an estimator; their sessions and links end with them. */
    async deleteEstimator(session: Session<'administrator'>, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const estimator = await findEstimatorById(tx, id);
        if (!estimator) throw estimatorNotFound();
        await forgetAccountTraces(tx, deps, { kind: 'estimator', accountId: id, email: estimator.email });
        await deleteEstimator(tx, id);
        await appendAudit(tx, clock, session, { action: 'estimator.delete', targetKind: 'estimator', targetIds: [id], details: { email: estimator.email } });
      });
      sessions.announceEnded({ accountKind: 'estimator', accountId: id });
    },

    /** Mails the link, then logs the send: a link that could not be mailed is not an action taken. */
    async mailLoginLink(session: Session<'administrator'>, target: 'owners' | 'estimators', id: string): Promise<void> {
      if (target === 'owners') {
        await ownerPassport.mailLoginLinkFromAdministrator(id);
      } else {
        const estimator = await findEstimatorById(db, id);
        if (!estimator) throw estimatorNotFound();
        const send = await db.transaction((tx) => prepareEstimatorLinkMail(deps, tx, estimator, 'login'));
        await send({ essential: true });
      }
      await db.transaction((tx) =>
        appendAudit(tx, clock, session, { action: 'loginLink.send', targetKind: target === 'owners' ? 'owner' : 'estimator', targetIds: [id] }),
      );
    },
  };
}

export type AdministratorService = ReturnType<typeof createAdministratorService>;
