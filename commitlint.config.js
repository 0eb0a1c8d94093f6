import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Commit subjects read as one-liners: `type(scope): what changed`, at most 72 characters. A scope names a
// workspace (its folder: `api-gateway`, `mf-content`, `contracts` for `packages/contracts`…) or an area of the
// repository that is no workspace.
const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const packages = readdirSync(new URL('./packages', import.meta.url)).filter((folder) =>
  existsSync(new URL(`./packages/${folder}/package.json`, import.meta.url)),
);
const AREAS = ['e2e', 'bench', 'scripts', 'deploy', 'docs', 'ci', 'deps', 'release', 'packages', 'ssr'];
const DEPLOY = ['nginx', 'kubernetes', 'container', 'monitoring', 'varnish', 'grafana', 'prometheus'];
const apps = workspaces.filter((folder) => !folder.includes('*'));

export default {
  extends: ['@commitlint/config-conventional'],
  rules: {
    'header-max-length': [2, 'always', 72],
    'scope-enum': [2, 'always', [...apps, ...packages, ...AREAS, ...DEPLOY]],
    // The why goes in the body, in sentences: lines of prose, not a list cut at 100 characters.
    'body-max-line-length': [0],
    'subject-case': [0],
    'type-enum': [
      2,
      'always',
      ['feat', 'fix', 'perf', 'refactor', 'test', 'docs', 'style', 'build', 'ci', 'chore', 'deploy', 'revert'],
    ],
  },
};
