import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { CA_SPECIALIZATIONS, LAWYER_SPECIALIZATIONS } from '@/test/marketplace-fixtures.ts';
import { SpecializationName } from './specialization-name.tsx';

// A request posted under an admin-added specialization reads in Hindi once an admin typed its
// Hindi name in the catalog (issue 29 §6); the English stays, marked as such, until then.

const ADMIN_ADDED = {
  ...CA_SPECIALIZATIONS[0]!,
  id: '00000000-0000-4000-8000-000000000199',
  name: 'Startup Valuation',
  nameHi: 'स्टार्टअप मूल्यांकन',
};

function renderNames() {
  render(
    <Providers>
      <p>
        <SpecializationName category="CA" name="Startup Valuation" />
      </p>
      <p>
        <SpecializationName category="CA" name="Crypto Tax" />
      </p>
      <p>
        <SpecializationName category="Lawyer" name="Startup Valuation" />
      </p>
    </Providers>,
  );
}

resetFakesAfterEach();

describe('a posted request’s specialization', () => {
  it('reads in Hindi from the catalog’s Hindi name, else in English marked lang="en"', async () => {
    showInHindi();
    const { calls } = fakeFetch({
      'GET /api/specializations': {
        body: [...CA_SPECIALIZATIONS, ADMIN_ADDED, ...LAWYER_SPECIALIZATIONS],
      },
    });
    renderNames();

    expect(await screen.findByText('स्टार्टअप मूल्यांकन')).not.toHaveAttribute('lang');
    expect(screen.getByText('Crypto Tax')).toHaveAttribute('lang', 'en');
    // The same name under another field is not that specialization.
    expect(screen.getByText('Startup Valuation')).toHaveAttribute('lang', 'en');
    // One read of the catalog serves every name on screen.
    expect(calls.filter((call) => call.url === '/api/specializations')).toHaveLength(1);
  });

  it('is the name as posted on English screens, without asking the server', () => {
    const { calls } = fakeFetch({});
    renderNames();

    expect(screen.getAllByText('Startup Valuation')[0]).not.toHaveAttribute('lang');
    expect(screen.getByText('Crypto Tax')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/specializations')).toHaveLength(0);
  });
});
