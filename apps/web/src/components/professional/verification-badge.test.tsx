import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Verification } from '@salahkar/domain/verification';
import { showInHindi } from '@/test/languages.ts';
import { VerificationBadge } from './verification-badge.tsx';

// The badge shows the server's facts (decision 216): what was checked and the day, in India.
const VERIFIED: Verification = {
  verified: true,
  checks: ['licence_number', 'credentials'],
  // 20:00 UTC on 12 Nov is 13 Nov in India.
  verifiedAt: '2026-11-12T20:00:00.000Z',
  verifiedOn: '2026-11-13',
};

describe('VerificationBadge', () => {
  it('says what was verified and the IST date', () => {
    render(<VerificationBadge verification={VERIFIED} />);
    expect(screen.getByText('Verified Professional')).toBeInTheDocument();
    expect(
      screen.getByText('Licence checked · Credentials reviewed · 13 Nov 2026'),
    ).toBeInTheDocument();
  });

  it('says it in Hindi on Hindi screens', () => {
    showInHindi();
    render(<VerificationBadge verification={VERIFIED} />);
    expect(screen.getByText('सत्यापित प्रोफ़ेशनल')).toBeInTheDocument();
    expect(screen.getByText(/^लाइसेंस जाँचा गया · प्रमाण-पत्र देखे गए · 13 /)).toBeInTheDocument();
  });

  it('calls nobody verified whom the server does not', () => {
    const { container } = render(
      <VerificationBadge
        verification={{ verified: false, checks: [], verifiedAt: null, verifiedOn: null }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    // Only some checks recorded is not verified either.
    const partial = render(
      <VerificationBadge
        verification={{ ...VERIFIED, verified: false, checks: ['credentials'] }}
      />,
    );
    expect(partial.container).toBeEmptyDOMElement();
  });
});
