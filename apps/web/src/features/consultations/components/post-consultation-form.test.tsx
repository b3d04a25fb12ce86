import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOM_BUDGET_MESSAGE } from '@salahkar/domain/pricing';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { buildConsultation, CATALOG_ROUTES } from '@/test/marketplace-fixtures.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { PostConsultationForm } from './post-consultation-form.tsx';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderForm(onPosted = vi.fn(), successToast = true) {
  const { user } = renderInProviders(
    <PostConsultationForm onPosted={onPosted} onCancel={vi.fn()} successToast={successToast} />,
    { applyAccept: false },
  );
  return { user, onPosted };
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseType(user: User, category: string, specialization: string) {
  await screen.findByRole('option', { name: /CA & Finance/ });
  await user.selectOptions(screen.getByLabelText('Professional Type'), category);
  await screen.findByRole('option', { name: specialization });
  await user.selectOptions(screen.getByLabelText('Specialization'), specialization);
}

async function fillValidRequest(user: User) {
  await user.type(screen.getByLabelText('Title'), 'Help filing my ITR');
  await chooseType(user, 'CA', 'ITR Filing');
  await user.type(
    screen.getByLabelText('Detailed Description'),
    'Salaried, one rented flat, need help choosing the regime.',
  );
  await screen.findByText('Within 24 hours');
}

const postButton = () => screen.getByRole('button', { name: 'Post Consultation' });

resetFakesAfterEach();

