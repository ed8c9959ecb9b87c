// What the owner's area uses of billing. Only the small parts below load with the area; the dialogs and
// the banner are a chunk of their own (lazy-dialogs).
export { BillingHostProvider, type BillingHost } from './billing-host';
export { SubscriptionSummary, isPastDue } from './components/subscription-summary';
export { ComparisonTable, InvoicesBody, PastDueBanner, PaymentCardsBody, SubscriptionDialogBody } from './lazy-dialogs';
export { planName, tierNames, tierOpens } from './plan-names';
export { comparisonTiers } from './comparison';
