import { describe, expect, it } from 'vitest';
import { jsonForScript, readJsonScript } from './json-for-script.ts';

const tricky = { text: '</script><!-- <script>alert("x")</script> & \u2028\u2029', nested: ['<', '>', '&'] };

describe('jsonForScript', () => {
  it('writes no character that could end or bend a script element or a JavaScript string', () => {
    const written = jsonForScript(tricky);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(written).toContain('\\u003c/script\\u003e');
  });

  it('reads back the same value, from the text as from the page’s element', () => {
    expect(JSON.parse(jsonForScript(tricky))).toEqual(tricky);
    const page = {
      getElementById: (id: string) => (id === 'data' ? { textContent: jsonForScript(tricky) } : null),
    } as unknown as Document;
    expect(readJsonScript('data', page)).toEqual(tricky);
    expect(readJsonScript('missing', page)).toBeUndefined();
  });
});
