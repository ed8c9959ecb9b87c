import { Alert } from '@mantine/core';
import { createContext, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeConnection } from '../../../shared/realtime/realtime-connection';
import { RealtimeProvider, useOpenRealtime, type OpenRealtime } from '../../../shared/realtime/realtime-context';
import { icon } from '../../../shared/ui/icons';
import classes from './connection-status.module.css';

const IconOffline = icon(['M2 8.5a15 15 0 0 1 20 0', 'M5.5 12a10 10 0 0 1 13 0', 'M9 15.5a5 5 0 0 1 6 0', 'M12 19h.01', 'M3 3l18 18']);

/** Whether the area's realtime connection dropped and has not come back yet. */
const DroppedContext = createContext(false);

/**
 * Watches the realtime connections opened below it (the owner session's one) without changing how
 * they are opened: a drop is when a connection that was wanted closed and is retrying, and it ends
 * when that connection is open again or stopped on purpose. Only the newest connection counts, so a
 * connection replaced after a new sign-in cannot report an old drop.
 */
export function WatchRealtime({ children }: { children: ReactNode }) {
  const open = useOpenRealtime();
  const [dropped, setDropped] = useState(false);
  const newest = useRef<RealtimeConnection | null>(null);
  const watched = useMemo<OpenRealtime>(
    () => (getToken) => {
      const connection = open(getToken);
      newest.current = connection;
      setDropped(false);
      connection.onState((state) => {
        if (newest.current !== connection) return;
        // 'connecting' keeps what was: a first connection is no drop, a retry after one still is.
        if (state === 'reconnecting') setDropped(true);
        else if (state !== 'connecting') setDropped(false);
      });
      return connection;
    },
    [open],
  );
  return (
    <RealtimeProvider open={watched}>
      <DroppedContext value={dropped}>{children}</DroppedContext>
    </RealtimeProvider>
  );
}

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own word on the network: false when it knows it is offline. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);
}

/**
 * The no-internet and bad-connection messages (spec section 8): shown while the browser is offline or
 * the realtime connection is down, gone as soon as it is back. The live region stays in the page so
 * that screen readers hear both the message and its end.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const dropped = useContext(DroppedContext);
  const problem = !online ? 'offline' : dropped ? 'unstable' : null;
  return (
    <div role="status" className={classes.status} data-testid="connection-status">
      {problem === 'offline' ? (
        <Alert color="red" variant="filled" radius="md" icon={<IconOffline />} title={t('ownerHelp.connection.offline')} data-testid="connection-offline">
          {t('ownerHelp.connection.offlineText')}
        </Alert>
      ) : problem === 'unstable' ? (
        <Alert color="orange" variant="light" radius="md" icon={<IconOffline />} title={t('ownerHelp.connection.unstable')} data-testid="connection-unstable">
          {t('ownerHelp.connection.unstableText')}
        </Alert>
      ) : null}
    </div>
  );
}
