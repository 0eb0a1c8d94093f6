import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import testingLibrary from 'eslint-plugin-testing-library';

const REMOTES = ['mf-content', 'mf-booking', 'mf-payment', 'mf-search'];
const APPS = ['shell', ...REMOTES, 'api-gateway'];

/** Every app folder but `app` itself: what no app or package may reach into (they meet through federation and HTTP). */
const otherApps = (app) => APPS.filter((other) => other !== app).map((other) => `./${other}`);

/**
 * The architecture's one-way imports (packages below remotes below the shell; the gateway apart), checked on
 * resolved files, so a relative path and a workspace package name are the same import.
 */
const BOUNDARIES = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: otherApps(remote),
    message:
      'A remote imports no other app: remotes meet through @clinic/state atoms and the shell loads them through federation.',
  })),
  {
    target: './shell',
    from: otherApps('shell'),
    message: 'The shell loads the remotes through federation (loadRemoteModule), never by import.',
  },
  {
    target: './api-gateway',
    from: otherApps('api-gateway'),
    message: 'The gateway loads the built shell at run time; it imports no app code.',
  },
  {
    target: './packages',
    from: APPS.map((app) => `./${app}`),
    message: 'Packages are shared by the apps and import none of them.',
  },
];

/**
 * The shared packages' one direction, lowest first: the contracts (schemas, types, routes) know no other package;
 * the texts, the form rules and the API client build on the contracts and on the packages named in
 * PACKAGE_BASES only; the state (atoms, the content store) builds on those; the components on top of it; the
 * development harness, which mounts an app outside the shell with every provider, above them all.
 */
const PACKAGE_LAYERS = [['contracts'], ['i18n', 'forms', 'api-client'], ['state'], ['ui'], ['dev-harness']];
/**
 * The packages of the second layer a package of that layer builds on: a field shows its error in the language
 * the catalogue keeps that text in, and which texts those are is the catalogue's knowledge.
 */
const PACKAGE_BASES = { i18n: [], forms: ['i18n'], 'api-client': [] };
/** The packages with source beside the layers: the apps' build tooling. */
const BUILD_TOOLING_PACKAGES = ['federation'];
/**
 * The packages that run in the gateway's process only, lowest first, each on the contracts and the ones before
 * it: the server helpers both share, then the release control plane.
 */
const SERVER_PACKAGES = ['server-kit', 'releases'];
const packagePath = (name) => `./packages/${name}`;
const layerNames = (layers) => layers.flat().join(', ');
const PACKAGE_LAYER_ZONES = [
  ...PACKAGE_LAYERS.slice(0, -1).flatMap((layer, index) =>
    layer.map((name) => ({
      target: packagePath(name),
      from: PACKAGE_LAYERS.slice(index + 1)
        .flat()
        .map(packagePath),
      message: `@clinic/${name} imports only the packages below it (${layerNames(PACKAGE_LAYERS.slice(0, index)) || 'none'}; PACKAGE_LAYERS in eslint.config.js).`,
    })),
  ),
  ...Object.entries(PACKAGE_BASES).map(([name, bases]) => ({
    target: packagePath(name),
    from: Object.keys(PACKAGE_BASES)
      .filter((other) => other !== name && !bases.includes(other))
      .map(packagePath),
    message: `@clinic/${name} builds on ${bases.length ? bases.map((base) => `@clinic/${base}`).join(', ') : 'no other package'} of its layer (PACKAGE_BASES in eslint.config.js).`,
  })),
  // The build tooling (webpack and federation configuration, the release check) sits beside the layers: on the
  // contracts alone, and imported only by the apps' build configurations, never by code that runs in a page.
  ...BUILD_TOOLING_PACKAGES.flatMap((name) => [
    {
      target: PACKAGE_LAYERS.flat().map(packagePath),
      from: packagePath(name),
      message: `@clinic/${name} is the apps’ build tooling: no package imports it.`,
    },
    {
      target: packagePath(name),
      from: './packages',
      except: ['./contracts', `./${name}`],
      message: `@clinic/${name} builds on @clinic/contracts alone.`,
    },
  ]),
  // The server packages: reached from the gateway alone (no page's code may carry them), each on the contracts
  // and the server packages below it.
  ...SERVER_PACKAGES.flatMap((name, index) => [
    {
      target: [
        ...[...PACKAGE_LAYERS.flat(), ...BUILD_TOOLING_PACKAGES].map(packagePath),
        './shell',
        ...otherApps('shell'),
      ].filter((app) => app !== './api-gateway'),
      from: packagePath(name),
      message: `@clinic/${name} runs in the gateway’s process: only the gateway imports it.`,
    },
    {
      target: packagePath(name),
      from: './packages',
      except: ['./contracts', ...SERVER_PACKAGES.slice(0, index + 1).map((below) => `./${below}`)],
      message: `@clinic/${name} builds on @clinic/contracts${SERVER_PACKAGES.slice(0, index)
        .map((below) => ` and @clinic/${below}`)
        .join('')} alone (SERVER_PACKAGES in eslint.config.js).`,
    },
  ]),
];

const PUBLIC_TEST_ENTRY = 'End-to-end tests and benchmarks import the gateway only as @clinic/api-gateway/testing.';

