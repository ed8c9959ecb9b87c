// The billing dialogs and the past-due banner: a chunk of their own, fetched when one first opens, so the
// owner's first load carries none of them (nor, through the card entry, anything of Stripe's).
export { SubscriptionDialogBody } from './components/subscription-dialog-body';
export { ComparisonTable } from './components/comparison-table';
export { PaymentCardsBody } from './components/payment-cards-body';
export { InvoicesBody } from './components/invoices-body';
export { PastDueBanner } from './components/past-due-banner';
