import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A reader of the repository alone must understand every comment and test name: none cites, by section, by
// file name or as "the spec", the product spec, the design or the style guide, which live outside it, nor an
// issue of the tracker by its number. A rule states itself.
const ROOT = path.resolve(import.meta.dirname, '..');
const SELF = path.relative(ROOT, import.meta.filename);
const CITATION =
  /\u00a7|\b(?:SPEC|DESIGN|STYLE)\.md\b|\b(?:the|this|our) spec(?:['’]s)?\b|\bspec of this\b|\bissue \d+/i;

describe('comments', () => {
  it('cite no document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.vcl', '*.yml'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      // This file names what it looks for.
      .filter((file) => file && file !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it('are caught citing the spec or an issue in any wording', () => {
    const caught = [
      '// as SPEC.md says',
      '// see §7',
      '/** the spec’s mask */',
      "// The spec's timeout",
      '// Spec of this issue: lazy',
      '// (issue 15)',
      '// per the spec',
    ];
    expect(caught.filter((line) => !CITATION.test(line))).toEqual([]);
    const stated = [
      '// the phone keeps its mask',
      "test.describe('carousels')",
      "// an e2e spec's gateway starts once",
      '// the specification of a date',
    ];
    expect(stated.filter((line) => CITATION.test(line))).toEqual([]);
  });
});
