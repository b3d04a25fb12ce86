import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { buildConsultation, buildOffer } from '@/test/marketplace-fixtures.ts';
import { OfferForm } from './offer-form.tsx';

const REQUEST = buildConsultation({ baseFeeAmount: '300.00', maxFeeAmount: '1000.00' });
const OFFER_URL = `POST /api/consultations/${REQUEST.id}/offer`;
const OUT_OF_RANGE = 'Offer must be between ₹300 and ₹1,000';

function renderForm(onSubmitted = vi.fn()) {
  const { user } = renderInProviders(
    <OfferForm consultation={REQUEST} onSubmitted={onSubmitted} />,
  );
  return { user, onSubmitted };
}

resetFakesAfterEach();

describe('OfferForm', { timeout: 20_000 }, () => {
  it('bounds the amount by the request range, both ends included', async () => {
    const { calls } = fakeFetch({ [OFFER_URL]: { status: 201, body: buildOffer() } });
    const { user } = renderForm();
    const amount = screen.getByLabelText('Your offer (₹)');
    const submit = screen.getByRole('button', { name: 'Submit Offer' });

    expect(amount).toHaveAttribute('min', '300');
    expect(amount).toHaveAttribute('max', '1000');
    expect(screen.getByText(/Budget range ₹300 – ₹1,000/)).toBeInTheDocument();
    // Empty means empty: no grey number that looks like an amount already filled in.
    expect(amount).not.toHaveAttribute('placeholder');
    expect(amount).toHaveValue(null);

    await user.click(submit);
    expect(await screen.findByText('Please enter an offer amount')).toBeInTheDocument();

    await user.type(amount, '299');
    await user.click(submit);
    expect(await screen.findByText(OUT_OF_RANGE)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1001');
    await user.click(submit);
    expect(await screen.findByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(submit);
    expect(await screen.findByText('Counter Offer Submitted')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ offerAmount: 1000 });
  });

  it('sends the amount with the message and confirms it', async () => {
    const { calls } = fakeFetch({ [OFFER_URL]: { status: 201, body: buildOffer() } });
    const { user, onSubmitted } = renderForm();

    await user.type(screen.getByLabelText('Your offer (₹)'), '300');
    await user.type(screen.getByLabelText('Message (optional)'), 'I can file it tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByText('Counter Offer Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your offer has been submitted successfully!')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      offerAmount: 300,
      message: 'I can file it tomorrow.',
    });
  });

  it("tells the server's reason when the offer is refused", async () => {
    fakeFetch({
      [OFFER_URL]: apiError(409, 'CONFLICT', 'You have already sent an offer on this request'),
    });
    const { user, onSubmitted } = renderForm();

    await user.type(screen.getByLabelText('Your offer (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByText('Failed to Submit Offer')).toBeInTheDocument();
    expect(screen.getByText('You have already sent an offer on this request')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