describe('PostConsultationForm', { timeout: 20_000 }, () => {
  it('keeps Post disabled until the request is valid', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();

    expect(postButton()).toBeDisabled();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    await fillValidRequest(user);

    await waitFor(() => expect(postButton()).toBeEnabled());
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'ITR');
    await user.tab();
    expect(await screen.findByText('Title must be at least 5 characters')).toBeVisible();
    expect(postButton()).toBeDisabled();
  });

  it('says when the professional types could not load, and loads them on Try again', async () => {
    let asked = 0;
    fakeFetch({
      ...CATALOG_ROUTES,
      'GET /api/professions': () =>
        ++asked === 1
          ? apiError(500, 'INTERNAL', 'Something went wrong')
          : CATALOG_ROUTES['GET /api/professions'],
    });
    const { user } = renderForm();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not load professional types.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: /CA & Finance/ })).toBeInTheDocument();
    expect(screen.queryByText('Could not load professional types.')).not.toBeInTheDocument();
  });

  it('clears the specialization when the professional type changes', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    await fillValidRequest(user);
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.selectOptions(screen.getByLabelText('Professional Type'), 'Lawyer');

    expect(screen.getByLabelText('Specialization')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Corporate Law' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'ITR Filing' })).not.toBeInTheDocument();
    await waitFor(() => expect(postButton()).toBeDisabled());
  });

  it('shows each urgency tier with its response time and the range it leads to', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    await fillValidRequest(user);

    const medium = screen.getByRole('radio', { name: 'Medium' });
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(screen.getByText('6–12 hours')).toBeInTheDocument();
    expect(screen.getByText('Fee range:').parentElement).toHaveTextContent('₹300 – ₹1,000');

    await user.click(medium);

    expect(medium).toBeChecked();
    expect(screen.getByText('Fee range:').parentElement).toHaveTextContent('₹400 – ₹1,500');
  });

  it('quotes each card by the pricing rule: normal by specialization until one is chosen', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    const normal = await screen.findByRole('radio', { name: 'Normal' });
    const medium = screen.getByRole('radio', { name: 'Medium' });
    // No type yet: normal spans every specialization (Other aside), never the tier's own ₹300–₹1,000.
    await waitFor(() => expect(normal).toHaveAccessibleDescription(/₹300 – ₹2,500/));
    expect(normal).toHaveAccessibleDescription(/depending on the specialization you choose/);
    expect(medium).toHaveAccessibleDescription(/₹400 – ₹1,500/);

    await screen.findByRole('option', { name: /CA & Finance/ });
    await user.selectOptions(screen.getByLabelText('Professional Type'), 'CA');
    await waitFor(() => expect(normal).toHaveAccessibleDescription(/₹300 – ₹1,800/));

    await screen.findByRole('option', { name: 'Tax Notice Opinion' });
    await user.selectOptions(screen.getByLabelText('Specialization'), 'Tax Notice Opinion');
    // The card, the fee box and the server (which prices by the same function) agree.
    await waitFor(() => expect(normal).toHaveAccessibleDescription(/₹500 – ₹1,500/));
    expect(normal).not.toHaveAccessibleDescription(/depending on/);
    expect(screen.getByText('Fee range:').parentElement).toHaveTextContent('₹500 – ₹1,500');
    expect(medium).toHaveAccessibleDescription(/₹400 – ₹1,500/);
  });

  it('names specializations and tier texts in Hindi, marking untranslated ones as English', async () => {
    showInHindi();
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    await screen.findByRole('option', { name: /CA & Finance/ });
    await user.selectOptions(screen.getAllByRole('combobox')[0]!, 'CA');
    const taxNotice = await screen.findByRole('option', { name: 'टैक्स नोटिस पर राय' });
    expect(taxNotice).toHaveValue('Tax Notice Opinion');
    expect(taxNotice).not.toHaveAttribute('lang');
    expect(screen.getByRole('option', { name: 'Crypto Tax' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('24 घंटों के भीतर')).not.toHaveAttribute('lang');
    expect(screen.getByText('6–12 hours')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Medium tier')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('सामान्य स्तर')).toBeInTheDocument();
  });

  it('bounds the custom budget of Other to ₹500–₹10,000 and ranges it to 1.5 times', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Advice on a family trust');
    await user.type(
      screen.getByLabelText('Detailed Description'),
      'I want to understand how a family trust is taxed.',
    );
    await chooseType(user, 'CA', 'Other');

    const budget = screen.getByLabelText('Your budget (₹)');
    expect(budget).toHaveValue(500);
    expect(await screen.findByText('₹500 – ₹750', { selector: 'strong' })).toBeVisible();
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.clear(budget);
    await user.type(budget, '400');
    await user.tab();
    expect(await screen.findByText(CUSTOM_BUDGET_MESSAGE)).toBeVisible();
    expect(postButton()).toBeDisabled();

    await user.clear(budget);
    await user.type(budget, '10000');
    expect(
      await screen.findByText('₹10,000 – ₹15,000', { selector: 'strong' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.type(budget, '1');
    expect(await screen.findByText(CUSTOM_BUDGET_MESSAGE)).toBeVisible();
    expect(postButton()).toBeDisabled();
  });

  it('takes photos of papers (JPG, PNG) besides PDF, DOC and DOCX', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    const picker = screen.getByLabelText('Supporting documents');
    expect(picker.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png', '.pdf']),
    );

    await user.upload(picker, [
      fileOf('notice-photo.jpg', 'image/jpeg'),
      fileOf('prescription.PNG', ''),
    ]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen documents' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses documents of the wrong type, size or number, saying why for each', async () => {
    fakeFetch(CATALOG_ROUTES);
    const { user } = renderForm();
    const picker = screen.getByLabelText('Supporting documents');

    await user.upload(picker, [
      fileOf('notes.txt', 'text/plain'),
      fileOf('empty.pdf', 'application/pdf', 0),
      fileOf('scan.pdf', 'application/pdf', 11 * MB),
      fileOf('form-16.pdf', 'application/pdf'),
      fileOf('rent.docx', ''),
    ]);

    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('notes.txt: File type must be PDF, DOC, DOCX, JPG or PNG');
    expect(problems).toHaveTextContent('empty.pdf: File is empty');
    expect(problems).toHaveTextContent('scan.pdf: File must be 10 MB or smaller');
    const chosen = screen.getByRole('list', { name: 'Chosen documents' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.upload(
      picker,
      [1, 2, 3, 4].map((n) => fileOf(`page-${n}.pdf`, 'application/pdf')),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('page-4.pdf: Too many files');
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Choose Files' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove rent.docx' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4);
  });

  it('posts the request with its fee range, then uploads the documents', async () => {
    const created = buildConsultation();
    const { calls } = fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/consultations': { status: 201, body: created },
      [`POST /api/consultations/${created.id}/documents`]: { body: created },
    });
    const { user, onPosted } = renderForm();
    await fillValidRequest(user);
    await user.upload(screen.getByLabelText('Supporting documents'), [
      fileOf('form-16.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.click(postButton());

    expect(await screen.findByText('Consultation Posted')).toBeVisible();
    expect(onPosted).toHaveBeenCalledOnce();
    const create = calls.find((call) => call.url === '/api/consultations');
    expect(JSON.parse(String(create?.init?.body))).toEqual({
      title: 'Help filing my ITR',
      description: 'Salaried, one rented flat, need help choosing the regime.',
      category: 'CA',
      subcategory: 'ITR Filing',
      urgencyLevel: 'normal',
      baseFeeAmount: '300.00',
      maxFeeAmount: '1000.00',
    });
    const upload = calls.find((call) => call.url.endsWith('/documents'));
    const sent = (upload?.init?.body as FormData).getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['form-16.pdf']);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('says why posting failed and keeps what was typed', async () => {
    fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/consultations': apiError(
        400,
        'VALIDATION_FAILED',
        'The fee range has changed; please review it',
      ),
    });
    const { user, onPosted } = renderForm();
    await fillValidRequest(user);
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.click(postButton());

    expect(await screen.findByText('Failed to create consultation')).toBeVisible();
    expect(screen.getByText('The fee range has changed; please review it')).toBeInTheDocument();
    expect(onPosted).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Help filing my ITR');
  });

  it('says a refusal that names a field beside that field', async () => {
    fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/consultations': apiError(
        400,
        'VALIDATION_FAILED',
        'Title must be at least 5 characters',
        'title',
      ),
    });
    const { user } = renderForm();
    await fillValidRequest(user);
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.click(postButton());

    const reason = await screen.findByText('Title must be at least 5 characters');
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(reason.id);
    expect(title).toHaveFocus();
    expect(screen.queryByText('Failed to create consultation')).not.toBeInTheDocument();
  });

  it('leaves the confirmation to the screen that follows when asked to', async () => {
    fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/consultations': { status: 201, body: buildConsultation() },
    });
    const { user, onPosted } = renderForm(vi.fn(), false);
    await fillValidRequest(user);
    await waitFor(() => expect(postButton()).toBeEnabled());

    await user.click(postButton());

    await waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    expect(screen.queryByText('Consultation Posted')).not.toBeInTheDocument();
  });
});
