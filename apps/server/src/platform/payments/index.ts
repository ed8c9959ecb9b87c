import type { Config } from '../../config';
import type { Clock } from '../clock';
import type { Db } from '../database';
import { createCardSimulator, type CardSimulator } from './card-simulator';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

export type { CardSimulator } from './card-simulator';
export type { PaymentProvider } from './payment-provider';

/** Stripe when its keys are set (all three, as the configuration requires), else the built-in card processor. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>, db: Db, clock: Clock): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createCardSimulator(db, clock);
}

/** The built-in card processor, with its test-mode card entry, when it is the provider. */
export function isCardSimulator(provider: PaymentProvider): provider is CardSimulator {
  return provider.kind === 'simulator' && typeof (provider as Partial<CardSimulator>).tokenize === 'function';
}
