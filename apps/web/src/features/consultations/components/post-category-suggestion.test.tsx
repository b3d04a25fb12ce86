import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { CATALOG_ROUTES } from '@/test/marketplace-fixtures.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { PostConsultationForm } from './post-consultation-form.tsx';

function renderForm() {
  return renderInProviders(<PostConsultationForm onPosted={vi.fn()} onCancel={vi.fn()} />).user;
}

resetFakesAfterEach();

describe('the category suggestion in the post form', { timeout: 20_000 }, () => {
  it('suggests the field as the person types, and applies it in one click', async () => {
    const { calls } = fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/ai/suggest-category': {
        body: { suggestion: { category: 'Lawyer', subcategory: 'Corporate Law', confidence: 0.9 } },
      },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Cofounder leaving with his shares');

    const apply = await screen.findByRole(
      'button',
      { name: 'Apply suggestion' },
      { timeout: 3000 },
    );
    expect(
      screen.getByText(/This looks like a Legal Expert question: Corporate Law/),
    ).toBeVisible();
    await user.click(apply);

    await screen.findByRole('option', { name: 'Corporate Law' });
    expect(screen.getByLabelText('Professional Type')).toHaveValue('Lawyer');
    expect(screen.getByLabelText('Specialization')).toHaveValue('Corporate Law');
    expect(screen.queryByRole('button', { name: 'Apply suggestion' })).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.url === '/api/ai/suggest-category');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(4);
  });

  it('stays silent when the suggestion fails', async () => {
    fakeFetch({
      ...CATALOG_ROUTES,
      'POST /api/ai/suggest-category': apiError(429, 'RATE_LIMITED', 'x'),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Cofounder leaving with his shares');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByText(/This looks like/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
