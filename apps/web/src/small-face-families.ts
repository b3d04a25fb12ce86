/**
 * The families of the small faces the build cuts and writes into fonts.css as data URIs
 * (build/small-faces.ts; decisions 234 and 239). Here, for the page's script (fonts.ts) and the
 * build alike.
 */

/** The rupee sign ₹, in each weight: a family of its own, after `Noto Sans` in the font stack. */
export const RUPEE_FAMILY = 'Noto Sans Rupee';

/** The language switch's हिन्दी; the switch asks for it by this name (language-switch.tsx). */
export const SWITCH_FAMILY = 'Noto Sans Language Switch';
