import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// `npm ci` installs the git hooks (package.json's simple-git-hooks: formatting and lint of the staged files
// before a commit, commitlint on its message). Outside a git checkout (an image build) there is nothing to install.
const ROOT = path.resolve(import.meta.dirname, '..');
if (existsSync(path.join(ROOT, '.git')) && !process.env.CI)
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'simple-git-hooks'), { cwd: ROOT, stdio: 'inherit' });
