import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpDialog } from './otp-dialog.tsx';
import { showInHindi } from '@/test/languages.ts';

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(props: Partial<Parameters<typeof OtpDialog>[0]> = {}) {
  const handlers = { onConfirm: vi.fn(), onResend: vi.fn(), onCodeChange: vi.fn() };
  render(
    <OtpDialog
      open
      onOpenChange={() => {}}
      email="asha@example.in"
      code=""
      error={null}
      resentTo={null}
      confirming={false}
      resendAt={null}
      resending={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('OtpDialog in Hindi', () => {
  it('asks for the code in Hindi, with the address in bold and the expiry', async () => {
    const { onConfirm, onResend } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'अपना ईमेल सत्यापित करें' });
    expect(dialog).toHaveAccessibleDescription(
      'अगर asha@example.in का इस्तेमाल किया जा सकता है, तो हमने उस पर 6 अंकों का कोड भेजा है, जो 10 मिनट तक मान्य है। अपना इनबॉक्स देखें; अगर आपका खाता पहले से है, तो हमने कोड की जगह साइन इन करने का संकेत भेजा है।',
    );
    expect(screen.getByText('asha@example.in').tagName).toBe('STRONG');
    expect(screen.getByLabelText('सत्यापन कोड')).toHaveFocus();
    expect(screen.getByText('कोड नहीं मिला?')).toBeInTheDocument();
    expect(screen.getByText('अगर एक मिनट में कोड न आए, तो अपना स्पैम फ़ोल्डर देखें।')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें और खाता बनाएँ' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'OTP दोबारा भेजें' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('counts down to Resend in Hindi and says where a new code went', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    renderDialog({ resendAt: Date.now() + 42_000, resentTo: 'asha@example.in' });

    expect(screen.getByRole('button', { name: '42 सेकंड में OTP दोबारा भेजें' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'अगर asha@example.in का इस्तेमाल किया जा सकता है, तो उस पर नया कोड भेजा जा रहा है।',
    );
  });

  it('shows why a code was refused under the box', () => {
    renderDialog({ code: '12', error: 'कृपया 6 अंकों का सही OTP दर्ज करें' });

    const box = screen.getByLabelText('सत्यापन कोड');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('कृपया 6 अंकों का सही OTP दर्ज करें');
  });
});
