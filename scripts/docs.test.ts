import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the front door: short enough to read on one screen or two, every line readable without
// scrolling sideways. What it leaves out lives in docs/, and every link between them lands somewhere.
const ROOT = path.resolve(import.meta.dirname, '..');
const README_MAX_LINES = 200;
const README_MAX_LINE_LENGTH = 200;

const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(ROOT, 'docs')).map((file) => `docs/${file}`)];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(page: string): Set<string> {
  const text = readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

describe('the documentation', () => {
  it('keeps the README on one screen or two', () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
    expect(lines.filter((line) => line.length > README_MAX_LINE_LENGTH)).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken = pages.flatMap((page) => {
      const text = readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target]) => {
        if (/^[a-z]+:/.test(target!)) return [];
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const linked = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file)) : page;
        if (!existsSync(path.join(ROOT, linked))) return [`${page}: ${target} (no such file)`];
        if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) {
          return [`${page}: ${target} (no such heading)`];
        }
        return [];
      });
    });
    expect(broken).toEqual([]);
  });
});
