import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import webpack, { type Compiler } from 'webpack';

/** The files a site's icon needs beside its SVG: browsers ask for `/favicon.ico` unprompted, iOS for a solid 180 px PNG. */
export const FAVICON_FILES = { svg: 'favicon.svg', ico: 'favicon.ico', appleTouch: 'apple-touch-icon.png' } as const;

/** The sizes packed into `favicon.ico`: tabs, taskbars and shortcuts. */
const ICO_SIZES = [16, 32, 48] as const;
const APPLE_TOUCH_SIZE = 180;

function png(svg: string, size: number, background?: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, ...(background && { background }) }).render().asPng();
}

/** An ICO holding PNG images (read by every browser since IE Vista): a 6-byte header, a 16-byte entry per image, the images. */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png: data }) => {
    const entry = Buffer.alloc(16);
    // 0 stands for 256.
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The three icon files from the one SVG, made at build time so that any static host serves them. */
export function faviconFiles(svg: string, background: string): Record<keyof typeof FAVICON_FILES, Buffer> {
  return {
    svg: Buffer.from(svg),
    ico: icoOf(ICO_SIZES.map((size) => ({ size, png: png(svg, size) }))),
    // iOS fills transparency with black: the icon sits on its own colour.
    appleTouch: png(svg, APPLE_TOUCH_SIZE, background),
  };
}

/** Emits `favicon.svg`, `favicon.ico` and `apple-touch-icon.png` at the root of the build. */
export class FaviconsPlugin {
  constructor(
    private readonly svgFile: string,
    private readonly background: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FaviconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FaviconsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.svgFile);
          const files = faviconFiles(readFileSync(this.svgFile, 'utf8'), this.background);
          for (const [kind, name] of Object.entries(FAVICON_FILES) as [keyof typeof FAVICON_FILES, string][]) {
            compilation.emitAsset(name, new webpack.sources.RawSource(files[kind]));
          }
        },
      );
    });
  }
}
