import { crc32, deflateSync } from 'node:zlib';

/**
 * The installed app's icons, drawn at build time from the shapes of public/favicon.svg (a speech
 * bubble with a tick on a teal tile), so there is no binary to keep in step with the logo and no
 * image tool to install: a change to the favicon is a change to the shapes below.
 *
 * The favicon's coordinates are its 32 × 32 view box. Each icon is rasterised with 4 × 4 samples a
 * pixel (anti-aliased edges) and written as an 8-bit RGBA PNG.
 */

type Point = readonly [number, number];
type Rgb = readonly [number, number, number];

export const BRAND: Rgb = [0x0f, 0x5e, 0x66];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** The bubble's outline, the favicon's path flattened ('M9 10.5A2.5 2.5 0 0 1 11.5 8h9…z'). */
const BUBBLE: Point[] = flatten([
  { to: [9, 10.5] },
  { to: [11.5, 8], arc: { radius: 2.5, sweep: true } },
  { to: [20.5, 8] },
  { to: [23, 10.5], arc: { radius: 2.5, sweep: true } },
  { to: [23, 17.5] },
  { to: [20.5, 20], arc: { radius: 2.5, sweep: true } },
  { to: [15, 20] },
  { to: [10.8, 23.4] },
  { to: [10, 23], arc: { radius: 0.5, sweep: true } },
  { to: [10, 20] },
  { to: [9, 18], arc: { radius: 2.5, sweep: true } },
]);

/** The tick: a polyline stroked 2 wide with round caps and joins. */
const TICK: Point[] = [
  [12.5, 14],
  [14.8, 16.3],
  [19.5, 11.7],
];
const TICK_HALF_WIDTH = 1;

export interface IconSpec {
  /** Where the icon is served, under the site's root. */
  file: string;
  size: number;
  /**
   * 'any': the favicon as it is (rounded tile, transparent corners). 'maskable': a full-bleed
   * tile with the bubble inside the central safe circle (radius 40 %), so a launcher may crop it
   * to any shape. 'badge': the white bubble alone on transparency, for the status bar, which
   * draws only the alpha channel. 'apple-touch': drawn as maskable (iOS puts its own rounded
   * mask over an opaque square), linked from the pages rather than the manifest.
   */
  purpose: 'any' | 'maskable' | 'badge' | 'apple-touch';
}

export const APP_ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
  { file: 'icons/badge-96.png', size: 96, purpose: 'badge' },
];

const SAMPLES = 4;

