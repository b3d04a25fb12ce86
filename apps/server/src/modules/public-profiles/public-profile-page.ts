import {
  formatIstDate,
  LABELS,
  type Language,
  type PublicProfile,
  type VerificationCheck,
} from '@salahkar/domain';

// The HTML of a public profile page (decision 215), written at request time from the profile's
// DTO: the whole page is in the first response (title, description, Open Graph, hreflang
// alternates, every fact), so crawlers, link previews and a browser without JavaScript read it.
// The page runs no script; it links onward with plain anchors, like the pre-rendered pages.

/** The English and Hindi addresses of one page, absolute. */
interface PageAddresses {
  origin: string;
  /** The English path, e.g. `/professionals/priya-sharma-0a1b2c3d4e`. */
  englishPath: string;
}

interface PageTexts {
  htmlLang: string;
  ogLocale: string;
  skip: string;
  home: string;
  switchLabel: string;
  navLabel: string;
  switchTo: string;
  signIn: string;
  photoOf: (name: string) => string;
  verifiedOn: (date: string) => string;
  checks: Record<VerificationCheck, string>;
  approvedOn: (date: string) => string;
  notChecked: string;
  factsTitle: string;
  field: string;
  experience: string;
  years: (count: number) => string;
  city: string;
  languages: string;
  rating: string;
  ratingValue: (rating: number, count: number) => string;
  newProfessional: string;
  firstOffer: string;
  firstOfferValue: (duration: string, offers: number) => string;
  notMeasured: string;
  about: string;
  verificationTitle: string;
  reviewsTitle: string;
  noReviews: string;
  stars: (rating: number) => string;
  reviewBy: (name: string, city: string | null, date: string) => string;
  duration: {
    minutes: (n: number) => string;
    hours: (n: number) => string;
    days: (n: number) => string;
  };
  ask: string;
  askText: string;
  terms: string;
  privacy: string;
  title: (name: string, field: string) => string;
  description: (profile: PublicProfile, field: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
}

const TEXTS = {
  en: {
    htmlLang: 'en',
    ogLocale: 'en_IN',
    skip: 'Skip to the profile',
    home: 'Salahkar home',
    switchLabel: 'हिन्दी',
    navLabel: 'Language and sign in',
    switchTo: 'Read this page in Hindi',
    signIn: 'Sign In',
    photoOf: (name) => `Photo of ${name}`,
    verifiedOn: (date) => `Verified by Salahkar on ${date}`,
    checks: {
      licence_number: 'Licence number checked against the register',
      credentials: 'Credential documents reviewed',
    },
    approvedOn: (date) => `Approved to answer requests on ${date}`,
    notChecked: 'Salahkar has not recorded a licence and credentials check for this professional.',
    factsTitle: 'At a glance',
    field: 'Field',
    experience: 'Experience',
    years: (count) => (count === 1 ? '1 year' : `${count} years`),
    city: 'City',
    languages: 'Languages',
    rating: 'Rating',
    ratingValue: (rating, count) =>
      `${rating.toFixed(1)} out of 5, from ${count === 1 ? '1 review' : `${count} reviews`}`,
    newProfessional: 'New: no reviews yet',
    firstOffer: 'Time to offer',
    firstOfferValue: (duration, offers) =>
      `Usually offers within ${duration} of a request being posted (median of ${offers === 1 ? '1 offer' : `${offers} offers`} in the last 90 days)`,
    notMeasured: 'Not measured yet',
    about: 'About',
    verificationTitle: 'What Salahkar checked',
    reviewsTitle: 'Reviews',
    noReviews: 'No reviews shared yet.',
    stars: (rating) => `Rated ${rating} out of 5`,
    reviewBy: (name, city, date) => `${name}${city ? `, ${city}` : ''} · ${date}`,
    duration: {
      minutes: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
      hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
      days: (n) => (n === 1 ? '1 day' : `${n} days`),
    },
    ask: 'Post a request',
    askText:
      'Post your question on Salahkar: professionals of this field answer with priced offers, and you choose whom to pay.',
    terms: 'Terms',
    privacy: 'Privacy',
    title: (name, field) => `${name}, ${field} · Salahkar`,
    description: (profile, field) => {
      const parts = [`${nameOf(profile)} answers ${field} questions on Salahkar`];
      if (profile.experience !== null)
        parts.push(`with ${TEXTS.en.years(profile.experience)} of experience`);
      if (profile.city) parts.push(`from ${profile.city}`);
      const rating =
        profile.rating !== null
          ? ` Rated ${profile.rating.toFixed(1)} out of 5 from ${profile.reviewCount === 1 ? '1 review' : `${profile.reviewCount} reviews`}.`
          : '';
      return `${parts.join(' ')}.${rating}`;
    },
    notFoundTitle: 'Profile not found · Salahkar',
    notFoundText: 'There is no public profile at this address.',
    notFoundHome: 'Go to the Salahkar home page',
  },
  hi: {
    htmlLang: 'hi',
    ogLocale: 'hi_IN',
    skip: 'प्रोफ़ाइल पर जाएँ',
    home: 'सलाहकार होम',
    switchLabel: 'English',
    navLabel: 'भाषा और साइन इन',
    switchTo: 'यह पेज अंग्रेज़ी में पढ़ें',
    signIn: 'साइन इन',
    photoOf: (name) => `${name} की फ़ोटो`,
    verifiedOn: (date) => `सलाहकार ने ${date} को सत्यापित किया`,
    checks: {
      licence_number: 'लाइसेंस नंबर रजिस्टर से मिलाया गया',
      credentials: 'योग्यता के दस्तावेज़ जाँचे गए',
    },
    approvedOn: (date) => `${date} से अनुरोधों का जवाब देने के लिए स्वीकृत`,
    notChecked: 'सलाहकार ने इस प्रोफ़ेशनल के लाइसेंस और दस्तावेज़ों की जाँच दर्ज नहीं की है।',
    factsTitle: 'एक नज़र में',
    field: 'क्षेत्र',
    experience: 'अनुभव',
    years: (count) => `${count} वर्ष`,
    city: 'शहर',
    languages: 'भाषाएँ',
    rating: 'रेटिंग',
    ratingValue: (rating, count) => `5 में से ${rating.toFixed(1)}, ${count} समीक्षाओं से`,
    newProfessional: 'नए: अभी कोई समीक्षा नहीं',
    firstOffer: 'ऑफ़र का समय',
    firstOfferValue: (duration, offers) =>
      `अनुरोध पोस्ट होने के बाद आम तौर पर ${duration} में ऑफ़र देते हैं (पिछले 90 दिनों के ${offers} ऑफ़र की माध्यिका)`,
    notMeasured: 'अभी मापा नहीं गया',
    about: 'परिचय',
    verificationTitle: 'सलाहकार ने क्या जाँचा',
    reviewsTitle: 'समीक्षाएँ',
    noReviews: 'अभी कोई समीक्षा साझा नहीं की गई।',
    stars: (rating) => `5 में से ${rating} रेटिंग`,
    reviewBy: (name, city, date) => `${name}${city ? `, ${city}` : ''} · ${date}`,
    duration: {
      minutes: (n) => `${n} मिनट`,
      hours: (n) => `${n} घंटे`,
      days: (n) => `${n} दिन`,
    },
    ask: 'अनुरोध पोस्ट करें',
    askText:
      'सलाहकार पर अपना सवाल पोस्ट करें: इस क्षेत्र के प्रोफ़ेशनल कीमत के साथ ऑफ़र देते हैं, और आप चुनते हैं कि किसे भुगतान करना है।',
    terms: 'नियम और शर्तें',
    privacy: 'गोपनीयता',
    title: (name, field) => `${name}, ${field} · सलाहकार`,
    description: (profile, field) => {
      const parts = [`${nameOf(profile)} सलाहकार पर ${field} के सवालों के जवाब देते हैं`];
      if (profile.experience !== null)
        parts.push(`(${TEXTS.hi.years(profile.experience)} का अनुभव)`);
      if (profile.city) parts.push(`— ${profile.city}`);
      const rating =
        profile.rating !== null
          ? ` ${profile.reviewCount} समीक्षाओं से 5 में से ${profile.rating.toFixed(1)} रेटिंग।`
          : '';
      return `${parts.join(' ')}।${rating}`;
    },
    notFoundTitle: 'प्रोफ़ाइल नहीं मिली · सलाहकार',
    notFoundText: 'इस पते पर कोई सार्वजनिक प्रोफ़ाइल नहीं है।',
    notFoundHome: 'सलाहकार के होम पेज पर जाएँ',
  },
} satisfies Record<Language, PageTexts>;

/** The path of a page in a language: Hindi pages live under `/hi`. */
export function pathIn(language: Language, englishPath: string): string {
  if (language === 'en') return englishPath;
  return englishPath === '/' ? '/hi' : `/hi${englishPath}`;
}

const nameOf = (profile: Pick<PublicProfile, 'firstName' | 'lastName'>) =>
  `${profile.firstName} ${profile.lastName}`.trim();

/** A median wait in words: minutes below an hour, hours below two days, else days. */
function durationText(minutes: number, language: Language): string {
  const units = TEXTS[language].duration;
  if (minutes < 60) return units.minutes(Math.max(1, minutes));
  if (minutes < 48 * 60) return units.hours(Math.round(minutes / 60));
  return units.days(Math.round(minutes / (24 * 60)));
}

// The page's own look, in the site's palette (every text/background pair AA or better). Inline:
// the site's CSP allows inline styles, and the page needs no build step to change. Its font stack
// is the site's (apps/web/src/index.css): Noto Sans's scripts are families of their own there
// (decision 239), and a Devanagari name is drawn in the site's face only if this stack lists it.
const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#1f2421;font-family:'Noto Sans','Noto Sans Rupee','Noto Sans Devanagari',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.6;-webkit-text-size-adjust:100%}
a{color:#0f5e66;text-decoration:underline;text-underline-offset:2px}
a:focus-visible{outline:3px solid #3f4ab8;outline-offset:2px}
.pp-skip{position:absolute;left:-9999px}
.pp-skip:focus{left:16px;top:8px;background:#fff;padding:8px 12px;z-index:1}
.pp-header{background:#fff;border-bottom:1px solid #e2dacd}
.pp-bar{max-width:960px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.pp-brand{font-weight:700;font-size:20px;color:#0f5e66;text-decoration:none}
.pp-nav{display:flex;gap:16px;align-items:center;white-space:nowrap}
.pp-main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
.pp-card{background:#fff;border:1px solid #e2dacd;border-radius:12px;padding:20px;margin:0 0 20px}
.pp-head{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
.pp-photo{width:112px;height:112px;border-radius:50%;object-fit:cover;background:#e3f1f1;flex:none}
.pp-initials{width:112px;height:112px;border-radius:50%;background:#e3f1f1;color:#0f5e66;display:flex;align-items:center;justify-content:center;font-size:36px;font-weight:700;flex:none}
.pp-head h1{margin:0;font-size:28px;line-height:1.25;overflow-wrap:anywhere}
.pp-field{margin:4px 0 0;font-size:18px;color:#57524b}
.pp-badge{margin:8px 0 0;color:#067647;font-weight:600}
h2{font-size:20px;margin:0 0 12px}
.pp-facts{display:grid;grid-template-columns:1fr;gap:12px;margin:0}
.pp-facts div{min-width:0}
.pp-facts dt{font-size:14px;color:#57524b}
.pp-facts dd{margin:0;font-weight:500;overflow-wrap:anywhere}
.pp-list{margin:0 0 8px;padding-left:20px;list-style:disc}
p{margin:0 0 8px}
.pp-reviews{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.pp-reviews li{border:1px solid #e2dacd;border-radius:8px;padding:12px}
.pp-reviews p{margin:0}
.pp-muted{color:#57524b;font-size:14px}
.pp-bio{white-space:pre-line;margin:0;overflow-wrap:anywhere}
.pp-cta{display:inline-block;margin-top:12px;background:#0f5e66;color:#fff;font-weight:600;text-decoration:none;border-radius:8px;padding:10px 18px}
.pp-cta:hover{background:#0b4a51}
.pp-footer{max-width:960px;margin:0 auto;padding:0 16px 32px;display:flex;gap:16px}
@media (min-width:640px){.pp-facts{grid-template-columns:repeat(2,minmax(0,1fr))}.pp-head h1{font-size:32px}}
`;

function headOf(
  language: Language,
  title: string,
  description: string,
  extra: string[],
  styles: string,
): string {
  return `<!doctype html>
<html lang="${TEXTS[language].htmlLang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${extra.join('\n')}
<meta name="theme-color" content="#0f5e66">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${styles}
<style>${PAGE_STYLE}</style>
</head>`;
}

function headerOf(language: Language, otherPath: string): string {
  const t = TEXTS[language];
  const other: Language = language === 'en' ? 'hi' : 'en';
  return `<a class="pp-skip" href="#profile">${escapeHtml(t.skip)}</a>
<header class="pp-header"><div class="pp-bar">
<a class="pp-brand" href="${language === 'hi' ? '/hi' : '/'}" aria-label="${escapeHtml(t.home)}">${language === 'hi' ? 'सलाहकार' : 'Salahkar'}</a>
<nav class="pp-nav" aria-label="${escapeHtml(t.navLabel)}">
<a href="${escapeHtml(otherPath)}" hreflang="${other}" lang="${other}" title="${escapeHtml(t.switchTo)}">${escapeHtml(t.switchLabel)}</a>
<a href="/login">${escapeHtml(t.signIn)}</a>
</nav></div></header>`;
}

function footerOf(language: Language): string {
  const t = TEXTS[language];
  return `<footer class="pp-footer"><a href="${pathIn(language, '/terms')}">${escapeHtml(t.terms)}</a><a href="${pathIn(language, '/privacy')}">${escapeHtml(t.privacy)}</a></footer>`;
}

/**
 * The whole page of a profile in one language. `styles` are the built app's stylesheet and font
 * tags (the site's typeface), empty when the web app is not built.
 */
export function publicProfilePage(
  profile: PublicProfile,
  language: Language,
  addresses: PageAddresses,
  styles = '',
): string {
  const t = TEXTS[language];
  const name = nameOf(profile);
  const field = LABELS[language].categoryField[profile.specialization];
  const title = t.title(name, field);
  const description = t.description(profile, field);
  const english = `${addresses.origin}${addresses.englishPath}`;
  const hindi = `${addresses.origin}${pathIn('hi', addresses.englishPath)}`;
  const self = language === 'hi' ? hindi : english;
  const image = profile.photoUrl ? `${addresses.origin}${profile.photoUrl}` : null;
  const meta = [
    `<link rel="canonical" href="${escapeHtml(self)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(english)}">`,
    `<link rel="alternate" hreflang="hi" href="${escapeHtml(hindi)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:site_name" content="Salahkar">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(self)}">`,
    `<meta property="og:locale" content="${t.ogLocale}">`,
    `<meta property="og:locale:alternate" content="${language === 'hi' ? TEXTS.en.ogLocale : TEXTS.hi.ogLocale}">`,
    `<meta property="profile:first_name" content="${escapeHtml(profile.firstName)}">`,
    `<meta property="profile:last_name" content="${escapeHtml(profile.lastName)}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta property="og:image:alt" content="${escapeHtml(t.photoOf(name))}">`,
        ]
      : []),
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  const otherPath = language === 'hi' ? addresses.englishPath : pathIn('hi', addresses.englishPath);
  const initials = [profile.firstName, profile.lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toUpperCase();
  const picture = profile.photoUrl
    ? `<img class="pp-photo" src="${escapeHtml(profile.photoUrl)}" alt="${escapeHtml(t.photoOf(name))}" width="112" height="112">`
    : `<div class="pp-initials" aria-hidden="true">${escapeHtml(initials)}</div>`;
  const { verification } = profile;
  const badge = verification.verified
    ? `<p class="pp-badge">${escapeHtml(t.verifiedOn(formatIstDate(verification.verifiedAt!, language)))}</p>`
    : '';

  const facts: [string, string][] = [[t.field, field]];
  if (profile.experience !== null) facts.push([t.experience, t.years(profile.experience)]);
  if (profile.city) facts.push([t.city, profile.city]);
  if (profile.languages) facts.push([t.languages, profile.languages]);
  facts.push([
    t.rating,
    profile.rating !== null
      ? t.ratingValue(profile.rating, profile.reviewCount)
      : t.newProfessional,
  ]);
  facts.push([
    t.firstOffer,
    profile.firstOffer
      ? t.firstOfferValue(
          durationText(profile.firstOffer.medianMinutes, language),
          profile.firstOffer.offers,
        )
      : t.notMeasured,
  ]);

  const checked = verification.checks.map((check) => `<li>${escapeHtml(t.checks[check])}</li>`);
  const verificationLines = [
    verification.verifiedAt
      ? `<p>${escapeHtml(t.verifiedOn(formatIstDate(verification.verifiedAt, language)))}</p>`
      : '',
    checked.length > 0
      ? `<ul class="pp-list">${checked.join('')}</ul>`
      : `<p>${escapeHtml(t.notChecked)}</p>`,
    profile.approvedAt
      ? `<p class="pp-muted">${escapeHtml(t.approvedOn(formatIstDate(profile.approvedAt, language)))}</p>`
      : '',
  ].join('');

  const reviews =
    profile.reviews.length > 0
      ? `<ul class="pp-reviews">${profile.reviews
          .map(
            (review) =>
              `<li><p><span aria-hidden="true">${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}</span> <span>${escapeHtml(t.stars(review.rating))}</span></p>${
                review.comment ? `<p>${escapeHtml(review.comment)}</p>` : ''
              }<p class="pp-muted">${escapeHtml(t.reviewBy(review.firstName, review.city, formatIstDate(review.createdAt, language)))}</p></li>`,
          )
          .join('')}</ul>`
      : `<p>${escapeHtml(t.noReviews)}</p>`;

  return `${headOf(language, title, description, meta, styles)}
<body>
${headerOf(language, otherPath)}
<main id="profile" class="pp-main">
<section class="pp-card pp-head" aria-labelledby="pp-name">
${picture}
<div><h1 id="pp-name">${escapeHtml(name)}</h1><p class="pp-field">${escapeHtml(field)}</p>${badge}</div>
</section>
<section class="pp-card" aria-labelledby="pp-facts"><h2 id="pp-facts">${escapeHtml(t.factsTitle)}</h2>
<dl class="pp-facts">${facts.map(([term, value]) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
</section>
${profile.bio ? `<section class="pp-card" aria-labelledby="pp-about"><h2 id="pp-about">${escapeHtml(t.about)}</h2><p class="pp-bio">${escapeHtml(profile.bio)}</p></section>` : ''}
<section class="pp-card" aria-labelledby="pp-checked"><h2 id="pp-checked">${escapeHtml(t.verificationTitle)}</h2>${verificationLines}</section>
<section class="pp-card" aria-labelledby="pp-reviews"><h2 id="pp-reviews">${escapeHtml(t.reviewsTitle)}</h2>${reviews}</section>
<section class="pp-card" aria-labelledby="pp-ask"><h2 id="pp-ask">${escapeHtml(t.ask)}</h2><p>${escapeHtml(t.askText)}</p><a class="pp-cta" href="/submit-consultation">${escapeHtml(t.ask)}</a></section>
</main>
${footerOf(language)}
</body>
</html>
`;
}

/** The page answered with a 404 for an address that is not a shown profile's. */
export function publicProfileNotFoundPage(
  language: Language,
  englishPath: string,
  styles = '',
): string {
  const t = TEXTS[language];
  const otherPath = language === 'hi' ? englishPath : pathIn('hi', englishPath);
  return `${headOf(language, t.notFoundTitle, t.notFoundText, ['<meta name="robots" content="noindex">'], styles)}
<body>
${headerOf(language, otherPath)}
<main id="profile" class="pp-main"><section class="pp-card"><h1>${escapeHtml(t.notFoundText)}</h1>
<p><a href="${language === 'hi' ? '/hi' : '/'}">${escapeHtml(t.notFoundHome)}</a></p></section></main>
${footerOf(language)}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
