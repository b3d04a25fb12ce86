import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildChatCase } from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ChatHost } from './chat-host.tsx';
import { OpenChatButton } from '@/components/chat-launcher/open-chat-button.tsx';

const CASE = buildChatCase({ status: 'assigned' });

/** Pending Chats and Active Chats: the first message moves a case from one list to the other. */
function ChatLists() {
  const [started, setStarted] = useState(false);
  const button = (label: string) => (
    <OpenChatButton consultationId={CASE.id} title={CASE.title}>
      {label}
    </OpenChatButton>
  );
  return started ? (
    <section key="active">{button('Continue Chat')}</section>
  ) : (
    <section key="pending">
      {button('Start Chat')}
      <button type="button" onClick={() => setStarted(true)}>
        First message sent
      </button>
    </section>
  );
}

resetFakesAfterEach();

describe('the chat host', { timeout: 20_000 }, () => {
  it('keeps the dialog open when its case moves to another list', async () => {
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`GET /api/consultations/${CASE.id}`]: { body: CASE },
      [`GET /api/consultations/${CASE.id}/messages?limit=50`]: {
        body: { items: [], hasMore: false },
      },
    });
    renderSignedIn(
      <ChatHost>
        <ChatLists />
      </ChatHost>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Start Chat' }));
    const dialog = await screen.findByRole('dialog', { name: CASE.title });
    // The dialog is modal, so the list behind it is changed as a push would, not clicked.
    act(() => screen.getByRole('button', { name: 'First message sent', hidden: true }).click());

    expect(await screen.findByRole('button', { name: 'Continue Chat', hidden: true })).toBeTruthy();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: CASE.title })).toBe(dialog);
  });
});
