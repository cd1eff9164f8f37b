import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { getToken, subscribeSession } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; network and 5xx errors get two more tries.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

// Cached data belongs to one session: drop it when the session ends or another user logs in.
let lastToken = getToken();
subscribeSession(() => {
  const token = getToken();
  if (token !== lastToken) {
    lastToken = token;
    queryClient.clear();
  }
});
