import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messagesFor } from '@clinic/i18n/catalogue';
import {
  CV,
  MESSAGE,
  birthday,
  cvFile,
  cvUpload,
  dataUrlByteLength,
  emailAdvice,
  headerSafeLine,
  isAllowedCvFile,
  isValidPhone,
  optionalEmail,
  optionalLine,
  phone,
  phoneDigits,
  rating,
  required,
  requiredLine,
} from './rules.ts';

function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

describe('messages in both locales', () => {
  const cases: [string, string, string][] = [
    [MESSAGE.required, 'Це поле обовʼязкове', 'Required'],
    [MESSAGE.incorrect, 'Некоректний формат', 'Incorrect format'],
    [MESSAGE.incorrectEmail, 'Некоректний формат', 'Incorrect format'],
    [MESSAGE.cvType, 'Лише файли doc, docx або pdf', 'use only doc, docx, pdf files'],
    // The picker's permanent hint is in the page's language.
    [CV.hint, 'Лише файли doc, docx або pdf', 'use only doc, docx, pdf files'],
  ];
  it.each(cases)('%s reads exactly as the site shows it', (key, uk, en) => {
    expect(messagesFor('uk')[key]).toBe(uk);
    expect(messagesFor('en')[key]).toBe(en);
  });
  it('has a text for every rule message in both locales', () => {
    for (const key of Object.values(MESSAGE)) {
      expect(messagesFor('uk')[key], key).toBeTruthy();
      expect(messagesFor('en')[key], key).toBeTruthy();
    }
  });
});

describe('required', () => {
  it('refuses empty, blank and missing values', () => {
    expect(messageOf(required, '')).toBe(MESSAGE.required);
    expect(messageOf(required, '   ')).toBe(MESSAGE.required);
    expect(messageOf(required, undefined)).toBe(MESSAGE.required);
  });
  it('accepts and trims text', () => {
    expect(v.parse(required, '  Олена ')).toBe('Олена');
  });
  it('bounds one-line values', () => {
    expect(messageOf(requiredLine, 'a'.repeat(201))).toBe(MESSAGE.tooLong);
    expect(messageOf(requiredLine, 'a'.repeat(200))).toBeUndefined();
  });
});

describe('phone', () => {
  it('accepts the 17-character mask with 380 and 9 digits, and keeps it as written', () => {
    expect(isValidPhone('38(050) 123-45-67')).toBe(true);
    expect(v.parse(phone, '38(050) 123-45-67')).toBe('38(050) 123-45-67');
    // 17 characters that are 380 and nine digits without + ( ) - and spaces: not reshaped into the mask.
    expect(v.parse(phone, '+380 50 123 45 67')).toBe('+380 50 123 45 67');
  });
  it.each([
    '38(050) 123-4',
    '38(050) 123-45-6',
    '38(050) 123-45-678',
    '38(150) 123-45-67',
    '3805012345678901',
    '38(050) 123-45-6x',
    '38(050) abc-de-fg',
    // Other writings of a good number are not the masked value either: none is guessed at.
    '+380501234567',
    '0501234567',
    '501234567',
  ])('refuses %s as incorrect', (value) => {
    expect(messageOf(phone, value)).toBe(MESSAGE.incorrect);
  });
  it('asks for a value when empty', () => {
    expect(messageOf(phone, '')).toBe(MESSAGE.required);
  });
  it('reduces to digits for a review', () => {
    expect(phoneDigits('38(050) 123-45-67')).toBe('380501234567');
  });
});

describe('birthday', () => {
  it('accepts the 10-character DD.MM.YYYY mask', () => {
    expect(messageOf(birthday, '01.02.1990')).toBeUndefined();
  });
  it('refuses a partial date as incorrect and an empty one as required', () => {
    expect(messageOf(birthday, '01.02.19')).toBe(MESSAGE.incorrect);
    expect(messageOf(birthday, '')).toBe(MESSAGE.required);
  });
});

describe('email', () => {
  it('is never a reason to refuse the form when filled, and is kept as typed', () => {
    for (const value of ['', undefined, 'hr@clinic.ua', 'hr@clinic', 'hr clinic@x.ua'])
      expect(messageOf(optionalEmail, value)).toBeUndefined();
    expect(v.parse(optionalEmail, ' hr@clinic ')).toBe('hr@clinic');
  });
  it('refuses what would add a line to the mail, and what is far too long', () => {
    expect(messageOf(optionalEmail, 'x@y.ua\r\nBcc: a@b.c')).toBe(MESSAGE.controlCharacters);
    expect(messageOf(optionalEmail, `${'a'.repeat(250)}@b.ua`)).toBe(MESSAGE.tooLong);
  });
  it('gets the incorrect-format message when filled with something that is no address', () => {
    expect(emailAdvice('')).toBeUndefined();
    expect(emailAdvice(undefined)).toBeUndefined();
    expect(emailAdvice(' hr@clinic.ua ')).toBeUndefined();
    for (const value of ['hr@clinic', 'hr clinic@x.ua', 'bad@'])
      expect(emailAdvice(value)).toBe(MESSAGE.incorrectEmail);
  });
});

