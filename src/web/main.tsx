import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionSync } from './components/session-sync';
import { Toaster } from './components/ui/toaster';
import { initialLocale, startI18n } from './lib/i18n';
import { LocaleSync } from './lib/locale-choice';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes/app-routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first render waits for the language's messages (their own chunk), so no English flashes by.
void startI18n(initialLocale()).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <LocaleSync />
        {/* Before the routes: toasts are a strip in the page flow above the header, never over it. */}
        <Toaster />
        <AppRoutes />
      </QueryClientProvider>
    </StrictMode>,
  );
});
