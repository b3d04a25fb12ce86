import { preloadable } from '@/lib/preloadable.ts';

/**
 * A professional's dashboard: a chunk of its own inside the home, so a client's first screen
 * carries none of its lists. The entry fetches it as soon as who is signed in names a
 * professional (first-screen.ts), beside the home's own code: React then renders it in the pass
 * that mounts the home, instead of suspending on it once more (decision 237).
 */
const professionalDashboard = preloadable(() => import('./components/professional-dashboard.tsx'));
export const ProfessionalDashboard = professionalDashboard.lazyOf((m) => m.ProfessionalDashboard);
export const preloadProfessionalDashboard = professionalDashboard.preload;
