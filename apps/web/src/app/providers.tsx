import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { LiveChannel } from './live-channel.tsx';
import { createQueryClient } from './query-client.ts';

/** Everything the screens share: the query cache, the live channel and the toast region. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveChannel>{children}</LiveChannel>
      <Toaster />
    </QueryClientProvider>
  );
}
