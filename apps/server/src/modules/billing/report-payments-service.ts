import { randomUUID } from 'node:crypto';
import type { ReportPaymentIntent } from '@teamcast/contract';
import { currencyForLocale, fullReportPrice, resolveLocale, toMinorUnits, type Currency, type Locale, type ReportPaymentStatus } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { reportPurchases } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import { flameReportSubject } from '../flame/flame-keys';
import { findFlameByKey } from '../flame/flame-repository';
import { findVisibleProfile, ownerContext } from '../profiles/profile-access';
import { countPaymentsFor, latestPaymentFor, type ReportPurchaseRow } from './billing-repository';
import { pendingPayment } from './billing-view';
import { askProvider, recordCharge, settlePayment, type BillingDeps } from './payment-settlement';

/** A report is named by an owner's two profiles (in either order) or by a consumer result (see `flameReportSubject`). */
type Subject = { ownerId: string; pairKey: string } | { anonymousKey: string };

const subjectWhere = (subject: Subject) =>
  'anonymousKey' in subject ? eq(reportPurchases.anonymousKey, subject.anonymousKey) : eq(reportPurchases.pairKey, subject.pairKey);

const confirmable = new Set(['requires_payment_method', 'requires_action']);

/**
 * The one-time full report of a pair (spec sections 1 and 9): asked for, paid once, then available for
 * life. INITIAL until a payment is asked for, UNPAID until one succeeds, PAID after.
 */
export function createReportPaymentsService(deps: BillingDeps) {
  const { db, clock, payments } = deps;

  async function find(subject: Subject): Promise<ReportPurchaseRow | undefined> {
    const rows = await db.select().from(reportPurchases).where(subjectWhere(subject));
    return rows.find((row) => !('ownerId' in subject) || row.ownerId === subject.ownerId);
  }

  /** The status, after asking the provider about a payment whose outcome has not reached us (a lost event). */
  async function status(subject: Subject): Promise<ReportPaymentStatus> {
    const row = await find(subject);
    if (!row) return 'INITIAL';
    if (row.status === 'PAID') return 'PAID';
    const latest = await latestPaymentFor(db, { reportId: row.id });
    if (latest?.providerRef && (latest.status === 'processing' || confirmable.has(latest.status))) {
      const result = await payments.retrievePayment(latest.providerRef).catch(() => null);
      if (result && result.status === 'succeeded') {
        await settlePayment(deps, latest.id, result);
        return 'PAID';
      }
    }
    return 'UNPAID';
  }

  // The browser loads the card entry of whichever processor takes the money: Stripe's script, or none.
  const provider: ReportPaymentIntent['provider'] = { kind: payments.kind, publishableKey: payments.publishableKey };

  async function intent(subject: Subject, currency: Currency): Promise<ReportPaymentIntent> {
    const decided = await db.transaction(async (tx) => {
      const now = clock.now();
      await tx
        .insert(reportPurchases)
        .values({
          id: randomUUID(),
          ownerId: 'ownerId' in subject ? subject.ownerId : null,
          pairKey: 'pairKey' in subject ? subject.pairKey : null,
          anonymousKey: 'anonymousKey' in subject ? subject.anonymousKey : null,
          status: 'UNPAID',
          amount: toMinorUnits(fullReportPrice[currency]),
          currency,
          createdAt: now,
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(reportPurchases).where(subjectWhere(subject)).for('update');
      if (!row) throw new AppError(404, 'payment_not_found', 'No such report');
      if (row.status === 'PAID') return { paid: true as const };
      const latest = await latestPaymentFor(tx, { reportId: row.id });
      // Asked again, even after a refused card: the same payment, confirmed with another card, so two tabs
      // can never pay the report twice.
      if (latest && latest.status !== 'canceled') return { reuse: latest };
      const attempt = (await countPaymentsFor(tx, { reportId: row.id })) + 1;
      return {
        record: await recordCharge(tx, { ownerId: row.ownerId, reportId: row.id, amount: row.amount, currency: row.currency as Currency, attempt, paymentMethodId: null }, now),
      };
    });
    if ('paid' in decided) return { status: 'PAID', payment: null, provider };
    const reused = 'reuse' in decided ? decided.reuse : undefined;
    const { payment, result } = reused?.providerRef
      ? { payment: reused, result: await payments.retrievePayment(reused.providerRef) }
      : await askProvider(deps, reused ?? decided.record!, { offSession: false, description: 'Teamcast full compatibility report' });
    if (result.status === 'succeeded') {
      await settlePayment(deps, payment.id, result);
      return { status: 'PAID', payment: null, provider };
    }
    if (!result.clientSecret || !(result.status === 'requires_payment_method' || result.status === 'requires_action')) {
      return { status: 'UNPAID', payment: null, provider };
    }
    return {
      status: 'UNPAID',
      payment: pendingPayment({ paymentId: payment.id, status: result.status, clientSecret: result.clientSecret, amount: payment.amount, currency: payment.currency as Currency }),
      provider,
    };
  }

  async function ownerPair(session: Session<'owner'>, id1: string, id2: string): Promise<{ subject: Subject; currency: Currency }> {
    if (id1 === id2) throw new AppError(400, 'validation', 'A pair is two different profiles', { field: 'id2' });
    const { owner, viewer } = await ownerContext(db, session);
    await findVisibleProfile(db, viewer, id1);
    await findVisibleProfile(db, viewer, id2);
    return { subject: { ownerId: owner.id, pairKey: [id1, id2].sort().join(':') }, currency: currencyForLocale(resolveLocale(owner.ln)) };
  }

  /** The consumer result a key opens, once both have answered: only a finished result has a report to buy. */
  async function flameSubject(key: string): Promise<{ subject: Subject; ln: Locale }> {
    const result = await findFlameByKey(db, key);
    if (!result) throw new AppError(404, 'flame_not_found', 'No result has this key');
    if (!result.secondAnswers) throw new AppError(409, 'flame_not_ready', 'The partner has not answered yet');
    return { subject: { anonymousKey: flameReportSubject(result.id) }, ln: resolveLocale(result.ln) };
  }

  return {
    checkPair: async (session: Session<'owner'>, id1: string, id2: string) => ({ status: await status((await ownerPair(session, id1, id2)).subject) }),
    pairIntent: async (session: Session<'owner'>, id1: string, id2: string) => {
      const { subject, currency } = await ownerPair(session, id1, id2);
      return intent(subject, currency);
    },
    checkAnonymous: async (key: string) => ({ status: await status((await flameSubject(key)).subject) }),
    anonymousIntent: async (key: string, ln: Locale | undefined) => {
      const { subject, ln: started } = await flameSubject(key);
      return intent(subject, currencyForLocale(ln ?? started));
    },
    /** A consumer result's report: INITIAL before any payment is asked for, UNPAID while one is open, PAID for life. */
    flameStatus: (resultId: string) => status({ anonymousKey: flameReportSubject(resultId) }),
  };
}
