import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A reader of the repository alone must understand every comment: none cites, by section or by file name,
// the product spec, the design or the style guide, which live outside it. A rule states itself.
const ROOT = path.resolve(import.meta.dirname, '..');
const CITATION = /\u00a7|\b(?:SPEC|DESIGN|STYLE)\.md\b/;

describe('comments', () => {
  it('cite no document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.vcl', '*.yml'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
