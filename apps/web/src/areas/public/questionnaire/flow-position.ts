/** Where a person is in a questionnaire: personal details, one of its steps, or the final preview. */
export type FlowPosition = { readonly screen: 'details' } | { readonly screen: 'step'; readonly index: number } | { readonly screen: 'preview' };

export const DETAILS: FlowPosition = { screen: 'details' };
export const PREVIEW: FlowPosition = { screen: 'preview' };
export const stepAt = (index: number): FlowPosition => ({ screen: 'step', index });

/** The position named by the `step` query value; steps count from 1 there. Null for anything else. */
export function parsePosition(value: string | null, stepCount: number): FlowPosition | null {
  if (value === 'details') return DETAILS;
  if (value === 'preview') return PREVIEW;
  if (value !== null && /^\d+$/.test(value)) {
    const n = Number(value);
    if (n >= 1 && n <= stepCount) return stepAt(n - 1);
  }
  return null;
}

export function positionParam(position: FlowPosition): string {
  return position.screen === 'step' ? String(position.index + 1) : position.screen;
}

/** The position's place in the flow: details 0, the steps 1..n, preview n + 1. */
export function ordinal(position: FlowPosition, stepCount: number): number {
  if (position.screen === 'details') return 0;
  if (position.screen === 'step') return position.index + 1;
  return stepCount + 1;
}

export function fromOrdinal(value: number, stepCount: number): FlowPosition {
  if (value <= 0) return DETAILS;
  if (value > stepCount) return PREVIEW;
  return stepAt(value - 1);
}

/**
 * The furthest a person may go: the details until they pass, then the first step not complete, then
 * the preview. Later places cannot be opened by editing the address.
 */
export function furthestPosition(detailsValid: boolean, stepsComplete: readonly boolean[]): FlowPosition {
  if (!detailsValid) return DETAILS;
  const open = stepsComplete.indexOf(false);
  return open === -1 ? PREVIEW : stepAt(open);
}
