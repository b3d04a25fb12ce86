import { describe, expect, it } from 'vitest';
import type { MemberHome } from '@salahkar/domain/member-home';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { firstAnswersOf } from './first-answers.ts';
import { prefetchFirstScreen } from './first-screen.ts';

// The page a member's `/` gets preloads firstAnswersOf(their home) from its head (decision 240).
// The browser hands a preloaded answer only to a fetch of the same URL in the same credentials
// mode, so these are checked against the fetches the entry really makes.

const PEOPLE: Record<MemberHome | 'applicant', object> = {
  client: { ...SIGNED_IN_USER, role: 'user' },
  professional: { ...SIGNED_IN_USER, role: 'professional', isApproved: true },
  applicant: { ...SIGNED_IN_USER, role: 'professional', isApproved: false },
};

resetFakesAfterEach();

describe("the answers a member's home preloads", () => {
  it.each([
    ['client', 'client'],
    ['professional', 'professional'],
    ['applicant', null],
  ] as const)(
    "are the %s's first fetches, in order, with the session cookie and no headers",
    async (person, home) => {
      const { calls } = fakeFetch({ 'GET /api/auth/user': { body: PEOPLE[person] } });

      await prefetchFirstScreen(createQueryClient(), '/');

      expect(calls.map((call) => call.url)).toEqual(firstAnswersOf(home));
      for (const { init } of calls) {
        // `crossorigin="use-credentials"` is this mode; a header would make it another request.
        expect(init?.credentials).toBe('include');
        expect(init?.headers).toBeUndefined();
      }
    },
  );

  it("name the client's counts and first tab, and the professional's tiles and five lists", () => {
    expect(firstAnswersOf('client')).toEqual([
      '/api/auth/user',
      '/api/notifications/unread-count',
      '/api/stats/user',
      '/api/consultations?tab=submitted&page=1&pageSize=20',
    ]);
    expect(firstAnswersOf('professional').slice(2)).toEqual([
      '/api/professional/stats',
      '/api/professional/available-consultations?page=1&pageSize=20',
      '/api/professional/offers?status=pending&page=1&pageSize=20',
      '/api/professional/offers?status=accepted&page=1&pageSize=20',
      '/api/consultations/accepted?page=1&pageSize=20',
      '/api/professional/pending-actions?page=1&pageSize=20',
    ]);
  });
});
