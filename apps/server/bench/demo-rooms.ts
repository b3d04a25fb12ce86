import { CHAT_ALLOWED_STATUSES, MAX_PAGE_SIZE } from '@salahkar/domain';
import { ACTIVE_DEMO_CASES } from '../src/db/seed/demo-cases-active.ts';
import { CLOSED_DEMO_CASES } from '../src/db/seed/demo-cases-closed.ts';
import { DEMO_PEOPLE, type DemoPersonKey } from '../src/db/seed/demo-people.ts';
import type { LoadRoom } from './live-load.ts';
import { signIn } from './sign-in.ts';

/**
 * The chat rooms of the demo data for the live load: each case whose chat is open, with its
 * owner and professional (who post) and the demo admin (who watches), signed in once each.
 */
export async function findDemoRooms(url: string): Promise<LoadRoom[]> {
  const cookies = new Map<DemoPersonKey, Promise<string>>();
  const cookieOf = (key: DemoPersonKey) => {
    let cookie = cookies.get(key);
    if (!cookie) cookies.set(key, (cookie = signIn(url, DEMO_PEOPLE[key].email)));
    return cookie;
  };
  const admin = await cookieOf('admin');
  const rooms: LoadRoom[] = [];
  for (const demo of [...ACTIVE_DEMO_CASES, ...CLOSED_DEMO_CASES]) {
    if (!CHAT_ALLOWED_STATUSES.includes(demo.status)) continue;
    const professionalKey = demo.offers?.find((offer) => offer.status === 'accepted')?.by;
    if (!professionalKey) continue;
    const owner = await cookieOf(demo.owner);
    const professional = await cookieOf(professionalKey);
    rooms.push({
      consultationId: await consultationIdOf(url, owner, demo.title),
      members: [owner, professional, admin],
      senders: [owner, professional],
    });
  }
  if (rooms.length === 0) throw new Error('The demo data has no consultation whose chat is open.');
  return rooms;
}

async function consultationIdOf(url: string, ownerCookie: string, title: string): Promise<string> {
  const response = await fetch(`${url}/api/consultations?pageSize=${MAX_PAGE_SIZE}`, {
    headers: { cookie: ownerCookie },
  });
  if (!response.ok) throw new Error(`Listing consultations answered ${response.status}`);
  const page = (await response.json()) as { items: { id: string; title: string }[] };
  const found = page.items.find((item) => item.title === title);
  if (!found) throw new Error(`The demo case "${title}" was not found.`);
  return found.id;
}
