import { unzipSync } from 'fflate';
import { CV, MESSAGE, cvExtension, dataUrlByteLength, type CvKind } from '@clinic/forms/rules';
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

/** What the bytes are, whatever the file is called. */
export function sniffCv(bytes: Buffer): CvKind | undefined {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE.length).equals(OLE)) return 'doc';
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && isDocx(bytes)) return 'docx';
  return undefined;
}

/**
 * Checks the CV by its content: at most 10 MB (413), and a pdf, doc or docx whose bytes
 * match its name (415). Returns the content type to send it with.
 */
export function checkCv(cv: { filename: string; dataUrl: string }): string {
  if (dataUrlByteLength(cv.dataUrl) > CV.maxBytes) throw new HttpError(413, 'The CV is larger than 10 MB', { cv: MESSAGE.cvTooLarge });
  const bytes = Buffer.from(cv.dataUrl.slice(cv.dataUrl.indexOf(',') + 1), 'base64');
  const kind = sniffCv(bytes);
  if (!kind || kind !== cvExtension(cv.filename)) throw new HttpError(415, 'The CV must be a pdf, doc or docx file', { cv: MESSAGE.cvType });
  return CV_CONTENT_TYPES[kind];
}
