import { beforeAll, expect, it } from 'vitest';
import { formatLiveLoad, runLiveLoad, type LoadRoom } from '../../../bench/live-load.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';

// The load script of `npm run bench`, test-sized: a few hundred sockets, every chat message
// counted at every socket of its room. Proves no loss and no duplicates, not speed.

// The sockets that post send a burst, and 200 sockets belong to 9 people; neither allowance is
// what is measured here.
const t = useMarketplaceApp({
  LIVE_RATE_LIMIT_FRAMES: '100000',
  LIVE_MAX_SOCKETS_PER_USER: '1000',
});
const m = marketplace(t);
let rooms: LoadRoom[];

beforeAll(async () => {
  const admin = await m.createPerson({ role: 'admin' });
  rooms = [];
  for (let index = 0; index < 4; index += 1) {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const consultation = await m.createConsultation(owner.user, {
      status: index === 0 ? 'assigned' : 'in_progress',
      assignedTo: professional.user.id,
    });
    rooms.push({
      consultationId: consultation.id,
      members: [owner.cookie, professional.cookie, admin.cookie],
      senders: [owner.cookie, professional.cookie],
    });
  }
});

it('delivers every message exactly once to each of 200 sockets in its room, and nowhere else', async () => {
  const result = await runLiveLoad({ url: t.url, rooms, sockets: 200, messages: 24 });
  const report = formatLiveLoad(result);
  expect(result.errors, report).toEqual([]);
  expect(result.expected, report).toBe(200 * 6);
  expect(result, report).toMatchObject({ lost: 0, duplicated: 0, misdelivered: 0 });
}, 60_000);
