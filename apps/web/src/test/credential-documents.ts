import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Works a credential documents field as a person would: picks a PDF, a text file it must refuse
 * and a PNG, then takes the PNG out again, checking each step. `certificate.pdf` is left, the one
 * file to look for in the request. The user must be set up with `applyAccept: false`, so the text
 * file reaches the field's own check.
 */
export async function addOneCredentialDocument(
  scope: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
) {
  const certificate = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
  const degree = new File(['png'], 'degree.png', { type: 'image/png' });
  const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  await user.upload(scope.getByLabelText('Credential documents'), [certificate, notes, degree]);
  expect(scope.getByRole('alert')).toHaveTextContent(
    'notes.txt: File type must be PDF, JPG or PNG',
  );
  const added = scope.getByRole('list', { name: 'Credential documents added' });
  expect(within(added).getAllByRole('listitem')).toHaveLength(2);
  await user.click(scope.getByRole('button', { name: 'Remove degree.png' }));
  expect(within(added).getAllByRole('listitem')).toHaveLength(1);
}

/** What a multipart request body carried: its JSON `payload` and its `credentials` file names. */
export function sentWithDocuments(body: BodyInit | null | undefined) {
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  return {
    payload: JSON.parse(String(form.get('payload'))) as unknown,
    credentials: (form.getAll('credentials') as File[]).map((file) => file.name),
  };
}
