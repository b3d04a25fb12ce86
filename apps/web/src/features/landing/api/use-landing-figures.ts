// The landing page's figures come with the support facts in one answer, shared with the contact
// and policy pages (lib/landing-answer.ts).
export { useLandingFigures, type LandingFigures } from '@/lib/landing-answer.ts';
