import { CHAT_ALLOWED_STATUSES, MAX_PAGE_SIZE } from '@salahkar/domain';
import { ACTIVE_DEMO_CASES } from '../db/seed/demo-cases-active.ts';
import { DEMO_PEOPLE, type DemoPersonKey } from '../db/seed/demo-people.ts';

/** Signs a demo person in through POST /api/auth/login; answers the Cookie header to send. */
export async function signIn(url: string, who: DemoPersonKey, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PEOPLE[who].email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${who} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** A demo case whose chat is open, with its owner and its professional signed in. */
export interface ChatRoom {
  consultationId: string;
  owner: string;
  professional: string;
}

/** Every demo case whose chat is open, each with its two people signed in. */
export async function openChatRooms(url: string, password: string): Promise<ChatRoom[]> {
  const open = ACTIVE_DEMO_CASES.filter(
    (entry) =>
      CHAT_ALLOWED_STATUSES.includes(entry.status) &&
      entry.offers?.some((offer) => offer.status === 'accepted'),
  );
  const rooms: ChatRoom[] = [];
  for (const demo of open) {
    const professionalKey = demo.offers!.find((offer) => offer.status === 'accepted')!.by;
    const owner = await signIn(url, demo.owner, password);
    const professional = await signIn(url, professionalKey, password);
    const response = await fetch(`${url}/api/consultations?pageSize=${MAX_PAGE_SIZE}`, {
      headers: { cookie: owner },
    });
    const page = (await response.json()) as { items: { id: string; title: string }[] };
    const found = page.items.find((item) => item.title === demo.title);
    if (found) rooms.push({ consultationId: found.id, owner, professional });
  }
  if (rooms.length === 0) throw new Error('The demo data has no case whose chat is open.');
  return rooms;
}

/** The first demo case whose chat is open. */
export async function openChatRoom(url: string, password: string): Promise<ChatRoom> {
  return (await openChatRooms(url, password))[0]!;
}
