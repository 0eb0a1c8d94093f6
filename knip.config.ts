import type { KnipConfig } from 'knip';

// Entry points knip cannot see from imports or from the webpack configs and package.json scripts it reads:
// the modules a remote exposes (federation), scripts, benchmarks and e2e journeys.
// A trailing `!` marks production code: `knip --production` then finds files that only tests keep alive.
const app = (entry: string[], sharedOnly: string[] = []) => ({
  entry: [...entry.map((file) => `${file}!`), 'vitest.config.ts'],
  project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!', '!src/**/fixtures.ts!'],
  // The apps build with the webpack that @clinic/federation brings and pins (one version for all). A shared
  // singleton the app does not import still takes its `requiredVersion` from the app's package.json (shared-modules.ts).
  // @clinic/shell-server is what the remote's `check` script renders its build in.
  ignoreDependencies: ['webpack-cli', 'webpack-dev-server', '@clinic/shell-server', ...sharedOnly],
});

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.ts!', 'bench/*.bench.ts', 'e2e/**/*.spec.ts'],
      project: ['scripts/*.ts!', 'bench/**/*.ts', 'e2e/**/*.ts', '*.{js,ts}'],
      // axe-core pins the rules @axe-core/playwright runs; lighthouse is run as a program (bench/lighthouse.bench.ts);
      // the private registry of the own-repository journey is run as a program too.
      ignoreDependencies: ['axe-core', 'lighthouse', 'verdaccio'],
      ignoreBinaries: ['apt-get'],
    },
    'packages/*': {
      project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!'],
      // A package's modules are its entries (exports map): report their exports that no app, package or test uses.
      includeEntryExports: true,
    },
    // Optional peers: the contract's types name React's, the development harness's test helpers run under vitest; a
    // consumer that uses neither needs neither.
    'packages/contracts': {
      project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!'],
      includeEntryExports: true,
      ignoreDependencies: ['react'],
    },
    'packages/dev-harness': {
      project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!'],
      includeEntryExports: true,
      ignoreDependencies: ['vitest', '@testing-library/react'],
    },
    'packages/federation': {
      // The modules federation shares as react-router-dom and react-intl, the runtime plugin of remotes' server builds and the
      // messages loader (named by path), and the command a remote's `check` script runs (through bin/).
      entry: [
        'src/react-router-dom-used.ts!',
        'src/react-intl-used.ts!',
        'src/server-chunk-loading.ts!',
        'src/compiled-messages-loader.ts!',
        'src/remote-cli.ts!',
        'bin/*.js!',
      ],
      project: ['src/**/*.ts!'],
      includeEntryExports: true,
      // Loaders are named by string in webpack-config.ts (@swc/core is swc-loader's compiler); webpack-cli is
      // the apps' build command; react-router-dom's version is read for the shared router (shared-modules.ts);
      // react-intl-package is react-intl under a name of its own, an alias of the webpack config.
      ignoreDependencies: [
        '@swc/core',
        'css-loader',
        'postcss-loader',
        'style-loader',
        'swc-loader',
        'webpack-cli',
        'react-router-dom',
        'react-intl-package',
      ],
    },
    shell: app([]),
    'mf-content': app(['src/pages.ts']),
    'mf-booking': app(['src/booking-dialogs.tsx'], ['react-dom', 'react-router-dom']),
    'mf-payment': app(['src/payment-dialog.tsx'], ['react-dom', 'react-router-dom']),
    'mf-search': app(['src/search-box.tsx'], ['jotai', '@clinic/ui']),
    'api-gateway': {
      // main.ts is named only by the dev script, which `knip --production` does not read.
      entry: ['src/main.ts!', 'scripts/*.ts!'],
      project: ['src/**/*.ts!', 'scripts/**/*.ts!', '!src/**/testing/**!', '*.ts'],
      ignoreBinaries: ['flock'],
    },
    'content-dataset': {
      entry: ['scripts/*.ts'],
      project: ['scripts/**/*.ts'],
      // ffmpeg makes the dataset's clinic video; the generator keeps the committed file where it is missing.
      ignoreBinaries: ['ffmpeg'],
    },
    // The deployment's tests, and the writer of the PrometheusRule they keep current.
    'system-tests': {
      entry: ['src/prometheus-rule.ts'],
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
