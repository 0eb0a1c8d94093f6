import { describe, expect, it } from 'vitest';
import { ConfigSniffer } from './mail-body.ts';

function sniff(json: string, chunkSize = Number.POSITIVE_INFINITY): string | null | undefined {
  const sniffer = new ConfigSniffer();
  const bytes = Buffer.from(json);
  for (let start = 0; start < bytes.length && !sniffer.done; start += Math.min(chunkSize, bytes.length)) sniffer.feed(bytes.subarray(start, start + chunkSize));
  return sniffer.config;
}

describe('ConfigSniffer', () => {
  it('finds the top-level config wherever it is, fed whole or a byte at a time', () => {
    for (const chunkSize of [Number.POSITIVE_INFINITY, 1, 7]) {
      expect(sniff('{"config":"vacancies","fields":{}}', chunkSize)).toBe('vacancies');
      expect(sniff('{ "page" : "https://x/\\"config\\":\\"order\\"", "fields": {"cv": {"dataUrl": "data:,"}} ,\n "config" : "order" }', chunkSize)).toBe('order');
    }
  });

  it('is not fooled by nested keys, keys in values or escaped quotes', () => {
    expect(sniff('{"fields":{"config":"vacancies"},"config":"order"}')).toBe('order');
    expect(sniff('{"page":"config","x":["config",{"config":"vacancies"}],"config":"review"}')).toBe('review');
    expect(sniff('{"note":"a\\\\","config":"declaration"}')).toBe('declaration');
    expect(sniff('{"Тема":"Відгук","config":"review"}')).toBe('review');
  });

  it('reports a config that is not a string, and nothing before it has gone by', () => {
    expect(sniff('{"config":["vacancies"]}')).toBeNull();
    expect(sniff('{"config":42}')).toBeNull();
    expect(sniff(`{"config":"${'v'.repeat(100)}"}`)).toBeNull();
    expect(sniff('{"fields":{"goal":"xxxx')).toBeUndefined();
    expect(sniff('{"con\\u0066ig":"vacancies"}')).toBeUndefined();
  });
});
