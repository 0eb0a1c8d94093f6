import { unzipSync } from 'fflate';
import {
  CV,
  MESSAGE,
  cvExtension,
  dataUrlByteLength,
  withoutControlCharacters,
  type CvKind,
} from '@clinic/forms/rules';
import { HttpError } from '../http/errors.ts';

export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF = Buffer.from('%PDF-');
/** Compound File Binary, the container of a Word 97–2003 document. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Reads the zip's directory without inflating anything, so a zip bomb costs nothing. */
function isDocx(bytes: Buffer): boolean {
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return names.has('word/document.xml') && names.has('[Content_Types].xml');
}

const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers from here up are markers (free, end of chain, FAT, DIFAT), not places. */
const MAX_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM = 2;
const WORD_STREAM = 'WordDocument';

/**
 * Whether a Compound File (MS-CFB) has a `WordDocument` stream, which every Word 97–2003
 * document has and an .xls, .msi or .ppt does not. Follows the directory's sector chain
 * through the FAT (and DIFAT); every read is bounds-checked and every loop bounded by the
 * number of sectors, so a crafted file ends the walk rather than looping or throwing.
 */
function isWordCompoundFile(bytes: Buffer): boolean {
  if (bytes.length < 512) return false;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const offset = (sector: number) => (sector + 1) * sectorSize;
  const inFile = (sector: number) => sector < MAX_SECTOR && offset(sector) + sectorSize <= bytes.length;

  const fatSectors: number[] = [];
  for (let index = 0; index < 109; index++) fatSectors.push(bytes.readUInt32LE(0x4c + index * 4));
  const perSector = sectorSize / 4;
  let difat = bytes.readUInt32LE(0x44);
  for (let hops = 0; inFile(difat) && hops < sectorCount; hops++) {
    for (let index = 0; index < perSector - 1; index++) fatSectors.push(bytes.readUInt32LE(offset(difat) + index * 4));
    difat = bytes.readUInt32LE(offset(difat) + (perSector - 1) * 4);
  }
  const next = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    return fatSector !== undefined && inFile(fatSector)
      ? bytes.readUInt32LE(offset(fatSector) + (sector % perSector) * 4)
      : END_OF_CHAIN;
  };

  let sector = bytes.readUInt32LE(0x30);
  for (let hops = 0; inFile(sector) && hops < sectorCount; hops++) {
    for (let entry = offset(sector); entry < offset(sector) + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = bytes.readUInt16LE(entry + 0x40);
      if (bytes[entry + 0x42] !== STREAM || nameBytes < 2 || nameBytes > 64) continue;
      if (bytes.toString('utf16le', entry, entry + nameBytes - 2) === WORD_STREAM) return true;
    }
    sector = next(sector);
  }
  return false;
}

/** What the bytes are, whatever the file is called. */
export function sniffCv(bytes: Buffer): CvKind | undefined {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE.length).equals(OLE) && isWordCompoundFile(bytes)) return 'doc';
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && isDocx(bytes)) return 'docx';
  return undefined;
}

/**
 * Checks the CV by its content: at most 10 MB (413), and a pdf, doc or docx whose bytes
 * match its name (415). Returns the content type to send it with.
 */
export function checkCv(cv: { filename: string; dataUrl: string }): string {
  if (dataUrlByteLength(cv.dataUrl) > CV.maxBytes)
    throw new HttpError(413, 'The CV is larger than 10 MB', { cv: MESSAGE.cvTooLarge });
  const bytes = Buffer.from(cv.dataUrl.slice(cv.dataUrl.indexOf(',') + 1), 'base64');
  const kind = sniffCv(bytes);
  if (!kind || kind !== cvExtension(cv.filename))
    throw new HttpError(415, 'The CV must be a pdf, doc or docx file', { cv: MESSAGE.cvType });
  return CV_CONTENT_TYPES[kind];
}

/** Characters a file name on the clinic's machines (Windows among them) cannot hold, or that quote it. */
const UNSAFE_IN_NAME = /["*:<>?|]/g;

/**
 * The CV's name as the attachment carries it: the last part of whatever path the browser or a script
 * sent (`../../../etc/cv.pdf` → `cv.pdf`, `C:\\Users\\o\\My CV.docx` → `My CV.docx`), without control
 * characters, characters Windows refuses or leading dots, and with its extension, which `checkCv`
 * has matched to the content. Nothing left but the extension gives `cv.<extension>`.
 */
export function safeCvFileName(filename: string): string {
  const extension = cvExtension(filename) ?? 'pdf';
  const last = withoutControlCharacters(filename.split(/[/\\]/).pop() ?? '');
  const dot = last.lastIndexOf('.');
  const stem = last
    .slice(0, Math.max(dot, 0))
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${stem || 'cv'}.${extension}`;
}
