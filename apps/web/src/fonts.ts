// Noto Sans, self-hosted: one family that covers Latin and Devanagari, so Hindi and Marathi text
// (names, addresses, the assistant's answers) matches the English around it. Each weight's CSS
// declares every subset with its unicode-range and font-display: swap; a browser downloads only
// the subsets a page's text uses. The build preloads the Latin weights the landing page's first
// screen uses (see build/font-preload.ts).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
