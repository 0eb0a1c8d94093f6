import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { faviconFiles } from './favicons.ts';

const SVG = readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'shell', 'src', 'favicon.svg'), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** The top-left pixel as [r, g, b, a]: whatever a row's filter, the first pixel of the first row is stored as it is. */
function firstPixel(png: Buffer): number[] {
  const colourType = png.readUInt8(25);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(data));
  return colourType === 6 ? [...pixels.subarray(1, 5)] : [...pixels.subarray(1, 4), 255];
}

describe('favicon files', () => {
  const files = faviconFiles(SVG, '#0f6b6e');

  it('packs the icon at 16, 32 and 48 px into an ICO whose entries point at whole PNG images', () => {
    const ico = files.ico;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const images = [0, 1, 2].map((index) => {
      const entry = 6 + 16 * index;
      const [width, height, bytes, offset] = [
        ico.readUInt8(entry),
        ico.readUInt8(entry + 1),
        ico.readUInt32LE(entry + 8),
        ico.readUInt32LE(entry + 12),
      ];
      const png = ico.subarray(offset, offset + bytes);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(pngSize(png)).toEqual([width, height]);
      return width;
    });
    expect(images).toEqual([16, 32, 48]);
    const last = 6 + 16 * 2;
    expect(ico.readUInt32LE(last + 12) + ico.readUInt32LE(last + 8)).toBe(ico.length);
  });

  it('draws the Apple touch icon 180 px square on the brand colour, with no transparent corner', () => {
    expect(files.appleTouch.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(files.appleTouch)).toEqual([180, 180]);
    expect(firstPixel(files.appleTouch)).toEqual([0x0f, 0x6b, 0x6e, 255]);
  });

  it('keeps the SVG as it is', () => {
    expect(files.svg.toString('utf8')).toBe(SVG);
  });
});
