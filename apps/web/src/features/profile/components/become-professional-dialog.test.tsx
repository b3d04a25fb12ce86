import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addOneCredentialDocument, sentWithDocuments } from '@/test/credential-documents.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderInProviders } from '@/test/render-providers.tsx';
import { BecomeProfessionalDialog } from './become-professional-dialog.tsx';

const BIO =
  'Chartered Accountant for twelve years: income tax returns, GST and notices for salaried people.';

function renderDialog(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER }, ...routes });
  const onOpenChange = vi.fn();
  const { user } = renderInProviders(
    <BecomeProfessionalDialog open onOpenChange={onOpenChange} />,
    {
      applyAccept: false,
    },
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Become a Professional' }));
  return { ...fake, dialog, onOpenChange, user };
}

resetFakesAfterEach();

describe('BecomeProfessionalDialog', { timeout: 20_000 }, () => {
  it('counts the bio as it is typed', async () => {
    const { dialog, user } = renderDialog();
    const bio = dialog.getByLabelText('Professional bio');

    expect(bio).toHaveAccessibleDescription('0/500 characters (at least 50)');
    await user.type(bio, 'Twelve years');
    expect(bio).toHaveAccessibleDescription('12/500 characters (at least 50)');
  });

  it('shows the messages of docs/product/rulings.md (R-29) instead of sending a bad application', async () => {
    const { dialog, user, calls } = renderDialog();

    await user.type(dialog.getByLabelText('Experience (years)'), '51');
    await user.type(dialog.getByLabelText('Professional bio'), 'Too short');
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(await dialog.findByText('Please select a specialization')).toBeInTheDocument();
    expect(dialog.getByText('Experience cannot exceed 50 years')).toBeInTheDocument();
    expect(dialog.getByText('Bio must be at least 50 characters')).toBeInTheDocument();
    expect(
      dialog.getByText('Professional registration or licence number is required'),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Experience (years)'));
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await dialog.findByText('Experience must be at least 1 year')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the application, says it was submitted and closes', async () => {
    const { dialog, user, calls, onOpenChange } = renderDialog({
      'POST /api/users/role': { body: { ...SIGNED_IN_USER, professionalApplication: 'pending' } },
    });

    await user.selectOptions(dialog.getByLabelText('Specialization'), 'CA');
    await user.type(dialog.getByLabelText('Experience (years)'), '12');
    await user.type(dialog.getByLabelText('Professional bio'), BIO);
    await user.type(dialog.getByLabelText('Registration or licence number'), 'ICAI-204518');
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/users/role');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      role: 'professional',
      specialization: 'CA',
      experience: 12,
      bio: BIO,
      licenseNumber: 'ICAI-204518',
    });
  });

  it('sends the application with a credential document as multipart, showing progress', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { dialog, user, calls, onOpenChange } = renderDialog({
      'POST /api/users/role': () => new Promise((resolve) => (answer = resolve)),
    });

    await user.selectOptions(dialog.getByLabelText('Specialization'), 'CA');
    await user.type(dialog.getByLabelText('Experience (years)'), '12');
    await user.type(dialog.getByLabelText('Professional bio'), BIO);
    await user.type(dialog.getByLabelText('Registration or licence number'), 'ICAI-204518');

    await addOneCredentialDocument(dialog, user);

    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Uploading 1 document with your application…',
    );
    expect(dialog.getByRole('button', { name: 'Add documents' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Remove certificate.pdf' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/users/role');
    expect(post?.init?.headers).toBeUndefined();
    expect(sentWithDocuments(post?.init?.body)).toEqual({
      payload: {
        role: 'professional',
        specialization: 'CA',
        experience: 12,
        bio: BIO,
        licenseNumber: 'ICAI-204518',
      },
      credentials: ['certificate.pdf'],
    });

    answer({ body: { ...SIGNED_IN_USER, professionalApplication: 'pending' } });
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps at most three documents, saying why the others were left out', async () => {
    const { dialog, user } = renderDialog();
    const files = [1, 2, 3, 4].map(
      (n) => new File(['%PDF-1.7'], `page-${n}.pdf`, { type: 'application/pdf' }),
    );
    const huge = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });

    await user.upload(dialog.getByLabelText('Credential documents'), [huge, ...files]);

    const problems = within(dialog.getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'scan.png: File must be 10 MB or smaller',
      'page-4.pdf: Too many files: at most 3 files',
    ]);
    const added = dialog.getByRole('list', { name: 'Credential documents added' });
    expect(within(added).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.getByRole('button', { name: '3 documents added' })).toBeDisabled();
  });

  it("shows the server's reason when the application is refused", async () => {
    const { dialog, user, onOpenChange } = renderDialog({
      'POST /api/users/role': apiError(
        409,
        'CONFLICT',
        'Your application is already being reviewed',
      ),
    });

    await user.selectOptions(dialog.getByLabelText('Specialization'), 'Doctor');
    await user.type(dialog.getByLabelText('Experience (years)'), '3');
    await user.type(dialog.getByLabelText('Professional bio'), BIO);
    await user.type(dialog.getByLabelText('Registration or licence number'), 'MCI-1188');
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Your application is already being reviewed')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
