import type { BillingState } from '@teamcast/contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What billing needs from the area that shows it: a way to pass a new billing state on to the account on
 * screen, so that locks open or close at once without billing knowing where the account is kept.
 */
export interface BillingHost {
  reflect: (state: BillingState) => void;
}

const BillingHostContext = createContext<BillingHost>({ reflect: () => undefined });

export function BillingHostProvider({ host, children }: { host: BillingHost; children: ReactNode }) {
  return <BillingHostContext value={host}>{children}</BillingHostContext>;
}

export const useBillingHost = (): BillingHost => useContext(BillingHostContext);
