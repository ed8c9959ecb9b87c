import type { PriceList } from '@teamcast/contract';
import { currencyForLocale, discountPercent, planPrice, resolveLocale, seatOfferOf, soldPlans, type Locale } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { findOwnerById } from '../owner/owners-repository';
import { hadDemo, seatsTaken } from './billing-repository';
import { planDescription, planTitle } from './billing-texts';

/** The plans on sale as the subscription dialog lists them, in the language's currency. */
export function createPriceList(deps: Pick<ModuleDeps, 'db' | 'config' | 'payments'>) {
  const { db, config, payments } = deps;
  return {
    async list(session: Session<'owner'>, ln: Locale | undefined): Promise<PriceList> {
      const owner = await findOwnerById(db, session.accountId);
      if (!owner) throw new AppError(404, 'owner_not_found', 'The owner does not exist');
      const locale = ln ?? resolveLocale(owner.ln);
      const currency = currencyForLocale(locale);
      const taken = await seatsTaken(db);
      const demoHad = await hadDemo(db, owner.id);
      return {
        currency,
        provider: { kind: payments.kind, publishableKey: payments.publishableKey },
        items: soldPlans.map((plan) => {
          const price = planPrice(plan.id, currency);
          const seat = seatOfferOf(plan);
          const seatsLeft = seat ? Math.max(0, config.seats[seat] - (taken[seat] ?? 0)) : null;
          return {
            subscription: plan.id,
            title: planTitle(plan.id, locale),
            description: planDescription(plan.id, locale),
            price: price.price,
            discountedPrice: price.discountedPrice,
            discountPercent: discountPercent(price.price, price.discountedPrice),
            currency,
            tier: plan.tier,
            offer: plan.offer as 'demo' | 'recurring' | 'bonus',
            period: plan.period!,
            teams: plan.teams ?? 0,
            renews: plan.renews,
            seatsLeft,
            available: (plan.offer !== 'demo' || !demoHad) && seatsLeft !== 0,
          };
        }),
      };
    },
  };
}
