import { describe, expect, it } from 'vitest';
import { lastingCondition, lastingConditions } from './lasting-condition.ts';

describe('a lasting condition', () => {
  it('is said once when it starts and once when it ends, however many tries fail between', () => {
    const said: string[] = [];
    const registry = lastingCondition<Error>({
      starts: (error) => said.push(`down: ${error.message}`),
      ends: () => said.push('back'),
    });
    registry.passed();
    registry.failed(new Error('first'));
    registry.failed(new Error('second'));
    registry.passed();
    registry.passed();
    registry.failed(new Error('third'));
    expect(said).toEqual(['down: first', 'back', 'down: third']);
  });

  it('keeps one per key when things can be down each on its own', () => {
    const said: string[] = [];
    const manifests = lastingConditions<string, { remote: string }>({
      starts: (url, { remote }) => said.push(`${remote} ${url} down`),
      ends: (url, { remote }) => said.push(`${remote} ${url} back`),
    });
    manifests.failed('/a.json', { remote: 'a' });
    manifests.failed('/b.json', { remote: 'b' });
    manifests.failed('/a.json', { remote: 'a' });
    manifests.passed('/a.json');
    manifests.passed('/a.json');
    expect(said).toEqual(['a /a.json down', 'b /b.json down', 'a /a.json back']);
  });
});
