/** The result's part of the page, loaded on its own; asked for early once the answers are nearly in. */
export const loadResult = () => import('../result/result-page');

export function preloadResult(): void {
  void loadResult().catch(() => {
    // Loaded again, with its own error display, when the result opens.
  });
}
