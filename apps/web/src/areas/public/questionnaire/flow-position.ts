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
