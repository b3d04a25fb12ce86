// Noto Sans, self-hosted: Latin and Devanagari, so Hindi and Marathi text (names, addresses, the
// assistant's answers) matches the English around it. Only those two scripts' faces are declared
// (fonts.css), each with its unicode-range and font-display: swap; a browser downloads only the
// faces a page's text uses. The build appends to fonts.css the small faces of the rupee sign and
// the language switch's हिन्दी, and the basic Latin faces (build/small-faces.ts), which it preloads
// in the weights each first screen uses (build/font-preload.ts, decision 249).
import './fonts.css';
import { RUPEE_FAMILY, SWITCH_FAMILY } from './small-face-families.ts';

const SMALL_FACE_FAMILIES = new Set([RUPEE_FAMILY, SWITCH_FAMILY]);

/**
 * The small faces start loading as the script starts rather than when a screen first draws ₹ or
 * हिन्दी: a face still loading then has its text laid out in a system font, looked up for the
 * moment at each size and weight, and laid out again once it has loaded (decision 239). They are
 * in the stylesheet (data URIs), so this downloads nothing; not drawn, a loaded face costs nothing.
 */
function loadSmallFaces() {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  document.fonts.forEach((face) => {
    if (SMALL_FACE_FAMILIES.has(face.family.replace(/["']/g, ''))) {
      face.load().catch(() => undefined);
    }
  });
}

loadSmallFaces();
