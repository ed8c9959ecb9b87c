import { createContext, useContext, type ReactNode } from 'react';
import type { Logout } from './logout';

const LogoutContext = createContext<Logout | null>(null);

export function LogoutProvider({ logout, children }: { logout: Logout; children: ReactNode }) {
  return <LogoutContext value={logout}>{children}</LogoutContext>;
}

export function useLogout(): Logout {
  const logout = useContext(LogoutContext);
  if (!logout) throw new Error('useLogout needs a LogoutProvider above it');
  return logout;
}
