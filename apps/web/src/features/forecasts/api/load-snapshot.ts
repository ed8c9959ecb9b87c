import { ApiError, getSceneSnapshotUrl, getSnapshot, type ApiClient, type SnapshotView } from '@teamcast/contract';

/** Which stored forecast to read, and the address the server last gave for it. */
export interface SnapshotTarget {
  ruid: string;
  /** The team, pair, or one of the compared teams the run belongs to. */
  sceneId: string;
  url: string;
}

export interface LoadSnapshotOptions {
  signal?: AbortSignal;
  /** The top-level error display, for failures other than an address that no longer serves. */
  showError?: (error: ApiError) => void;
}

// Addresses stop serving after a while or a number of reads; the owner may always ask for a new one.
const renewable = new Set(['url_expired', 'url_count']);

function keyOf(url: string): string | null {
  try {
    return new URL(url, 'http://teamcast.invalid').searchParams.get('key');
  } catch {
    return null;
  }
}

/**
 * Reads a run's stored forecast at its address, asking for a new address once when the one at hand no
 * longer serves, so an owner who comes back to a result later still sees it.
 */
export async function loadSnapshot(api: ApiClient, target: SnapshotTarget, options: LoadSnapshotOptions = {}): Promise<SnapshotView> {
  const { signal, showError } = options;
  const read = (url: string, report: boolean) =>
    api(getSnapshot, { params: { ruid: target.ruid }, query: { key: keyOf(url) ?? '' } }, { report, ...(signal ? { signal } : {}) });
  const renew = async () => {
    const fresh = await api(getSceneSnapshotUrl, { params: { sceneId: target.sceneId }, query: { ruid: target.ruid } }, signal ? { signal } : {});
    return read(fresh.url, true);
  };
  if (!keyOf(target.url)) return renew();
  try {
    return await read(target.url, false);
  } catch (error) {
    if (error instanceof ApiError && renewable.has(error.code)) return renew();
    // The first read kept its failure to itself in case a new address would do; this one is real.
    if (error instanceof ApiError) showError?.(error);
    throw error;
  }
}