/** One icon as PNG bytes. */
export function drawIcon({ size, purpose }: Pick<IconSpec, 'size' | 'purpose'>): Buffer {
  // The part of the favicon's view box the icon shows: all of it, or a wider square around the
  // bubble so the bubble's corners stay inside the maskable safe circle.
  const view =
    purpose === 'maskable' || purpose === 'apple-touch'
      ? { origin: -3, size: 38 }
      : { origin: 0, size: 32 };
  const scale = view.size / size;
  const pixels = Buffer.alloc(size * size * 4);
  const sums = new Float64Array(size * 4);
  for (let row = 0; row < size; row += 1) {
    sums.fill(0);
    for (let sy = 0; sy < SAMPLES; sy += 1) {
      const y = view.origin + (row + (sy + 0.5) / SAMPLES) * scale;
      const bubble = spans(BUBBLE, y);
      for (let column = 0; column < size; column += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = view.origin + (column + (sx + 0.5) / SAMPLES) * scale;
          const colour = sampleColour(purpose, x, y, inSpans(bubble, x));
          if (!colour) continue;
          const at = column * 4;
          sums[at]! += colour[0];
          sums[at + 1]! += colour[1];
          sums[at + 2]! += colour[2];
          sums[at + 3]! += 1;
        }
      }
    }
    for (let column = 0; column < size; column += 1) {
      const at = column * 4;
      const covered = sums[at + 3]!;
      const out = (row * size + column) * 4;
      if (covered === 0) continue;
      // Straight (not premultiplied) alpha: the colour is the average of the covered samples.
      pixels[out] = Math.round(sums[at]! / covered);
      pixels[out + 1] = Math.round(sums[at + 1]! / covered);
      pixels[out + 2] = Math.round(sums[at + 2]! / covered);
      pixels[out + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return encodePng(size, size, pixels);
}

/** The colour at one point of the favicon's view box, or null where it is transparent. */
function sampleColour(
  purpose: IconSpec['purpose'],
  x: number,
  y: number,
  inBubble: boolean,
): Rgb | null {
  const onTick = inBubble && nearPolyline(TICK, x, y, TICK_HALF_WIDTH);
  if (purpose === 'badge') return inBubble && !onTick ? WHITE : null;
  if (onTick) return BRAND;
  if (inBubble) return WHITE;
  if (purpose === 'any') return inRoundedSquare(x, y, 32, 8) ? BRAND : null;
  return BRAND;
}

function inRoundedSquare(x: number, y: number, side: number, radius: number): boolean {
  if (x < 0 || y < 0 || x > side || y > side) return false;
  const cx = Math.min(Math.max(x, radius), side - radius);
  const cy = Math.min(Math.max(y, radius), side - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Where a horizontal line crosses the outline, sorted: inside between each pair (even-odd). */
function spans(outline: readonly Point[], y: number): number[] {
  const crossings: number[] = [];
  for (let i = 0; i < outline.length; i += 1) {
    const [x1, y1] = outline[i]!;
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    if (y1 <= y === y2 <= y) continue;
    crossings.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
  }
  return crossings.sort((a, b) => a - b);
}

function inSpans(crossings: readonly number[], x: number): boolean {
  let inside = false;
  for (const crossing of crossings) {
    if (crossing > x) break;
    inside = !inside;
  }
  return inside;
}

function nearPolyline(line: readonly Point[], x: number, y: number, distance: number): boolean {
  for (let i = 0; i + 1 < line.length; i += 1) {
    const [ax, ay] = line[i]!;
    const [bx, by] = line[i + 1]!;
    const [dx, dy] = [bx - ax, by - ay];
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    if ((x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= distance ** 2) return true;
  }
  return false;
}

interface PathStep {
  to: Point;
  /** An SVG elliptical arc with equal radii and the small-arc flag: `A r r 0 0 sweep x y`. */
  arc?: { radius: number; sweep: boolean };
}

/** A closed path of lines and small circular arcs as a polygon (arcs in 16 steps). */
function flatten(steps: readonly PathStep[]): Point[] {
  const points: Point[] = [];
  let from: Point | undefined;
  for (const { to, arc } of steps) {
    if (from && arc) points.push(...arcPoints(from, to, arc.radius, arc.sweep));
    points.push(to);
    from = to;
  }
  return points;
}

/**
 * The points between two ends of a small circular arc (SVG's endpoint form, implementation notes
 * F.6.5, with equal radii and no rotation). Sweep true is the positive-angle (clockwise on screen)
 * direction.
 */
function arcPoints(from: Point, to: Point, radius: number, sweep: boolean): Point[] {
  const [mx, my] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const [hx, hy] = [(to[0] - from[0]) / 2, (to[1] - from[1]) / 2];
  const half = Math.hypot(hx, hy);
  const r = Math.max(radius, half);
  const offset = Math.sqrt(r * r - half * half);
  // The centre lies on the perpendicular bisector; the small arc with this sweep picks the side.
  const side = sweep ? 1 : -1;
  const [cx, cy] = [mx - (side * offset * hy) / half, my + (side * offset * hx) / half];
  const start = Math.atan2(from[1] - cy, from[0] - cx);
  let delta = Math.atan2(to[1] - cy, to[0] - cx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  const points: Point[] = [];
  for (let i = 1; i < 16; i += 1) {
    const angle = start + (delta * i) / 16;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return points;
}

/** An RGBA image as a PNG: one IDAT, every row unfiltered, deflated at the highest level. */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
