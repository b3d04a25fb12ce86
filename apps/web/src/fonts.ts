// Noto Sans, self-hosted: one family that covers Latin and Devanagari, so Hindi and Marathi text
// (names, addresses, the assistant's answers) matches the English around it. Only those two
// scripts' faces are declared (fonts.css), each with its unicode-range and font-display: swap; a
// browser downloads only the faces a page's text uses. The build preloads the Latin weights the
// landing page's first screen uses (see build/font-preload.ts), and appends to fonts.css the
// small faces of the rupee sign and the language switch's हिन्दी (build/small-faces.ts).
import './fonts.css';
