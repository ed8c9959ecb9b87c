import type { AuthArea } from '../../../shared/auth/auth-area';

/**
 * The token a sign-in answers to make this browser a known device of the account, kept per area next
 * to the area's credentials. It outlives signing out on purpose: it opens nothing by itself, it only
 * tells the server that failed sign-ins from elsewhere must not slow this browser down.
 */
export function deviceTokenStorageKey(area: AuthArea): string {
  return `teamcast.device.${area}`;
}

export interface DeviceTokens {
  get(area: AuthArea): string | undefined;
  set(area: AuthArea, token: string): void;
}

export function createDeviceTokens(storage: Pick<Storage, 'getItem' | 'setItem'>): DeviceTokens {
  return {
    get(area) {
      try {
        return storage.getItem(deviceTokenStorageKey(area)) || undefined;
      } catch {
        // Storage the browser refuses (private modes, quotas) only makes the device unknown.
        return undefined;
      }
    },
    set(area, token) {
      try {
        storage.setItem(deviceTokenStorageKey(area), token);
      } catch {
        // As above: the next sign-in is merely treated as one from a new device.
      }
    },
  };
}

export const deviceTokens = createDeviceTokens(window.localStorage);
