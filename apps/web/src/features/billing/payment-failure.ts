import { ApiError } from '@teamcast/contract';
import { paymentFailureCodes, type PaymentFailureCode } from '@teamcast/domain';

const failures = new Set<string>(paymentFailureCodes);

export const isPaymentFailure = (code: string): code is PaymentFailureCode => failures.has(code);

/**
 * What a failed billing call tells the owner (spec section 8): a refused payment by its reason, with any
 * refusal we have no word for read as a declined card; any other failure by its own code.
 */
export function billingFailureCode(error: unknown): string {
  if (error instanceof CardFailure) return error.code;
  if (!(error instanceof ApiError)) return 'unknown';
  if (isPaymentFailure(error.code)) return error.code;
  if (error.statusCode === 402) return 'card_declined';
  return error.code;
}

/** A card refused or rejected by the card processor in the browser, before our server is asked. */
export class CardFailure extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'CardFailure';
  }
}
