import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// The commits a change adds, held to the project's rules before it lands: each subject passes commitlint
// (`commitlint.config.js`), and a change to a shared package under packages/ brings a changeset, so its release
// says what changed for those who upgrade. The change is what HEAD has beyond the branch it goes into
// (`COMMIT_BASE`, else `origin/main`, else `main`); on that branch itself there is nothing to check.
const ROOT = path.resolve(import.meta.dirname, '..');
/** The checkout whose commits are checked: this one, or another named for a test. */
const REPO = process.env.CHECK_COMMITS_REPO ?? ROOT;

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function baseOf(): string | undefined {
  for (const candidate of [process.env.COMMIT_BASE, 'origin/main', 'main'].filter(Boolean) as string[]) {
    try {
      return git('merge-base', 'HEAD', candidate);
    } catch {
      // Not a ref here: the next one.
    }
  }
  return undefined;
}

function main(): number {
  try {
    git('rev-parse', '--git-dir');
  } catch {
    console.log('check-commits: not a git checkout, nothing to check');
    return 0;
  }
  const base = baseOf();
  const head = git('rev-parse', 'HEAD');
  if (!base || base === head) {
    console.log('check-commits: no commits beyond the branch this goes into');
    return 0;
  }
  const problems: string[] = [];
  // Merge commits carry git's own subject; the commits they bring are checked on their own.
  const commits = git('rev-list', '--no-merges', `${base}..${head}`).split('\n').filter(Boolean);
  for (const commit of commits) {
    const message = git('log', '-1', '--format=%B', commit);
    try {
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'commitlint'), ['--cwd', ROOT], {
        cwd: ROOT,
        input: message,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      // Colours, when the environment asks commitlint for them, are no part of the reason.
      const output = stripVTControlCharacters(`${(error as { stdout?: string }).stdout ?? ''}`);
      const reasons = output
        .split('\n')
        .filter((line) => line.startsWith('✖') && !/found \d+ problems/.test(line))
        .map((line) => line.replace(/^✖\s+/, ''));
      problems.push(`${commit.slice(0, 8)} "${message.split('\n')[0]}": ${reasons.join('; ') || output.trim()}`);
    }
  }
  const changed = git('diff', '--name-only', `${base}..${head}`).split('\n').filter(Boolean);
  const packageChanges = changed.filter((file) => /^packages\/[^/]+\/src\//.test(file) && !/\.test\.tsx?$/.test(file));
  const changesets = changed.filter(
    (file) => file.startsWith('.changeset/') && file.endsWith('.md') && file !== '.changeset/README.md',
  );
  if (packageChanges.length && !changesets.length)
    problems.push(
      `packages changed (${packageChanges.slice(0, 3).join(', ')}${packageChanges.length > 3 ? ', …' : ''}) with no changeset: run npx changeset`,
    );
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (!problems.length)
    console.log(
      `check-commits: ${commits.length} commit(s) beyond ${base.slice(0, 8)} pass; ${readdirSync(path.join(REPO, '.changeset')).length - 2} changeset(s) pending`,
    );
  return problems.length ? 1 : 0;
}

process.exitCode = main();
