import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { LanguageProvider } from '@/i18n';
import { createQueryClient } from './query-client.ts';

/**
 * What the sign-in entry's two screens share with the app's (providers.tsx): the query cache
 * their calls go through, the language and the toasts. Not the live channel (a visitor has no
 * session to listen on) nor the offer of a new version (the page always comes fresh).
 */
export function AuthProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        {children}
        <Toaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
