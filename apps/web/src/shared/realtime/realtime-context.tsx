import { createContext, useContext, type ReactNode } from 'react';
import type { RealtimeConnection } from './realtime-connection';

/** Opens a realtime connection that signs in with whatever token `getToken` gives at each attempt. */
export type OpenRealtime = (getToken: () => string | null | undefined) => RealtimeConnection;

const RealtimeContext = createContext<OpenRealtime | null>(null);

export function RealtimeProvider({ open, children }: { open: OpenRealtime; children: ReactNode }) {
  return <RealtimeContext value={open}>{children}</RealtimeContext>;
}

export function useOpenRealtime(): OpenRealtime {
  const open = useContext(RealtimeContext);
  if (!open) throw new Error('useOpenRealtime needs a RealtimeProvider above it');
  return open;
}
