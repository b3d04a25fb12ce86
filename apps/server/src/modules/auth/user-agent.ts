import type { SessionDevice } from '@salahkar/domain';

// The sessions list names a device the way its owner would ("Chrome on Android"), not the way
// a User-Agent spells it. A few rules cover the browsers people use in India; anything else is
// left unnamed rather than guessed. Order matters: Edge, Opera and Samsung Internet also say
// "Chrome", and every Chromium browser also says "Safari".

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, rules: readonly [RegExp, string][]) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** Browser, system and whether it is a phone or tablet, from a User-Agent (null: unknown). */
export function deviceOf(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, system: null, mobile: false };
  return {
    browser: firstMatch(userAgent, BROWSERS),
    system: firstMatch(userAgent, SYSTEMS),
    mobile: /\b(Mobi|Android|iPhone|iPad|iPod)\b/.test(userAgent),
  };
}
