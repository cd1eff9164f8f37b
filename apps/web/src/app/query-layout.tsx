import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';
import '../app.css';

/**
 * The query cache, for every screen but /login (ADR 025): TanStack Query loads with the first
 * screen that reads the API through it, not with the login form.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
