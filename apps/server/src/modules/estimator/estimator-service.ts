import type { EstimatorSelf, LinkPurpose } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import { checkPassword } from '../../identity/password-sign-in';
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
    async login(credentials: { username: string; password: string }, ip: string): Promise<string> {
      const estimator = await checkPassword(deps, { kind: 'estimator', ...credentials, ip, find: findEstimatorByEmail });
      return db.transaction(async (tx) => {
        await updateEstimator(tx, estimator.id, { lastVisitAt: clock.now() });
        return sessions.open(tx, 'estimator', estimator.id);
      });
    },

    async magicLogin(token: string): Promise<{ token: string; purpose: LinkPurpose }> {
      return db.transaction(async (tx) => {
        const link = await links.use(tx, token, 'estimator');
        const estimator = await findEstimatorById(tx, link.accountId);
        if (!estimator) throw new AppError(410, 'link_expired', 'The account of this link no longer exists');
        await updateEstimator(tx, estimator.id, { lastVisitAt: clock.now() });
        const purpose = link.purpose as LinkPurpose;
        return { token: await sessions.open(tx, 'estimator', estimator.id, purpose), purpose };
      });
    },

    /** Mails a sign-in or password-reset link when the email has an account; the answer is the same either way. */
    async mailLink({ username, purpose }: { username: string; purpose?: 'login' | 'reset' | undefined }, ip: string): Promise<void> {
      await rateLimiter.consume([
        ['linkMailsPerEmail', username],
        ['linkMailsPerIp', ip],
      ]);
      const estimator = await findEstimatorByEmail(db, username);
      if (!estimator) return;
      const send = await db.transaction((tx) => prepareEstimatorLinkMail(deps, tx, estimator, purpose ?? 'login'));
      await send({ essential: true });
    },

    async get(session: Session<'estimator'>): Promise<EstimatorSelf> {
      return toEstimatorSelf(await load(session));
    },

    /** Sets a new password (no current one needed, as the product asks only for the new one) or the language. */
    async update(session: Session<'estimator'>, input: { password?: string | undefined; ln?: Locale | undefined }): Promise<EstimatorSelf> {
      const estimator = await load(session);
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
      return toEstimatorSelf(row);
    },

    logout: (session: Session<'estimator'>) => sessions.revoke(db, session.id),
  };
}

export type EstimatorService = ReturnType<typeof createEstimatorService>;
