import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { ContactForm } from './contact-form.tsx';

const MESSAGE = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject: 'Refund question',
  message: 'How long does a UPI refund take?',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), MESSAGE.name);
  await user.type(screen.getByLabelText('Email'), MESSAGE.email);
  await user.type(screen.getByLabelText('Subject'), MESSAGE.subject);
  await user.type(screen.getByLabelText('Message'), MESSAGE.message);
}

function renderForm() {
  return renderInProviders(<ContactForm />).user;
}

resetFakesAfterEach();

// Typing four fields takes more than the default five seconds on a busy machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('keeps Send disabled until every field has text', async () => {
    fakeFetch({});
    const user = renderForm();
    const send = screen.getByRole('button', { name: 'Send Message' });

    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), MESSAGE.name);
    await user.type(screen.getByLabelText('Email'), MESSAGE.email);
    await user.type(screen.getByLabelText('Subject'), MESSAGE.subject);
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(send).toBeEnabled();
  });

  it('sends the message, confirms it and clears the form', async () => {
    const { calls } = fakeFetch({
      'POST /api/contact': { body: { success: true, message: 'Message sent successfully' } },
    });
    const user = renderForm();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(MESSAGE);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it('says so when sending fails, and keeps what was typed', async () => {
    fakeFetch({
      'POST /api/contact': apiError(503, 'SERVICE_UNAVAILABLE', 'Mail is down'),
    });
    const user = renderForm();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or contact us directly via email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue(MESSAGE.subject);
  });

  it('points at a malformed email instead of sending', async () => {
    const { calls } = fakeFetch({});
    const user = renderForm();

    await fillForm(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
