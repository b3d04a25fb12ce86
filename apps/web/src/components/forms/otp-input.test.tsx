import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtpInput, sanitizeOtp } from './otp-input.tsx';

function ControlledOtp() {
  const [code, setCode] = useState('');
  return <OtpInput aria-label="Verification code" value={code} onValueChange={setCode} />;
}

describe('sanitizeOtp', () => {
  it.each([
    ['123456', '123456'],
    ['12a3-4 5', '12345'],
    ['123 456 789', '123456'],
    ['abc', ''],
    ['  98 76 54  ', '987654'],
  ])('keeps the digits of %j, at most six: %j', (typed, kept) => {
    expect(sanitizeOtp(typed)).toBe(kept);
  });
});

describe('OtpInput', () => {
  it('offers the numeric keypad and one-time-code autofill', () => {
    render(<ControlledOtp />);
    const input = screen.getByLabelText('Verification code');

    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('drops what is not a digit as it is typed, and stops at six digits', async () => {
    render(<ControlledOtp />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Verification code');

    await user.type(input, '1a2-3 4');
    expect(input).toHaveValue('1234');
    await user.type(input, '56789');
    expect(input).toHaveValue('123456');
  });

  it('keeps a pasted code with spaces whole', async () => {
    render(<ControlledOtp />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Verification code');

    await user.click(input);
    await user.paste('482 913');
    expect(input).toHaveValue('482913');
  });
});
