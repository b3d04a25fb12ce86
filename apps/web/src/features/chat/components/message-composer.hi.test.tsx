import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import { buildChatCase, buildMessage } from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ChatDialog } from './chat-dialog.tsx';
import { MessageComposer } from './message-composer.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const CONSULTATION_ID = '00000000-0000-4000-8000-000000000700';
const MESSAGES_URL = `/api/consultations/${CONSULTATION_ID}/messages`;

function renderComposer(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER }, ...routes });
  renderSignedIn(<MessageComposer consultationId={CONSULTATION_ID} />);
  return { ...fetch, user: userEvent.setup() };
}

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  showInEnglish();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the chat composer in Hindi', { timeout: 20_000 }, () => {
  it('names the text box, Attach and Send in Hindi', async () => {
    renderComposer();

    const form = await screen.findByRole('form', { name: 'संदेश भेजें' });
    const box = within(form).getByRole('textbox', { name: 'संदेश' });
    expect(box).toHaveAttribute('placeholder', 'अपना संदेश लिखें…');
    expect(within(form).getByRole('button', { name: 'फ़ाइल जोड़ें' })).toHaveAttribute(
      'title',
      expect.stringMatching(/^फ़ाइल जोड़ें: PDF, DOC, DOCX, JPG या PNG, 10 .+ तक$/),
    );
    expect(within(form).getByRole('button', { name: 'संदेश भेजें' })).toBeDisabled();
    expect(
      within(form).getByText(/^भेजने के लिए Enter · नई लाइन के लिए Shift\+Enter/),
    ).toBeInTheDocument();
  });

  it('refuses a file in Hindi and sends an allowed one with its note', async () => {
    const { calls, user } = renderComposer({
      [`POST ${MESSAGES_URL}/upload`]: {
        status: 201,
        body: buildMessage({ fileName: 'notice.pdf', fileUrl: '/api/uploads/n.pdf' }),
      },
    });
    const input = await screen.findByTestId('chat-file-input');

    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('फ़ाइल बहुत बड़ी है')).toBeInTheDocument();
    expect(screen.getByText('कृपया 10MB से छोटी फ़ाइल चुनें')).toBeInTheDocument();

    await user.upload(input, new File([''], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('खाली फ़ाइल')).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'notice.pdf हटाएँ' })).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: 'संदेश' });
    expect(note).toHaveAttribute('placeholder', 'कोई नोट जोड़ें (वैकल्पिक)');
    await user.type(note, 'नोटिस देखें{Enter}');

    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/upload'))).toBe(true));
    const form = calls.find((call) => call.url.endsWith('/upload'))?.init?.body as FormData;
    expect(form.get('message')).toBe('नोटिस देखें');
  });

  it('keeps the file types of the domain in the English texts the Hindi ones translate', async () => {
    showInEnglish();
    renderComposer();
    // A file the picker would not offer, as a drop or another browser may still bring it.
    const user = userEvent.setup({ applyAccept: false });
    const { typesInWords } = UPLOAD_RULES.chatAttachment;

    const attach = await screen.findByRole('button', { name: 'Attach a file' });
    expect(attach.getAttribute('title')).toContain(typesInWords);
    expect(screen.getByText(new RegExp(`${typesInWords} up to`))).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('chat-file-input'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText(`File type must be ${typesInWords}`)).toBeInTheDocument();
  });

  it('says in Hindi why a finished chat has no text box', async () => {
    const consultation = buildChatCase({
      status: 'completed',
      completedAt: '2026-05-02T10:00:00Z',
    });
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`GET /api/consultations/${consultation.id}`]: { body: consultation },
      [`GET /api/consultations/${consultation.id}/messages?limit=50`]: {
        body: { items: [], hasMore: false },
      },
      'POST /api/notifications/read-messages': { body: { unreadCount: 0 } },
    });
    renderSignedIn(<ChatDialog consultationId={consultation.id} open onOpenChange={() => {}} />);

    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('यह परामर्श पूरा हो चुका है। आपके रिकॉर्ड के लिए बातचीत यहाँ रहेगी।'),
    ).toBeInTheDocument();
    expect(dialog.getByText('अभी तक कोई संदेश नहीं।')).toBeInTheDocument();
    expect(dialog.getByText('पूरा हुआ')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
