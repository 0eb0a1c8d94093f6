import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { HttpError } from '../http/errors.ts';
import { CV_CONTENT_TYPES, checkCv, sniffCv } from './cv-file.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const docx = Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }));
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
    const renamed = failure(() => checkCv({ filename: 'cv.pdf', dataUrl: dataUrl(Buffer.from('MZ\x90\x00 an executable')) }));
    expect(renamed.status).toBe(415);
    expect(renamed.fields).toEqual({ cv: 'forms.validation.cvType' });
    expect(failure(() => checkCv({ filename: 'cv.docx', dataUrl: dataUrl(plainZip) })).status).toBe(415);
    expect(failure(() => checkCv({ filename: 'cv.docx', dataUrl: dataUrl(pdf) })).status).toBe(415);
  });
  it('answers 413 for more than 10 MB', () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const error = failure(() => checkCv({ filename: 'cv.pdf', dataUrl: dataUrl(big) }));
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ cv: 'forms.validation.cvTooLarge' });
  });
});
