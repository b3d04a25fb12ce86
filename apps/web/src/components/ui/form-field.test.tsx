import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '@/i18n/catalogs/app-en.ts';
import hindi from '@/i18n/catalogs/app-hi.ts';
import { i18n } from '@/i18n/i18n.ts';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

describe('FormField', () => {
  it('shows a shared schema’s message as written, in English', () => {
    render(
      <FormField label="Email" error="Please enter a valid email">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
  });

  it('shows the same message in Hindi when the screen is in Hindi', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindi });
    render(
      <FormField label="ईमेल" error="Please enter a valid email">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'ईमेल' });
    expect(input).toHaveAccessibleDescription('कृपया सही ईमेल डालें');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
