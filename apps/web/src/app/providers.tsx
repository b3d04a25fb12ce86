import { useState, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { UpdateBanner } from '@/features/installable-app';
import { LanguageProvider } from '@/i18n';
import { LiveChannel } from './live-channel.tsx';
import { createQueryClient } from './query-client.ts';

/**
 * Everything the screens share: the query cache, the live channel, the screens' language, the
 * toast region and the offer of a new version. A change of language remounts what is below
 * LanguageProvider; the cache and the live channel sit above it, so switching refetches nothing
 * and keeps the socket. The entry passes the cache it has already begun to fill (first-screen.ts).
 */
export function Providers({
  children,
  queryClient: started,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => started ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LiveChannel>
        <LanguageProvider>
          {children}
          <Toaster />
          <UpdateBanner />
        </LanguageProvider>
      </LiveChannel>
    </QueryClientProvider>
  );
}
