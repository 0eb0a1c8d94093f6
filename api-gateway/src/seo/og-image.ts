import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { escapeHtml } from '../http/escape-html.ts';
import { OG_IMAGE_SIZE } from './og-image-size.ts';

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
const require = createRequire(import.meta.url);
/** A font shipped in an npm package, with Cyrillic: nothing is fetched and no system font is needed. All text is bold, so only that face is loaded. */
const FONT_FILES = [require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')];
const FONT_FAMILY = 'DejaVu Sans';

/** The site's colours (packages/ui tokens.css): brand, text, background. */
const COLORS = { brand: '#0f6b6e', text: '#1d2528', background: '#f5f7f7' } as const;

const PICTURE_X = 720;
const TEXT_X = 64;
const TEXT_WIDTH = PICTURE_X - TEXT_X - 48;
/** Average advance of a DejaVu Sans Bold glyph (Cyrillic runs wide), in em; enough to break lines without a layout engine. */
const AVERAGE_GLYPH_EM = 0.76;

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

const charsPerLine = (fontSize: number, width: number) => Math.floor(width / (fontSize * AVERAGE_GLYPH_EM));

/** Pieces a line may break after: words, and the parts of a hyphenated word; a dash stays with the word before it. */
function breakablePieces(title: string): { text: string; space: boolean }[] {
  const words = title
    .replace(/ ([—–]) /g, '\u00a0$1 ')
    .split(/[ \t\n]+/)
    .filter(Boolean);
  return words.flatMap((word) => word.split(/(?<=-)(?=.)/).map((text, index) => ({ text, space: index === 0 })));
}

/** Breaks a title into lines that fit `width` at `fontSize`, at most `maxLines` (the last one cut with an ellipsis). */
export function wrapTitle(title: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = charsPerLine(fontSize, width);
  const lines: string[] = [];
  for (const piece of breakablePieces(title)) {
    const last = lines.at(-1);
    const joined = last === undefined ? undefined : `${last}${piece.space ? ' ' : ''}${piece.text}`;
    if (joined !== undefined && joined.length <= perLine) lines[lines.length - 1] = joined;
    else lines.push(piece.text);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The largest title size at which every piece fits the width and the title fits in four lines. */
function titleLayout(title: string): { fontSize: number; lines: string[] } {
  const longest = Math.max(0, ...breakablePieces(title).map((piece) => piece.text.length));
  for (const fontSize of [60, 52, 44, 38]) {
    const lines = wrapTitle(title, fontSize, TEXT_WIDTH, 9);
    if (lines.length <= 4 && longest <= charsPerLine(fontSize, TEXT_WIDTH)) return { fontSize, lines };
  }
  return { fontSize: 34, lines: wrapTitle(title, 34, TEXT_WIDTH, 6) };
}

export interface OgImageContent {
  title: string;
  siteName: string;
  /** The page's picture as a data URL, if it has one that could be read. */
  picture?: string;
  /** `cover` fills the right part (a photo, a card); `logo` sets it whole and smaller on a tinted ground. */
  pictureFit?: 'cover' | 'logo';
}

/** The SVG of an Open Graph picture: the site's name and the page's title on the left, its picture on the right. */
function ogImageSvg({ title, siteName, picture, pictureFit = 'cover' }: OgImageContent): string {
  const { fontSize, lines } = titleLayout(title);
  const lineHeight = Math.round(fontSize * 1.2);
  const top = Math.round((HEIGHT - lines.length * lineHeight) / 2 + fontSize * 0.8) + 20;
  const titleLines = lines
    .map((line, index) => `<tspan x="${TEXT_X}" y="${top + index * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('');
  const tint = `<rect x="${PICTURE_X}" y="0" width="${WIDTH - PICTURE_X}" height="${HEIGHT}" fill="${COLORS.brand}" opacity="0.12"/>`;
  const pictureLayer = !picture
    ? tint
    : pictureFit === 'logo'
      ? `${tint}<image x="${PICTURE_X + 120}" y="${HEIGHT / 2 - 120}" width="240" height="240" preserveAspectRatio="xMidYMid meet" href="${escapeHtml(picture)}"/>`
      : `<image x="${PICTURE_X}" y="0" width="${WIDTH - PICTURE_X}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" href="${escapeHtml(picture)}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`,
    pictureLayer,
    `<rect x="0" y="0" width="16" height="${HEIGHT}" fill="${COLORS.brand}"/>`,
    `<text x="${TEXT_X}" y="96" font-family="${FONT_FAMILY}" font-size="34" font-weight="bold" fill="${COLORS.brand}">${escapeHtml(siteName)}</text>`,
    `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" fill="${COLORS.text}">${titleLines}</text>`,
    `</svg>`,
  ].join('');
}

/** Renders the picture as a 1200×630 PNG with resvg (in libuv's thread pool, off the event loop). */
export async function renderOgImage(content: OgImageContent): Promise<Buffer> {
  const image = await renderAsync(ogImageSvg(content), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY },
    logLevel: 'off',
  });
  return image.asPng();
}

const MIME_BY_EXTENSION: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export interface PictureRoots {
  /** Where `/media/…` is (the dataset's `media/` folder). */
  mediaDir: string;
  /** Where other site paths are (the shell's build: its logo). */
  shellDistDir: string;
  timeoutMs: number;
}

/**
 * A page's picture as a data URL: a site path is read from disk, an absolute URL (a CMS's picture) is
 * fetched. Anything that cannot be read, is too large or is not an image gives no picture, not an error.
 */
export async function loadPicture(source: string | undefined, roots: PictureRoots): Promise<string | undefined> {
  if (!source) return undefined;
  try {
    if (/^https?:\/\//.test(source)) return await fetchPicture(source, roots.timeoutMs);
    const decoded = decodeURI(source.split(/[?#]/)[0]!);
    const [root, relative] = decoded.startsWith('/media/')
      ? [roots.mediaDir, decoded.slice('/media/'.length)]
      : [roots.shellDistDir, decoded.slice(1)];
    const file = path.resolve(root, relative);
    if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
    const type = MIME_BY_EXTENSION[path.extname(file).toLowerCase()];
    if (!type) return undefined;
    return dataUrl(type, await readFile(file));
  } catch {
    return undefined;
  }
}

async function fetchPicture(url: string, timeoutMs: number): Promise<string | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (
    !response.ok ||
    !type ||
    !PICTURE_TYPES.has(type) ||
    Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES
  )
    return undefined;
  const body = Buffer.from(await response.arrayBuffer());
  return body.length > MAX_PICTURE_BYTES ? undefined : dataUrl(type, body);
}

const dataUrl = (type: string, body: Buffer) => `data:${type};base64,${body.toString('base64')}`;
