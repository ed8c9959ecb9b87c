import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { loadChunk } from '../../shared/loading/load-chunk';
import { BillingLoader } from './components/billing-loader';

const load = () => loadChunk(() => import('./billing-dialogs'));

function lazyPart<P extends object>(pick: (module: Awaited<ReturnType<typeof load>>) => ComponentType<P>, fallback = true) {
  const Part = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback ? <BillingLoader /> : null}>
        <Part {...(props as ComponentProps<typeof Part>)} />
      </Suspense>
    );
  };
}

export const SubscriptionDialogBody = lazyPart((module) => module.SubscriptionDialogBody);
export const ComparisonTable = lazyPart((module) => module.ComparisonTable);
export const PaymentCardsBody = lazyPart((module) => module.PaymentCardsBody);
export const InvoicesBody = lazyPart((module) => module.InvoicesBody);
// The banner arrives with the page; a loader in its place would only flicker.
export const PastDueBanner = lazyPart((module) => module.PastDueBanner, false);
