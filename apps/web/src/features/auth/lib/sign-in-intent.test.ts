import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  authPathKeepingIntent,
  chosenFieldOf,
  sameOriginPath,
} from './sign-in-intent.ts';

const search = (query: string) => new URLSearchParams(query);

describe('a visitor’s intent through sign-up and sign-in', () => {
  it('keeps a field of the catalog and drops anything else', () => {
    expect(chosenFieldOf(search('field=Career_Consultant'))).toBe('Career_Consultant');
    expect(chosenFieldOf(search('field=Astrologer'))).toBeNull();
    expect(chosenFieldOf(search('field=ca'))).toBeNull();
    expect(chosenFieldOf(search(''))).toBeNull();
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'wallet',
    '',
  ])('refuses %s as a place to go next', (next) => {
    expect(sameOriginPath(next)).toBeNull();
    expect(afterSignInPath(search(`next=${encodeURIComponent(next)}`))).toBe('/');
  });

  it('follows a path of this site, with its query', () => {
    expect(afterSignInPath(search(`next=${encodeURIComponent('/wallet?tab=payouts')}`))).toBe(
      '/wallet?tab=payouts',
    );
  });

  it('opens the post form of a chosen field first', () => {
    expect(afterSignInPath(search('field=Lawyer&next=/wallet'))).toBe('/?field=Lawyer');
    expect(afterSignInPath(search(''))).toBe('/');
  });

  it('carries the intent between the sign-up and sign-in screens, checked', () => {
    expect(authPathKeepingIntent('/login', search('field=Doctor&tab=professional'))).toBe(
      '/login?field=Doctor',
    );
    expect(authPathKeepingIntent('/register', search('next=//evil.example'))).toBe('/register');
    expect(authPathKeepingIntent('/register', search(''))).toBe('/register');
  });
});
