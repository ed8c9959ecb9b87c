import type { EstimatorSelf, LinkPurpose, PasswordSignIn, SignedIn } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import { refuseCommonPassword } from '../../identity/common-passwords';
import { rememberDevice } from '../../identity/known-devices';
import { checkPassword } from '../../identity/password-sign-in';
import { confirmCurrentPassword, mayOmitCurrentPassword } from '../../identity/current-password';
import { hashPassword } from '../../identity/passwords';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { prepareEstimatorLinkMail } from './estimator-mail';
import { toEstimatorSelf } from './estimator-view';
import { findEstimatorByEmail, findEstimatorById, updateEstimator, type EstimatorChanges, type EstimatorRow } from './estimators-repository';

export function estimatorNotFound(): AppError {
  return new AppError(404, 'user_not_found', 'The estimator was deleted or does not exist');
}

/** Estimators signing in by password or by mailed link, and managing their own account. */
export function createEstimatorService(deps: ModuleDeps) {
  const { db, clock, rateLimiter, sessions, links } = deps;

  async function load(session: Session<'estimator'>): Promise<EstimatorRow> {
    const estimator = await findEstimatorById(db, session.accountId);
    if (!estimator) throw estimatorNotFound();
    return estimator;
  }

  return {
    async login(credentials: PasswordSignIn, ip: string): Promise<SignedIn> {
      const { account: estimator, deviceToken } = await checkPassword(deps, { kind: 'estimator', ...credentials, ip, find: findEstimatorByEmail });
      const token = await db.transaction(async (tx) => {
        await updateEstimator(tx, estimator.id, { lastVisitAt: clock.now() });
        return sessions.open(tx, 'estimator', estimator.id);
      });
      return { token, deviceToken };
    },

    async magicLogin(token: string): Promise<SignedIn & { purpose: LinkPurpose }> {
      return db.transaction(async (tx) => {
        const link = await links.use(tx, token, 'estimator');
        const estimator = await findEstimatorById(tx, link.accountId);
        if (!estimator) throw new AppError(410, 'link_expired', 'The account of this link no longer exists');
        await updateEstimator(tx, estimator.id, { lastVisitAt: clock.now() });
        const purpose = link.purpose as LinkPurpose;
        // The link proves the mailbox: this device is known from now on.
        const deviceToken = await rememberDevice(tx, { kind: 'estimator', accountId: estimator.id, token: undefined }, clock.now());
        return { token: await sessions.open(tx, 'estimator', estimator.id, purpose), deviceToken, purpose };
      });
    },

    /**
     * Mails a sign-in or password-reset link when the email has an account. A sign-in link answers the
     * same either way; a reset for an unknown email is reported, as the owner's reset is and as the
     * product's message requires.
     */
    async mailLink({ username, purpose }: { username: string; purpose?: 'login' | 'reset' | undefined }, ip: string): Promise<void> {
      await rateLimiter.consume([
        ['linkMailsPerEmail', username],
        ['linkMailsPerIp', ip],
      ]);
      const estimator = await findEstimatorByEmail(db, username);
      if (!estimator && purpose === 'reset') throw new AppError(404, 'user_not_found', 'No estimator has this email', { field: 'username' });
      if (!estimator) return;
      const send = await db.transaction((tx) => prepareEstimatorLinkMail(deps, tx, estimator, purpose ?? 'login'));
      await send({ essential: true });
    },

    async get(session: Session<'estimator'>): Promise<EstimatorSelf> {
      return toEstimatorSelf(await load(session));
    },

    /**
     * Sets a new password or the language. A new password needs the current one, as the owner's does, so
     * that a session left open or stolen cannot take the account; only a session opened by a reset link a
     * moment ago, or an estimator who never had a password (invited by link), sets one without it.
     */
    async update(
      session: Session<'estimator'>,
      input: { password?: string | undefined; currentPassword?: string | undefined; ln?: Locale | undefined },
    ): Promise<EstimatorSelf> {
      if (input.password !== undefined) refuseCommonPassword(input.password);
      const estimator = await load(session);
      if (input.password !== undefined && !mayOmitCurrentPassword(session, estimator.passwordHash, clock.now())) {
        await confirmCurrentPassword(deps, { session, email: estimator.email, passwordHash: estimator.passwordHash, currentPassword: input.currentPassword });
      }
      const changes: EstimatorChanges = {
        ...(input.ln === undefined ? {} : { ln: input.ln }),
        ...(input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) }),
      };
      if (Object.keys(changes).length === 0) return toEstimatorSelf(estimator);
      const row = await db.transaction(async (tx) => {
        const row = await updateEstimator(tx, estimator.id, changes);
        if (input.password !== undefined) await sessions.revokeOthers(tx, session);
        return row;
      });
      if (!row) throw estimatorNotFound();
      if (input.password !== undefined) sessions.announceEnded({ accountKind: 'estimator', accountId: estimator.id, exceptSessionId: session.id });
      return toEstimatorSelf(row);
    },

    logout: (session: Session<'estimator'>) => sessions.signOut(session),
  };
}

export type EstimatorService = ReturnType<typeof createEstimatorService>;
