import { vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AssistantWithPostDialog } from '@/app/assistant-dialog.tsx';
import { renderInProviders } from './render-providers.tsx';

/** The assistant open as its button opens it (with Post this, in a router), and a user to drive it. */
export function openAssistant() {
  return renderInProviders(
    <MemoryRouter>
      <AssistantWithPostDialog open onOpenChange={vi.fn()} />
    </MemoryRouter>,
  ).user;
}
