import type { Role } from './enums.ts';

/**
 * The homes whose first answers are known from who is signed in alone: a client's (their tab
 * counts and Request Submitted's cards) and an approved professional's (their tiles and five
 * lists). The web app asks for those answers as its entry starts; the page the server sends for
 * `/` asks for them from its head, so they are on their way before the app's code has run.
 */
export const MEMBER_HOMES = ['client', 'professional'] as const;
export type MemberHome = (typeof MEMBER_HOMES)[number];

/**
 * Whose home a signed-in person opens on, or null when it asks for nothing more than everyone's
 * (an applicant awaiting approval; an admin, whose dashboard loads its own code first).
 */
export function memberHomeOf(person: { role: Role; isApproved: boolean }): MemberHome | null {
  if (person.role === 'user') return 'client';
  if (person.role === 'professional' && person.isApproved) return 'professional';
  return null;
}
