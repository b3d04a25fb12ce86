import { encodePng } from '../../apps/web/build/app-icons.ts';

/** A valid 1×1 PNG of one teal pixel, made in memory by the encoder the app's icons are drawn with. */
export function tinyPng(): Buffer {
  return encodePng(1, 1, Buffer.from([15, 94, 102, 255]));
}
