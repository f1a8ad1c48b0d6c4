import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shouldRetry } from '../api/api-error';
import { isSignedIn, readAuth, subscribeAuth } from '../auth/auth-storage';
import { Toaster } from '../ui/toaster';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

const signedInUser = () => {
  const auth = readAuth();
  return isSignedIn(auth) ? auth.username.toLowerCase() : null;
};

// Answers read for one person are never shown to the next: when the signed-in user changes (a
// sign-out, a sign-in, another tab's), every kept answer is dropped and the shown ones are read
// again — an administrator's search offered unpublished pages to whoever used the browser next.
let answersFor = signedInUser();
subscribeAuth(() => {
  const now = signedInUser();
  if (now === answersFor) return;
  answersFor = now;
  void queryClient.resetQueries();
});

/** What every screen shares: the query cache and the toasts (placed per direction, 000 §9). No UI library. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
