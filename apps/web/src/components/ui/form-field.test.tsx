import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { showInHindi } from '@/test/languages.ts';

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
    showInHindi();
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
