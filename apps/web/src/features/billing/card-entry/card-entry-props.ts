/** What a card entry hands back: a way to turn the card entered into a payment method id to attach. */
export type MakePaymentMethod = () => Promise<string>;

export interface CardEntryProps {
  submitLabel: string;
  /** A request runs: the button shows it and takes no second click. */
  busy: boolean;
  onCard: (make: MakePaymentMethod) => void;
}