const GATEWAY_PACKAGES = {
  target: './api-gateway',
  from: './packages',
  // Of the texts, the catalogue's plain data and the pages' head texts: nothing of React.
  except: [
    './contracts',
    './forms',
    './i18n/src/page-texts.ts',
    './i18n/src/catalogue.ts',
    './i18n/src/messages',
    ...SERVER_PACKAGES.map((name) => `./${name}`),
  ],
  message:
    'The gateway imports only @clinic/contracts, @clinic/forms, the texts of @clinic/i18n (page-texts, catalogue) and the server packages (SERVER_PACKAGES) of the workspace packages.',
};

/**
 * The gateway's one direction, lowest first: low-level modules (configuration, HTTP plumbing, stores, the
 * outbox, logs, metrics, traces, caches) know no feature; features (content, reviews, mail, payment,
 * releases, SEO, static files) build on them and on the features named in FEATURE_BASES only; page
 * rendering builds on features; the app (app.ts, main.ts) composes everything. Tests and their helpers
 * may cross layers: they put the parts together as the app does.
 */
const GATEWAY_LAYERS = [
  [
    'paths.ts',
    'data-dir.ts',
    'metrics.ts',
    'logger.ts',
    'config',
    'http',
    'telemetry',
    'postgres',
    'redis',
    'store',
    'outbox',
    'cache',
  ],
  ['content', 'reviews', 'mail', 'payment', 'releases', 'seo', 'static'],
  ['ssr'],
  ['app.ts', 'main.ts'],
];
/** The features a feature builds on; any other feature is out of its reach, so features never import each other in a circle. */
const FEATURE_BASES = {
  reviews: [],
  content: ['reviews'],
  mail: ['reviews'],
  payment: [],
  releases: [],
  seo: ['content'],
  static: [],
};
const gatewayPath = (part) => `./api-gateway/src/${part}`;
const GATEWAY_LAYER_ZONES = [
  ...GATEWAY_LAYERS.slice(0, -1).map((layer, index) => ({
    target: layer.map(gatewayPath),
    from: GATEWAY_LAYERS.slice(index + 1)
      .flat()
      .map(gatewayPath),
    message: 'The gateway imports one way: low-level modules, then features, then page rendering, then the app.',
  })),
  ...Object.entries(FEATURE_BASES).map(([feature, bases]) => ({
    target: gatewayPath(feature),
    from: Object.keys(FEATURE_BASES)
      .filter((other) => other !== feature && !bases.includes(other))
      .map(gatewayPath),
    message: `The ${feature} feature builds on ${bases.length ? bases.join(', ') : 'no other feature'} (FEATURE_BASES in eslint.config.js).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'packages/shell-server/ssr',
      '**/dist-dev/',
      'var/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '.probe/',
      // A test run's bundle of the gateway (api-gateway/src/testing/bundle-source.ts), left behind if the run was killed.
      '**/.source-bundle-*/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '{shell,mf-content,mf-booking,mf-payment,mf-search}/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['packages/federation/**'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks; not the React Compiler's diagnostics in the plugin's preset: the apps are not
    // compiled by it, and they flag deliberate patterns (a ref holding the latest props for an effect or an exit transition).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The pages' markup: the accessibility rules that can be judged from JSX alone (axe checks the rendered pages).
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    // Component tests query the page as a visitor finds it (roles, labels, texts) and wait through its own helpers.
    files: ['**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some tests check markup no role reaches: the server's HTML before hydration, `<head>` tags, a form's
      // hidden fields and a slot left empty. They read the container on purpose.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // The render helpers here return a handle named for what the test uses (`view`, `input`, `dialog`).
      'testing-library/render-result-naming-convention': 'off',
      // Vitest runs without globals, so Testing Library cannot register its own clean-up: the tests call it.
      'testing-library/no-manual-cleanup': 'off',
      // A click that starts a router transition or a fetch settles only inside an async act(): without it the
      // next assertion sees the page before React committed (six tests fail), though the rule calls it needless.
      'testing-library/no-unnecessary-act': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...BOUNDARIES, ...PACKAGE_LAYER_ZONES, GATEWAY_PACKAGES, ...GATEWAY_LAYER_ZONES],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Node's modules, then packages from the registry, then ours, then the file's neighbours. Style sheets stay
      // where they are: the rule never moves an import that binds nothing, as their order is the cascade's.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@clinic/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
    },
  },
  {
    // A contract test may run the browser's client against the real gateway, and a gateway test puts its layers
    // together as the app does; nothing of them is in the gateway's build.
    files: ['api-gateway/**/*.test.ts', 'api-gateway/src/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARIES }] },
  },
  {
    // The end-to-end tests, the system tests and the benchmarks use the gateway through its public test entry only, so its files
    // can move without breaking them; the entry (api-gateway/src/testing/index.ts) says what they may use.
    files: ['e2e/**', 'bench/**', 'system-tests/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...BOUNDARIES,
            {
              target: ['./e2e', './bench', './system-tests'],
              from: './api-gateway',
              except: ['./src/testing/index.ts'],
              message: PUBLIC_TEST_ENTRY,
            },
          ],
        },
      ],
      // A subpath the package does not export resolves to no file, so the zone above cannot see it.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@clinic/api-gateway/testing$).*api-gateway/', message: PUBLIC_TEST_ENTRY }] },
      ],
    },
  },
  {
    files: ['api-gateway/**', ...SERVER_PACKAGES.map((name) => `packages/${name}/**`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              message: 'The gateway never imports React: it renders through the shell’s server bundle.',
            },
            {
              name: 'react-dom',
              message: 'The gateway never imports React: it renders through the shell’s server bundle.',
            },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*'],
              message: 'The gateway never imports React: it renders through the shell’s server bundle.',
            },
          ],
        },
      ],
    },
  },
);
