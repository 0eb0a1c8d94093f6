import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import { contentDataForScript } from './page-document.ts';

describe('contentDataForScript', () => {
  it('writes what jsonForScript writes, byte for byte', () => {
    const doctor = {
      slug: 'olena-kovalenko',
      name: 'Олена <Коваленко> & Co',
      bio: 'line\u2028break\u2029',
      tags: [1, null],
    };
    const samples: unknown[] = [
      {},
      { 'uk doctor {"slug":"olena-kovalenko"}': doctor, 'uk navs {}': [{ href: '/likari' }], 'uk count {}': 3 },
      { 'uk a </script>': 'text', 'uk skipped {}': undefined, 'uk empty {}': null },
      [doctor],
      'plain',
      null,
    ];
    for (const content of samples) expect(contentDataForScript(content)).toBe(jsonForScript(content));
  });

  it('writes an answer once for every page that shows it', () => {
    let reads = 0;
    const answer = {
      get title() {
        reads += 1;
        return 'Dermatology';
      },
    };
    const first = contentDataForScript({ 'uk direction {}': answer });
    const second = contentDataForScript({ 'uk direction {}': answer, 'uk navs {}': [] });
    expect(reads).toBe(1);
    expect(first).toBe('{"uk direction {}":{"title":"Dermatology"}}');
    expect(second).toBe('{"uk direction {}":{"title":"Dermatology"},"uk navs {}":[]}');
  });
});
