export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

function browserEnvironment(): ShareEnvironment {
  const nav = globalThis.navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

/**
 * Hands a link to the phone's own share sheet (the Web Share API) where there is one; elsewhere copies
 * it. `manual` means neither worked and the person copies it from the field shown.
 */
export async function shareLink(data: { url: string; title: string; text?: string }, environment: ShareEnvironment = browserEnvironment()): Promise<ShareOutcome> {
  if (environment.share && (environment.canShare?.(data) ?? true)) {
    try {
      await environment.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a policy): copying still works.
    }
  }
  return copyLink(data.url, environment);
}

export async function copyLink(url: string, environment: ShareEnvironment = browserEnvironment()): Promise<ShareOutcome> {
  if (!environment.writeText) return 'manual';
  try {
    await environment.writeText(url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
