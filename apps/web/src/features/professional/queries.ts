// The lists a professional's home opens with, as the cache holds them, for the entry to prefetch
// before React renders (app/first-screen.ts). Apart from the index, so the entry's chunk takes
// only these few lines, not the components the index also exports.
export { professionalHomeLists } from './api/use-professional-lists.ts';
