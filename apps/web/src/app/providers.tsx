import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';

/**
 * What every screen shares. The query cache is not here: it comes with the screens that use it
 * (query-layout.tsx, ADR 025), so /login loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
