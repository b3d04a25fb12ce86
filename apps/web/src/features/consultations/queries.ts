// The user's lists as the cache holds them, for the entry to prefetch a member's first screen
// before React renders (app/first-screen.ts). Apart from the index, so the entry's chunk takes
// only these few lines, not the components the index also exports.
export { myConsultationsQuery } from './api/use-my-consultations.ts';
