import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { HttpError } from '../http/errors.ts';
import { CV_CONTENT_TYPES, checkCv, sniffCv } from './cv-file.ts';
import { compoundFile } from './testing/compound-file.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const doc = compoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']);
const xls = compoundFile(['Workbook', '\u0005SummaryInformation']);
// An installer's streams have names packed into CJK code points.
const msi = compoundFile(['\u4840\u3f3f\u4577\u6c3f\u3b6a\u3b35\u4840', '\u0005SummaryInformation']);
const docx = Buffer.from(
  zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }),
);
const plainZip = Buffer.from(zipSync({ 'hello.txt': strToU8('hello') }));

function dataUrl(bytes: Buffer, type = 'application/octet-stream'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('CV content check', () => {
  it('recognises pdf, doc and docx by their bytes', () => {
    expect(sniffCv(pdf)).toBe('pdf');
    expect(sniffCv(doc)).toBe('doc');
    expect(sniffCv(docx)).toBe('docx');
  });
  it('takes a compound file for a doc only when its directory has a WordDocument stream', () => {
    expect(sniffCv(xls)).toBeUndefined();
    expect(sniffCv(msi)).toBeUndefined();
    expect(sniffCv(doc.subarray(0, 8))).toBeUndefined();
    expect(sniffCv(Buffer.concat([doc.subarray(0, 8), Buffer.alloc(1024)]))).toBeUndefined();
    // The name in a cell of a spreadsheet is not a stream of the file.
    const xlsMentioningWord = Buffer.concat([
      xls.subarray(0, 512),
      Buffer.from('WordDocument', 'utf16le'),
      xls.subarray(512 + 24),
    ]);
    expect(sniffCv(xlsMentioningWord)).toBeUndefined();
  });
  it('follows the directory through the FAT, even where only the DIFAT reaches (a doc of several MB)', () => {
    // Six entries take two directory sectors; WordDocument is in the second.
    const names = ['1Table', 'Data', 'ObjectPool', '\u0005SummaryInformation', 'WordDocument'];
    expect(sniffCv(compoundFile(names))).toBe('doc');
    const big = compoundFile(names, { dataSectors: 110 * 128 });
    expect(big.readUInt32LE(0x2c)).toBeGreaterThan(109);
    expect(big.readUInt32LE(0x48)).toBeGreaterThan(0);
    expect(sniffCv(big)).toBe('doc');
  });
  it('stops on a directory chain that loops', () => {
    const looped = Buffer.from(xls);
    // FAT sector 2 (after data sector 0 and directory sector 1): point the directory's entry at itself.
    looped.writeUInt32LE(1, 512 * 3 + 4);
    expect(sniffCv(looped)).toBeUndefined();
  });
  it('does not take any zip for a docx', () => {
    expect(sniffCv(plainZip)).toBeUndefined();
    expect(sniffCv(Buffer.from('PK\u0003\u0004 broken'))).toBeUndefined();
  });
  it('gives the content type of what the file really is', () => {
    expect(checkCv({ filename: 'cv.pdf', dataUrl: dataUrl(pdf) })).toBe(CV_CONTENT_TYPES.pdf);
    expect(checkCv({ filename: 'cv.doc', dataUrl: dataUrl(doc) })).toBe(CV_CONTENT_TYPES.doc);
    expect(checkCv({ filename: 'Резюме.DOCX', dataUrl: dataUrl(docx) })).toBe(CV_CONTENT_TYPES.docx);
  });
  it('answers 415 for a file that is not what its name says', () => {
    const renamed = failure(() =>
      checkCv({ filename: 'cv.pdf', dataUrl: dataUrl(Buffer.from('MZ\x90\x00 an executable')) }),
    );
    expect(renamed.status).toBe(415);
    expect(renamed.fields).toEqual({ cv: 'forms.validation.cvType' });
    expect(failure(() => checkCv({ filename: 'cv.docx', dataUrl: dataUrl(plainZip) })).status).toBe(415);
    expect(failure(() => checkCv({ filename: 'cv.docx', dataUrl: dataUrl(pdf) })).status).toBe(415);
    for (const renamed of [xls, msi])
      expect(failure(() => checkCv({ filename: 'cv.doc', dataUrl: dataUrl(renamed) })).status).toBe(415);
  });
  it('answers 413 for more than 10 MB', () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const error = failure(() => checkCv({ filename: 'cv.pdf', dataUrl: dataUrl(big) }));
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ cv: 'forms.validation.cvTooLarge' });
  });
});