describe('rating', () => {
  it('defaults to 5', () => {
    expect(v.parse(rating, undefined)).toBe(5);
  });
  it('takes whole stars from 1 to 5', () => {
    expect(v.parse(rating, 3)).toBe(3);
    expect(messageOf(rating, 0)).toBe(MESSAGE.incorrect);
    expect(messageOf(rating, 6)).toBe(MESSAGE.incorrect);
    expect(messageOf(rating, 4.5)).toBe(MESSAGE.incorrect);
  });
});

describe('one-line fields', () => {
  const controls = [
    '\r\nBcc: x@y.z',
    '\n',
    '\t',
    '\u0000',
    '\u0007',
    '\u007f',
    '\u0085',
    '\u2028',
    '\u2029',
    '\u001b[31m',
  ];
  it.each(controls)(
    'refuse %j inside a name, a goal, a phone, a birthday or a subject, with the one-line message',
    (control) => {
      expect(messageOf(requiredLine, `A${control}B`)).toBe(MESSAGE.controlCharacters);
      expect(messageOf(optionalLine, `Консультація${control}x`)).toBe(MESSAGE.controlCharacters);
      expect(messageOf(phone, `38(050)${control}123-45-67`)).toBe(MESSAGE.controlCharacters);
      expect(messageOf(birthday, `01.02${control}1990`)).toBe(MESSAGE.controlCharacters);
      expect(messageOf(headerSafeLine, `Лікар${control}x`)).toBe(MESSAGE.controlCharacters);
    },
  );
  it('take letters of any script, apostrophes, hyphens and emoji', () => {
    for (const value of ['Олена Коваленко-Шевчук', 'Мар’яна', 'Zoë O’Brien', 'Лікар-косметолог 🌿']) {
      expect(messageOf(requiredLine, value)).toBeUndefined();
      expect(messageOf(headerSafeLine, value)).toBeUndefined();
    }
  });
  it('drop line breaks at either end, as they drop spaces', () => {
    expect(v.parse(requiredLine, '\r\nОлена\n')).toBe('Олена');
  });
});

describe('cv in the browser', () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size });
  it('is required', () => {
    expect(messageOf(cvFile, null)).toBe(MESSAGE.required);
    expect(messageOf(cvFile, undefined)).toBe(MESSAGE.required);
  });
  it('allows pdf, doc and docx only', () => {
    expect(messageOf(cvFile, file('cv.pdf', 'application/pdf'))).toBeUndefined();
    expect(messageOf(cvFile, file('cv.doc', 'application/msword'))).toBeUndefined();
    expect(messageOf(cvFile, file('cv.DOCX', CV.mimeTypes[2]))).toBeUndefined();
    expect(messageOf(cvFile, file('cv.doc', ''))).toBeUndefined();
    expect(messageOf(cvFile, file('cv.png', 'image/png'))).toBe(MESSAGE.cvType);
    expect(messageOf(cvFile, file('cv.pdf', 'image/png'))).toBe(MESSAGE.cvType);
    expect(isAllowedCvFile('cv.txt', 'text/plain')).toBe(false);
  });
  it('is at most 10 MB', () => {
    expect(messageOf(cvFile, file('cv.pdf', 'application/pdf', CV.maxBytes + 1))).toBe(MESSAGE.cvTooLarge);
  });
  it('is a real File too', () => {
    expect(messageOf(cvFile, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }))).toBeUndefined();
  });
});

describe('cv on the wire', () => {
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 hello').toString('base64')}`;
  it('accepts a pdf data URL with its filename', () => {
    expect(messageOf(cvUpload, { filename: 'cv.pdf', dataUrl: pdf })).toBeUndefined();
  });
  it('needs both parts', () => {
    expect(messageOf(cvUpload, undefined)).toBe(MESSAGE.required);
    expect(messageOf(cvUpload, { filename: '', dataUrl: pdf })).toBe(MESSAGE.required);
    expect(messageOf(cvUpload, { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,' })).toBe(MESSAGE.required);
  });
  it('refuses other types and broken data URLs', () => {
    expect(messageOf(cvUpload, { filename: 'cv.exe', dataUrl: pdf })).toBe(MESSAGE.cvType);
    expect(messageOf(cvUpload, { filename: 'cv.pdf', dataUrl: 'data:image/png;base64,AAAA' })).toBe(MESSAGE.cvType);
    expect(messageOf(cvUpload, { filename: 'cv.pdf', dataUrl: 'hello' })).toBe(MESSAGE.cvType);
  });
  it('takes the file whatever it is called: the gateway reduces the name', () => {
    expect(messageOf(cvUpload, { filename: 'c\r\nv.pdf', dataUrl: pdf })).toBeUndefined();
    expect(messageOf(cvUpload, { filename: '../../../etc/cv.pdf', dataUrl: pdf })).toBeUndefined();
  });
  it('measures the decoded size without decoding', () => {
    expect(dataUrlByteLength(pdf)).toBe('%PDF-1.4 hello'.length);
  });
});
