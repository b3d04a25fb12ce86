import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, BRAND, drawIcon } from './app-icons.ts';
import { installableApp, MANIFEST_FILE, webManifest } from './web-manifest.ts';

/** The size and RGBA pixels of a PNG written by `encodePng` (one IDAT, unfiltered rows). */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png[24], png[25]]).toEqual([8, 6]);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  expect(rows).toHaveLength((width * 4 + 1) * height);
  const pixel = (x: number, y: number) =>
    [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4)].slice(0, 4);
  return { width, height, pixel };
}

describe('the app icons', () => {
  it.each(APP_ICONS)('$file is a $size × $size PNG', (icon) => {
    const { width, height } = decode(drawIcon(icon));
    expect([width, height]).toEqual([icon.size, icon.size]);
  });

  it('draw the favicon: a rounded teal tile with a white bubble, corners transparent', () => {
    const { pixel } = decode(drawIcon({ size: 192, purpose: 'any' }));
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(96, 20)).toEqual([...BRAND, 255]);
    // Inside the bubble, beside the tick.
    expect(pixel(Math.round((21.5 / 32) * 192), Math.round((18.5 / 32) * 192))).toEqual([
      255, 255, 255, 255,
    ]);
  });

  it('fill the whole square when maskable, so any launcher shape crops only the tile', () => {
    const { pixel } = decode(drawIcon({ size: 512, purpose: 'maskable' }));
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const) {
      expect(pixel(x, y)).toEqual([...BRAND, 255]);
    }
  });

  it('keep only a white shape on transparency for the status bar badge', () => {
    const { pixel, width } = decode(drawIcon({ size: 96, purpose: 'badge' }));
    expect(pixel(0, 0)[3]).toBe(0);
    const seen = new Set<string>();
    for (let i = 0; i < width; i += 1) seen.add(pixel(i, i).slice(0, 3).join());
    expect([...seen].filter((rgb) => rgb !== '0,0,0')).toEqual(['255,255,255']);
  });
});

describe('the web app manifests', () => {
  it('make the app installable: names, icons of 192 and 512 px (also maskable), start and display', () => {
    const manifest = webManifest('en');
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Salahkar',
      short_name: 'Salahkar',
      lang: 'en-IN',
      start_url: '/dashboard?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5e66',
    });
    expect(manifest.description).toMatch(/^Salahkar connects you with verified/);
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose} ${icon.type}`);
    expect(icons).toEqual([
      '192x192 any image/png',
      '512x512 any image/png',
      '192x192 maskable image/png',
      '512x512 maskable image/png',
    ]);
    const files = APP_ICONS.map((icon) => `/${icon.file}`);
    for (const icon of manifest.icons) expect(files).toContain(icon.src);
  });

  it('speak Hindi in the Hindi one and install the same app', () => {
    const hindi = webManifest('hi');
    expect(hindi).toMatchObject({ id: '/', name: 'सलाहकार', lang: 'hi-IN' });
    expect(hindi.description).toMatch(/^सलाहकार आपको/);
    expect({ ...hindi, name: '', short_name: '', description: '', lang: '' }).toEqual({
      ...webManifest('en'),
      name: '',
      short_name: '',
      description: '',
      lang: '',
    });
    expect(MANIFEST_FILE).toEqual({ en: 'manifest.webmanifest', hi: 'manifest.hi.webmanifest' });
  });
});

/** An HTML entry of the web app, as the build's transforms read it. */
const entry = (file: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', file), 'utf8');

describe("every page's head", () => {
  it.each(['index.html', 'auth.html', 'offline.html', 'build/public-page.html'])(
    '%s links the manifest, the icons and the theme colour, written once',
    async (file) => {
      const transform = installableApp().transformIndexHtml as {
        handler: (html: string) => string;
      };
      const page = transform.handler(entry(file));
      expect(page).not.toMatch(/<!--(app|shell)-head-->/);
      expect(page).toContain(`<link rel="manifest" href="/${MANIFEST_FILE.en}" />`);
      expect(page).toContain('<meta name="theme-color" content="#0f5e66" />');
      expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
      expect(page.match(/<title>/g)?.length ?? 0).toBeLessThanOrEqual(1);
    },
  );

  it("opens the app's shell with the landing page's title and description", () => {
    const transform = installableApp().transformIndexHtml as { handler: (html: string) => string };
    const page = transform.handler(entry('index.html'));
    expect(page).toContain('<title>Salahkar — Expert consultations, on your terms</title>');
    expect(page).toContain(`content="${webManifest('en').description}"`);
  });
});
