// The case chat as the signed-in app composes it, beside the notification bell and inside the
// call host: a test of app/, since no feature imports another (tests included).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import type { CurrentUser } from '@/lib/current-user.ts';
import { NotificationBell } from '@/features/notifications';
import { caseCallActions } from '@/app/case-call-actions.tsx';
import { VideoCallHost } from '@/features/video';
import {
  buildChatCase,
  buildMessage,
  buildNotification,
  PROFESSIONAL_ID,
} from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInEnglish, showInHindi } from '@/test/languages.ts';
import { NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { buildVideoCall } from '@/test/video-call-fixtures.ts';
import { openLiveChannel, renderSignedIn } from '@/test/render-signed-in.tsx';
import { ChatDialog } from '@/features/chat/components/chat-dialog.tsx';

const CASE_URL = '/api/consultations/00000000-0000-4000-8000-000000000700';
const MESSAGES_URL = `${CASE_URL}/messages`;
const FIRST_PAGE = `GET ${MESSAGES_URL}?limit=50`;
const READ_MESSAGES = 'POST /api/notifications/read-messages';
const PROFESSIONAL = {
  ...SIGNED_IN_USER,
  id: PROFESSIONAL_ID,
  firstName: 'Vikram',
  lastName: 'Rathore',
  role: 'professional' as const,
  isApproved: true,
  specialization: 'Lawyer' as const,
};

type Routes = Parameters<typeof fakeFetch>[0];

/** The server of a case's chat: who is signed in, the case, an empty first page, and `routes`. */
function fakeChatServer(consultation: Consultation, routes: Routes, user: CurrentUser) {
  return fakeFetch({
    'GET /api/auth/user': { body: user },
    [`GET ${CASE_URL}`]: { body: consultation },
    [FIRST_PAGE]: { body: { items: [], hasMore: false } },
    [READ_MESSAGES]: { body: { unreadCount: 0 } },
    ...routes,
  });
}

function renderChat(consultation: Consultation, routes: Routes = {}, user = SIGNED_IN_USER) {
  const fetch = fakeChatServer(consultation, routes, user);
  renderSignedIn(<ChatDialog consultationId={consultation.id} open onOpenChange={() => {}} />);
  return { ...fetch, user: userEvent.setup() };
}

/** The Chat dialog as the case page opens it: in the call host, with the case's call actions. */
function renderChatWithCalls(
  consultation: Consultation,
  videoCall: ReturnType<typeof buildVideoCall> | null,
  user = SIGNED_IN_USER,
) {
  fakeChatServer(
    consultation,
    { [`GET /api/video-calls/consultation/${consultation.id}`]: { body: { videoCall } } },
    user,
  );
  renderSignedIn(
    <VideoCallHost>
      <ChatDialog
        consultationId={consultation.id}
        open
        onOpenChange={() => {}}
        callActions={caseCallActions}
      />
    </VideoCallHost>,
  );
}

async function findDialog() {
  return within(await screen.findByRole('dialog', { name: 'Lock-in clause in my rent agreement' }));
}

/** A message's sender when the signed-in user wrote it. */
const FROM_ASHA = {
  senderId: SIGNED_IN_USER.id,
  senderName: 'Asha Rao',
  senderRole: 'user' as const,
};

/** The case's upload answering with the file message it made. */
const UPLOAD: Routes = {
  [`POST ${MESSAGES_URL}/upload`]: {
    status: 201,
    body: buildMessage({ fileName: 'notice.pdf', fileUrl: '/api/uploads/n.pdf' }),
  },
};

/** A PDF one byte over the 10 MB a chat file may have. */
function tooLargeFile() {
  const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
  return file;
}

/** The form the composer uploaded, once it has. */
async function uploadedForm(calls: ReturnType<typeof fakeFetch>['calls']) {
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/upload'))).toBe(true));
  return calls.find((call) => call.url.endsWith('/upload'))?.init?.body as FormData;
}

const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

resetFakesAfterEach();

describe('the Chat dialog', { timeout: 20_000 }, () => {
  it('shows the conversation with senders, IST times and file cards', async () => {
    const file = buildMessage({
      ...FROM_ASHA,
      message: '',
      fileUrl: '/api/uploads/chat-1.pdf',
      fileName: 'rent-agreement.pdf',
      fileSize: 1536,
      mimeType: 'application/pdf',
      createdAt: '2026-03-02T09:40:00.000Z',
    });
    renderChat(buildChatCase(), {
      [FIRST_PAGE]: { body: { items: [buildMessage(), file], hasMore: false } },
    });
    const dialog = await findDialog();

    expect(dialog.getByText('Active Consultation')).toBeInTheDocument();
    const log = await dialog.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Vikram Rathore')).toBeInTheDocument();
    expect(within(log).getByText('· Professional')).toBeInTheDocument();
    expect(within(log).getByText('· 3:05 pm IST')).toBeInTheDocument();
    expect(within(log).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(within(log).getByText('rent-agreement.pdf')).toBeInTheDocument();
    expect(within(log).getByText('1.5 KB')).toBeInTheDocument();
    const download = within(log).getByRole('link', { name: 'Download rent-agreement.pdf' });
    expect(download).toHaveAttribute('href', '/api/uploads/chat-1.pdf');
    expect(download).toHaveAttribute('download', 'rent-agreement.pdf');
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and shows a pushed message once', async () => {
    const sent = buildMessage({
      ...FROM_ASHA,
      message: 'Is the lock-in fair?\nIt is 11 months.',
    });
    let release: () => void = () => {};
    const { calls, user } = renderChat(buildChatCase(), {
      [`POST ${MESSAGES_URL}`]: () =>
        new Promise((resolve) => (release = () => resolve({ status: 201, body: sent }))),
    });
    const dialog = await findDialog();
    const box = await dialog.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toHaveFocus());
    const socket = await openLiveChannel();
    expect(socket.sent).toContainEqual({ type: 'register', consultationId: buildChatCase().id });

    await user.type(box, 'Is the lock-in fair?{Shift>}{Enter}{/Shift}It is 11 months.');
    const sends = () => calls.filter((call) => call.method === 'POST' && call.url === MESSAGES_URL);
    expect(sends()).toHaveLength(0);
    await user.keyboard('{Enter}');

    expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const [post] = sends();
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      message: 'Is the lock-in fair?\nIt is 11 months.',
    });
    // The push of one's own message may arrive before the answer: it is shown once.
    act(() => socket.push({ type: 'message', data: sent, previousMessageId: null }));
    act(() => release());
    await waitFor(() => expect(box).toHaveValue(''));
    act(() => socket.push({ type: 'message', data: sent, previousMessageId: null }));
    expect(dialog.getAllByText(/Is the lock-in fair\?/)).toHaveLength(1);

    const reply = buildMessage({ message: 'Yes, it is standard.' });
    act(() => socket.push({ type: 'message', data: reply, previousMessageId: sent.id }));
    expect(await dialog.findByText('Yes, it is standard.')).toBeVisible();
  });

  it('reads the conversation again when a push follows a line it does not hold', async () => {
    const first = buildMessage({ message: 'First', createdAt: '2026-03-02T09:35:00.000Z' });
    const second = buildMessage({ message: 'Second', createdAt: '2026-03-02T09:36:00.000Z' });
    const lost = buildMessage({
      message: 'Lost on the way',
      createdAt: '2026-03-02T09:37:00.000Z',
    });
    const fourth = buildMessage({ message: 'Fourth', createdAt: '2026-03-02T09:38:00.000Z' });
    let items = [first];
    const { calls } = renderChat(buildChatCase(), {
      [FIRST_PAGE]: () => ({ body: { items, hasMore: false } }),
    });
    const log = within(await (await findDialog()).findByRole('log', { name: 'Messages' }));
    await log.findByText('First');
    const socket = await openLiveChannel();
    const reads = () => calls.filter((call) => `GET ${call.url}` === FIRST_PAGE).length;
    expect(reads()).toBe(1);

    // In sequence: shown as it comes, nothing read again.
    act(() => socket.push({ type: 'message', data: second, previousMessageId: first.id }));
    expect(await log.findByText('Second')).toBeVisible();
    expect(reads()).toBe(1);

    // The line before this one never arrived: the conversation is read again and shows it.
    items = [first, second, lost, fourth];
    act(() => socket.push({ type: 'message', data: fourth, previousMessageId: lost.id }));
    expect(await log.findByText('Lost on the way')).toBeVisible();
    expect(reads()).toBe(2);
    expect(log.getAllByRole('article').map((article) => article.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
      expect.stringContaining('Lost on the way'),
      expect.stringContaining('Fourth'),
    ]);
  });

  it('keeps what was typed and says so when a message fails', async () => {
    const { user } = renderChat(buildChatCase(), {
      [`POST ${MESSAGES_URL}`]: { status: 500, body: '' },
    });
    const dialog = await findDialog();
    const box = await dialog.findByRole('textbox', { name: 'Message' });

    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByText('Failed to send message')).toBeVisible();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('refuses a file over 10 MB and sends an allowed one with its note', async () => {
    const { calls, user } = renderChat(buildChatCase(), UPLOAD);
    const dialog = await findDialog();
    const input = await dialog.findByTestId('chat-file-input');

    await user.upload(input, tooLargeFile());
    expect(await screen.findByText('File too large')).toBeVisible();
    expect(screen.getByText('Please select a file smaller than 10MB')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.upload(input, new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' }));
    expect(dialog.getByText('notice.pdf')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'The notice{Enter}');

    const form = await uploadedForm(calls);
    expect(form.get('message')).toBe('The notice');
    expect((form.get('file') as File).name).toBe('notice.pdf');
    await waitFor(() =>
      expect(dialog.queryByRole('button', { name: 'Remove notice.pdf' })).not.toBeInTheDocument(),
    );
  });

  it('lets the assigned professional mark the case resolved', async () => {
    const consultation = buildChatCase({
      abilities: { ...NO_ABILITIES, chat: true, resolve: true },
    });
    const { calls, user } = renderChat(
      consultation,
      { [`POST ${CASE_URL}/close`]: { body: { ...consultation, status: 'closed' } } },
      PROFESSIONAL,
    );
    const dialog = await findDialog();

    await user.click(await dialog.findByRole('button', { name: 'Mark as Resolved' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Mark as Resolved?' }));
    await user.click(confirm.getByRole('button', { name: 'Mark as Resolved' }));

    expect(await screen.findByText('Consultation Closed')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/close'))).toBe(true);
  });

  it('shows a finished call as a line of its own, not as a bubble', async () => {
    const callLine = (status: 'ended' | 'missed', message: string, createdAt: string) =>
      buildMessage({
        message,
        videoCall: { id: uuidOf(1200), status, durationSeconds: status === 'ended' ? 720 : null },
        createdAt,
      });
    renderChat(buildChatCase(), {
      [FIRST_PAGE]: {
        body: {
          items: [
            callLine('missed', 'Missed video call', '2026-03-02T09:35:00.000Z'),
            callLine('ended', 'Video call · 12 min', '2026-03-02T09:50:00.000Z'),
            buildMessage({ message: 'As we discussed…', createdAt: '2026-03-02T09:51:00.000Z' }),
          ],
          hasMore: false,
        },
      },
    });
    const log = within(await (await findDialog()).findByRole('log', { name: 'Messages' }));

    const line = log.getByText('Video call · 12 min');
    expect(line.closest('article')).toBeNull();
    expect(line.parentElement).toHaveTextContent('Video call · 12 min· 3:20 pm IST');
    expect(log.getByText('Missed video call').closest('article')).toBeNull();
    // The message after a call names its sender again.
    expect(log.getByText('Vikram Rathore')).not.toHaveClass('sr-only');
    expect(log.getAllByRole('article')).toHaveLength(1);
  });

  it('puts Start Video Call beside Mark as Resolved when the professional may call', async () => {
    renderChatWithCalls(
      buildChatCase({
        abilities: { ...NO_ABILITIES, chat: true, resolve: true, startVideoCall: true },
      }),
      null,
      PROFESSIONAL,
    );
    const dialog = await findDialog();

    const resolve = await dialog.findByRole('button', { name: 'Mark as Resolved' });
    expect(resolve.parentElement).toContainElement(
      dialog.getByRole('button', { name: 'Start Video Call' }),
    );
  });

  it('offers the user Join Call while a call rings for them', async () => {
    renderChatWithCalls(
      buildChatCase(),
      buildVideoCall({ abilities: { join: true, decline: true, end: true } }),
    );
    const dialog = await findDialog();

    expect(await dialog.findByRole('button', { name: 'Join Call' })).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Start Video Call' })).not.toBeInTheDocument();
  });

  it('offers the owner Reopen Case within the window, without a text box', async () => {
    const consultation = buildChatCase({
      status: 'closed',
      closedAt: '2026-03-02T09:35:00.000Z',
      abilities: { ...NO_ABILITIES, reopen: true },
    });
    const { user } = renderChat(consultation, {
      [`POST ${CASE_URL}/reopen`]: { body: { ...consultation, status: 'under_admin_review' } },
    });
    const dialog = await findDialog();

    expect(await dialog.findByText(/ask to reopen it until 3 Mar 2026, 3:05 pm IST/)).toBeVisible();
    expect(dialog.getByText('Closed by Professional')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reopen Case' }));

    expect(await screen.findByText('Reopen Request Sent')).toBeVisible();
  });

  it('says the reopen window has expired once it has', async () => {
    renderChat(buildChatCase({ status: 'closed', closedAt: '2026-03-01T09:35:00.000Z' }));
    const dialog = await findDialog();

    expect(
      await dialog.findByText(
        'This consultation is closed and the 24-hour window to reopen it has expired.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Reopen Case' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells the owner a reopen request is with admin', async () => {
    renderChat(buildChatCase({ status: 'under_admin_review' }));
    const dialog = await findDialog();

    expect(await dialog.findByText(/being reviewed by admin/)).toBeVisible();
    expect(dialog.getByText('Under Admin Review')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says Chat Not Available outside the chat statuses, without loading messages', async () => {
    const { calls } = renderChat(buildChatCase({ status: 'open', assignedTo: null }));
    const dialog = await findDialog();

    expect(await dialog.findByText('Chat Not Available')).toBeVisible();
    expect(
      dialog.getByText(
        'Chat is only available for assigned or active consultations. Current status: Open.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/messages'))).toBe(false);
  });

  it('reads the case’s message entries as it opens, once, and the bell drops without a reload', async () => {
    const consultation = buildChatCase();
    let unreadCount = 3;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetch = fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`GET ${CASE_URL}`]: { body: consultation },
      [FIRST_PAGE]: { body: { items: [], hasMore: false } },
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount } }),
      [READ_MESSAGES]: async () => {
        await answered;
        unreadCount = 1;
        return { body: { unreadCount } };
      },
    });
    renderSignedIn(
      <>
        <NotificationBell />
        <ChatDialog consultationId={consultation.id} open onOpenChange={() => {}} />
      </>,
    );
    const reads = () => fetch.calls.filter((call) => `POST ${call.url}` === READ_MESSAGES);

    // The dialog is modal: the bell behind it is out of the accessibility tree, found by label.
    expect(await screen.findByLabelText('Notifications, 3 unread')).toBeVisible();
    await waitFor(() => expect(reads()).toHaveLength(1));
    answer();
    // The answer's count, not a refetch, brings the bell down.
    expect(await screen.findByLabelText('Notifications, 1 unread')).toBeVisible();
    expect(fetch.calls.filter((call) => call.url.endsWith('/unread-count'))).toHaveLength(1);
    expect(JSON.parse(String(reads()[0]!.init?.body))).toEqual({
      consultationId: consultation.id,
    });
    await findDialog();
    expect(reads()).toHaveLength(1);

    // A message entry of this case pushed while it is open is read too; another case's is not.
    const socket = await openLiveChannel();
    act(() =>
      socket.push({
        type: 'notification',
        data: {
          notification: buildNotification({ type: 'new_message', consultationId: uuidOf(701) }),
          unreadCount: 2,
        },
      }),
    );
    act(() =>
      socket.push({
        type: 'notification',
        data: {
          notification: buildNotification({ type: 'new_message', consultationId: consultation.id }),
          unreadCount: 3,
        },
      }),
    );
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(await screen.findByLabelText('Notifications, 1 unread')).toBeVisible();
    expect(reads()).toHaveLength(2);
  });

  it('loads earlier messages above the latest page', async () => {
    const latest = buildMessage({ message: 'Latest reply', createdAt: '2026-03-03T09:35:00.000Z' });
    const earlier = buildMessage({
      message: 'First question',
      createdAt: '2026-03-01T09:35:00.000Z',
    });
    const { user } = renderChat(buildChatCase(), {
      [FIRST_PAGE]: { body: { items: [latest], hasMore: true } },
      [`GET ${MESSAGES_URL}?limit=50&before=${latest.id}`]: {
        body: { items: [earlier], hasMore: false },
      },
    });
    const dialog = await findDialog();

    await user.click(await dialog.findByRole('button', { name: 'Load earlier messages' }));

    const log = dialog.getByRole('log');
    await within(log).findByText('First question');
    const texts = within(log)
      .getAllByRole('article')
      .map((article) => article.textContent);
    expect(texts[0]).toContain('First question');
    expect(texts[1]).toContain('Latest reply');
    expect(dialog.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});

describe('the chat composer in Hindi', { timeout: 20_000 }, () => {
  beforeEach(showInHindi);

  it('names the text box, Attach and Send in Hindi', async () => {
    renderChat(buildChatCase());

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
    const { calls, user } = renderChat(buildChatCase(), UPLOAD);
    const input = await screen.findByTestId('chat-file-input');

    await user.upload(input, tooLargeFile());
    expect(await screen.findByText('फ़ाइल बहुत बड़ी है')).toBeVisible();
    expect(screen.getByText('कृपया 10MB से छोटी फ़ाइल चुनें')).toBeInTheDocument();

    await user.upload(input, new File([''], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('खाली फ़ाइल')).toBeVisible();

    await user.upload(input, new File(['%PDF-1.4'], 'notice.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'notice.pdf हटाएँ' })).toBeInTheDocument();
    const note = screen.getByRole('textbox', { name: 'संदेश' });
    expect(note).toHaveAttribute('placeholder', 'कोई नोट जोड़ें (वैकल्पिक)');
    await user.type(note, 'नोटिस देखें{Enter}');

    const form = await uploadedForm(calls);
    expect(form.get('message')).toBe('नोटिस देखें');
  });

  it('keeps the file types of the domain in the English texts the Hindi ones translate', async () => {
    showInEnglish();
    renderChat(buildChatCase());
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
    expect(await screen.findByText(`File type must be ${typesInWords}`)).toBeVisible();
  });

  it('says in Hindi why a finished chat has no text box', async () => {
    const consultation = buildChatCase({
      status: 'completed',
      completedAt: '2026-05-02T10:00:00Z',
    });
    renderChat(consultation);

    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText('यह परामर्श पूरा हो चुका है। आपके रिकॉर्ड के लिए बातचीत यहाँ रहेगी।'),
    ).toBeInTheDocument();
    expect(dialog.getByText('अभी तक कोई संदेश नहीं।')).toBeInTheDocument();
    expect(dialog.getByText('पूरा हुआ')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
