import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiChatResponse } from '@salahkar/domain/schemas/assistant';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { CATALOG_ROUTES } from '@/test/marketplace-fixtures.ts';
import { openAssistant } from '@/test/render-assistant.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';

const REFUND_ANSWER: AiChatResponse = {
  response: 'You get a full refund before the first reply. See /cancellation-refund for more.',
  source: 'local',
  degraded: false,
  emergency: false,
  citations: [{ path: '/cancellation-refund', title: 'When you get your money back' }],
  draft: null,
};

const DRAFT_ANSWER: AiChatResponse = {
  ...REFUND_ANSWER,
  response: 'This looks like a Legal Expert question: Corporate Law.',
  citations: [],
  draft: {
    category: 'Lawyer',
    subcategory: 'Corporate Law',
    title: 'Cofounder is leaving with his shares',
    description: 'My cofounder is leaving; what happens to his shares and vesting?',
  },
};

async function say(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Your message'), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

resetFakesAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AssistantDialog', { timeout: 20_000 }, () => {
  it('shows the answer as text with links to the product’s pages', async () => {
    const { calls } = fakeFetch({ 'POST /api/ai/chat': { body: REFUND_ANSWER } });
    const user = openAssistant();
    await say(user, 'How do refunds work?');

    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    await within(log).findByText(/full refund before the first reply/);
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getByText('Assistant')).toBeInTheDocument();
    const links = within(log).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cancellation-refund',
      '/cancellation-refund',
    ]);
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      messages: [{ role: 'user', content: 'How do refunds work?' }],
      language: 'en',
    });
  });

  it('keeps the conversation in the tab until New conversation', async () => {
    fakeFetch({ 'POST /api/ai/chat': { body: REFUND_ANSWER } });
    const user = openAssistant();
    await say(user, 'How do refunds work?');
    await screen.findByText(/full refund before the first reply/);
    expect(sessionStorage.getItem('salahkar.assistant.conversation')).toContain('refunds');

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText(/full refund before the first reply/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('salahkar.assistant.conversation')).not.toContain('refunds');
  });

  it('says once per conversation that the AI is unavailable when it degraded', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeFetch({ 'POST /api/ai/chat': { body: { ...REFUND_ANSWER, degraded: true } } });
    const user = openAssistant();
    await say(user, 'How do refunds work?');
    await screen.findAllByText(/full refund before the first reply/);
    await say(user, 'And for UPI?');
    expect(await screen.findAllByText(/full refund before the first reply/)).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('AI Temporarily Unavailable', {
      description: 'API quota exceeded. You can still book consultations with professionals.',
    });
  });

  it('falls back to guidance by field when the assistant cannot be reached', async () => {
    fakeFetch({ 'POST /api/ai/chat': apiError(500, 'INTERNAL', 'x') });
    const user = openAssistant();
    await say(user, 'Hello');
    expect(await screen.findByText(/Use Get Consultation on your dashboard/)).toBeInTheDocument();
    expect(await screen.findByText('AI Temporarily Unavailable')).toBeInTheDocument();
  });

  it('opens the post dialog prefilled from "Post this as a request"', async () => {
    fakeFetch({ ...CATALOG_ROUTES, 'POST /api/ai/chat': { body: DRAFT_ANSWER } });
    const user = openAssistant();
    await say(user, 'My cofounder is leaving; what happens to his shares and vesting?');
    await user.click(await screen.findByRole('button', { name: 'Post this as a request' }));

    const post = await screen.findByRole('dialog', { name: 'Post New Consultation' });
    expect(within(post).getByLabelText('Title')).toHaveValue(
      'Cofounder is leaving with his shares',
    );
    expect(within(post).getByLabelText('Detailed Description')).toHaveValue(
      DRAFT_ANSWER.draft!.description,
    );
    await within(post).findByRole('option', { name: 'Corporate Law' });
    expect(within(post).getByLabelText('Professional Type')).toHaveValue('Lawyer');
    expect(within(post).getByLabelText('Specialization')).toHaveValue('Corporate Law');
  });
});
