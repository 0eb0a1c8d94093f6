import path from 'node:path';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { PlatformRemote, RemoteName } from '@clinic/contracts/runtime-config';
import { PLATFORM_REMOTE_SLOTS, type RemoteExposes } from '@clinic/contracts/remote-modules';
import { slotExpose, type OpenSlot } from '@clinic/contracts/slots';
import { FEDERATION_HOST_FILE, type FederationHost } from '@clinic/contracts/federation-host';
import {
  hostContractRange,
  hostSharedContract,
  ownModule,
  REACT_INTL_PACKAGE,
  sharedModules,
} from './shared-modules.ts';
import { exposeChunkName, REMOTE_ENTRY, RemoteManifestPlugin, SERVER_DIR } from './remote-manifest.ts';
import { breakpointPlugins } from './custom-media.ts';
import { FaviconsPlugin } from './favicons.ts';
import { standalonePage } from './standalone-page.ts';
import { devServerPort } from './dev-server-port.ts';
import { PinnedChunksPlugin } from './pinned-chunks.ts';
import { reactIntlRequire } from './compiled-messages-loader.ts';

/** Ports of the development servers; the gateway listens on 3000. */
const DEV_PORTS = {
  shell: 3005,
  mf_content: 3001,
  mf_booking: 3002,
  mf_payment: 3003,
  mf_search: 3004,
} as const satisfies Record<'shell' | PlatformRemote, number>;

/** A registered remote's development server, unless PORT names another. */
const DEFAULT_REMOTE_DEV_PORT = 3010;

interface ShellOptions {
  name: 'shell';
  /** The app's folder (holds package.json and src/). */
  dir: string;
  /** The site's icon: with the ICO and the Apple touch icon made from it, next to index.html. */
  favicon?: string;
}

/**
 * A platform remote exposes exactly the modules the shell's contract names (`REMOTE_EXPOSES`), each from a
 * source file: a renamed or missing expose fails the type-check of the remote's build config.
 */
type PlatformRemoteOptions = {
  [R in PlatformRemote]: { name: R; dir: string; exposes: RemoteExposes<R> };
}[PlatformRemote];

/** A registered remote fills open slots, each with a component from a source file; its exposes follow (`./<slot>`). */
interface SlotRemoteOptions {
  name: RemoteName;
  dir: string;
  slots: Partial<Record<OpenSlot, string>>;
}

export type AppOptions = ShellOptions | PlatformRemoteOptions | SlotRemoteOptions;

/** A remote as the build makes it: the modules it exposes, and the slots it fills with them (for its manifest). */
interface RemoteBuildOptions {
  name: RemoteName;
  dir: string;
  exposes: Record<string, string>;
  slots: Record<string, string>;
}
type BuildOptions = ShellOptions | RemoteBuildOptions;

function buildOptions(options: AppOptions): BuildOptions {
  if (options.name === 'shell' || !('slots' in options || 'exposes' in options)) return options as ShellOptions;
  if ('exposes' in options) {
    const slot = PLATFORM_REMOTE_SLOTS[options.name];
    return { ...options, slots: { [slot]: Object.keys(options.exposes)[0]! } };
  }
  const files = Object.entries(options.slots) as Array<[OpenSlot, string]>;
  return {
    name: options.name,
    dir: options.dir,
    exposes: Object.fromEntries(files.map(([slot, file]) => [slotExpose(slot), file])),
    slots: Object.fromEntries(files.map(([slot]) => [slot, slotExpose(slot)])),
  };
}

const remoteOf = (options: BuildOptions): RemoteBuildOptions | undefined =>
  options.name === 'shell' ? undefined : (options as RemoteBuildOptions);

interface WebpackArgv {
  mode?: 'production' | 'development';
}

const require = createRequire(import.meta.url);

/** How big code shared by several chunks must be (before minifying) to be split into a chunk of its own. */
const SHARED_CHUNK_MIN_BYTES = 150_000;

/** The brand colour of the template's `theme-color`: the Apple touch icon's background. */
const THEME_COLOR = '#0f6b6e';

/** The nearest `node_modules/@clinic` from the app up: the workspace links here, the published packages in a remote's own repository. */
function installedClinicPackages(appDir: string): string | undefined {
  for (let dir = appDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@clinic');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * In this repository our packages are workspaces that export TypeScript source, some `.ts` and some
 * `.tsx`; webpack does not try extensions on `exports` targets, so `@clinic/<pkg>/<module>` resolves
 * straight to the source folder. Published packages export compiled files and need no alias.
 */
function sourceAliases(appDir: string): Record<string, string> {
  const installed = installedClinicPackages(appDir);
  if (!installed) return {};
  return Object.fromEntries(
    readdirSync(installed).flatMap((folder) => {
      const dir = realpathSync(path.join(installed, folder));
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: unknown };
      return JSON.stringify(manifest.exports ?? {}).includes('./src/')
        ? [[`@clinic/${folder}`, path.join(dir, 'src')]]
        : [];
    }),
  );
}

/**
 * The federation runtime comes as ES modules and as CommonJS, and the shell's server bundle reaches it both ways
 * (its own runtime imports it, the Node runtime plugin requires it): point both at the ES build (each package's
 * `module` file, beside its CommonJS `main` in `dist/`), so the renderer holds one runtime and one list of remotes.
 */
function singleFederationRuntime(): Record<string, string> {
  const packages = ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes'];
  return Object.fromEntries(
    packages.map((name) => {
      const packageDir = path.dirname(path.dirname(require.resolve(name)));
      const { module } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { module: string };
      return [`${name}$`, path.join(packageDir, module)];
    }),
  );
}

/**
 * react-router's exports map only offers its development build to bundlers. Swap the file
 * after resolution, so the request stays `react-router` and only the file changes.
 */
function useProductionBuildOfReactRouter() {
  const developmentBuild = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
  return new webpack.NormalModuleReplacementPlugin(
    developmentBuild,
    (resource: { context?: string; createData?: { resource?: string; context?: string } }) => {
      const data = resource.createData;
      if (!data?.resource) return;
      data.resource = data.resource.replace(developmentBuild, '$1production$2');
      // Its own relative imports (hashed chunk files that differ between the two builds) resolve from here.
      if (data.context)
        data.context = data.context.replace(/([\\/]react-router[\\/]dist[\\/])development$/, '$1production');
    },
  );
}

/** Each locale's catalogue module (`@clinic/i18n/locales/<locale>`, as source or as published) is compiled at build time in production. */
const compiledMessagesRule = {
  test: /[\\/]i18n[\\/](src|dist)[\\/]locales[\\/][a-z]+\.[jt]s$/,
  use: ownModule('compiled-messages-loader'),
};

/**
 * react-intl and @formatjs/intl each bring their own copy of the same formatter packages (npm
 * cannot hoist them past older copies other tools need): one copy each, react-intl's. With the
 * messages compiled at build time, the browser takes the parser's no-parser build (~8 KB gzip less).
 */
function oneFormatjsWithoutParser(): Record<string, string> {
  return {
    '@formatjs/icu-messageformat-parser$': reactIntlRequire.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    'intl-messageformat$': reactIntlRequire.resolve('intl-messageformat'),
    '@formatjs/fast-memoize$': reactIntlRequire.resolve('@formatjs/fast-memoize'),
  };
}

/**
 * V8's explicit compile hint: every function of the script is compiled while it streams in, off
 * the main thread, instead of lazily on first call during start-up, where it makes one long task.
 * Only for the scripts that run as the page starts (the shell's entry); added after minification,
 * which would strip the comment, and before the source map is written, which accounts for the line.
 */
function compileEagerlyOnLoad() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    // The entry's script only: in its stylesheet the line is no comment, and it voided the first rule (the loading bar's).
    test: /^main\.[0-9a-f]+\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * Every script and stylesheet also as `<file>.br` (Brotli at its best level) and `<file>.gz` (gzip 9), made once
 * at build time: a server sends them as they are instead of compressing each response, and Brotli's best level,
 * too slow to run per request, sends about 15% fewer bytes than the level servers use on the fly.
 */
function precompressedAssets() {
  const test = /\.(?:js|css)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin<BrotliOptions>({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      filename: '[path][base].br',
    }),
  ];
}

/** css-loader after PostCSS, which writes the breakpoints of `@media (--tablet)` and the like in. */
function cssLoaders() {
  return [
    { loader: 'css-loader', options: { sourceMap: false, importLoaders: 1 } },
    { loader: 'postcss-loader', options: { postcssOptions: { config: false, plugins: breakpointPlugins() } } },
  ];
}

/** Each exposed module starting in a chunk of its own name, which the manifest lists the files of. */
function namedExposes(exposes: Record<string, string>): Record<string, { import: string; name: string }> {
  return Object.fromEntries(
    Object.entries(exposes).map(([expose, file]) => [expose, { import: file, name: exposeChunkName(expose) }]),
  );
}

export function createWebpackConfig(appOptions: AppOptions) {
  const options = buildOptions(appOptions);
  const remote = remoteOf(options);
  return (_env: unknown, argv: WebpackArgv): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const isShell = options.name === 'shell';
    const defaultPort = DEV_PORTS[options.name as keyof typeof DEV_PORTS] ?? DEFAULT_REMOTE_DEV_PORT;
    const port = production ? defaultPort : devServerPort(defaultPort);
    // A remote's team works on its standalone page with React Fast Refresh: an edit shows without losing state.
    // The shell's page is served by the gateway, whose CSP has no room for the dev server's socket.
    const fastRefresh = !production && !isShell;

    return {
      name: options.name,
      mode: production ? 'production' : 'development',
      context: options.dir,
      // The production shell provides its shared modules eagerly (in its first script), so it needs no async
      // boundary: one script instead of a second round trip before the first render.
      entry: { main: isShell && production ? './src/bootstrap.tsx' : './src/index.ts' },
      // Maps are written for error reporting but not referenced from the scripts, so browsers never ask for them (the gateway does not serve them).
      // Development code runs in the development gateway's pages too, whose CSP allows no `eval`: maps in files.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        // Development builds never overwrite the production build that `npm start` serves.
        path: path.join(options.dir, production ? 'dist' : 'dist-dev'),
        // The shell is served from the site root; a remote works out its own base from its remoteEntry URL.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: options.name,
        crossOriginLoading: 'anonymous',
        // The server build writes into dist/ssr at the same time.
        clean: { keep: (file: string) => file.startsWith(SERVER_DIR) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...sourceAliases(options.dir),
          [`${REACT_INTL_PACKAGE}$`]: require.resolve('react-intl'),
          ...(production ? oneFormatjsWithoutParser() : {}),
        },
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
                  target: 'es2022',
                },
              },
            },
          },
          // Production CSS goes to files the server links in the page head: no style is injected at run time for the first page.
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', ...cssLoaders()] },
          { test: /\.(svg|png|webp|jpe?g|woff2?)$/, type: 'asset/resource' },
          ...(production ? [compiledMessagesRule] : []),
        ],
      },
      plugins: [
        ...(production
          ? [
              useProductionBuildOfReactRouter(),
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        ...(production ? precompressedAssets() : []),
        ...(production && isShell ? [compileEagerlyOnLoad()] : []),
        ...(fastRefresh ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
        ...(remote ? [new RemoteManifestPlugin(remote.name, remote.exposes, remote.slots, production)] : []),
        // The bytes a remote's page loads are the ones the gateway checked: its chunks take the hashes the page pins.
        ...(isShell || !production ? [] : [new PinnedChunksPlugin()]),
        ...(!remote && (options as ShellOptions).favicon
          ? [new FaviconsPlugin((options as ShellOptions).favicon!, THEME_COLOR)]
          : []),
        // In the browser, webpack's own container runtime: a few KB where the federation runtime that the server
        // builds use (runtime plugins, manifests, Node script loading) weighs some 26 KB gzip on every first visit.
        // The shell loads each container itself (its src/remotes/containers.ts); RemoteManifestPlugin writes the manifest.
        new webpack.container.ModuleFederationPlugin({
          name: options.name,
          ...(remote ? { filename: REMOTE_ENTRY, exposes: namedExposes(remote.exposes) } : {}),
          shared: sharedModules(options.dir, { eager: isShell && production }),
        }),
        ...(isShell || !production
          ? [
              new HtmlWebpackPlugin({
                // The shell's page is its own file; every remote's is the same but for its name.
                ...(isShell
                  ? { template: path.join(options.dir, 'src', 'index.html') }
                  : { templateContent: standalonePage(path.basename(options.dir)) }),
                filename: 'index.html',
                inject: 'body',
                scriptLoading: 'defer',
                // A remote's standalone page answers every path (`/en/clinics`): its script is at the root, not beside the path.
                publicPath: '/',
                // Only the page's own entry: the remote's container is for hosts, and a second runtime of the same
                // name on the page would take the hot updates meant for the page's.
                chunks: ['main'],
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: production
        ? {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            // A page's code comes in one chunk: what a few pages share is repeated in each of theirs rather than
            // split into small chunks of its own, each a request more on the page's critical path and compressed
            // apart from the rest. Only a large shared part is worth a chunk of its own.
            splitChunks: { minSize: SHARED_CHUNK_MIN_BYTES },
            // SWC minifies in about half of Terser's time (webpack's default, most of a production build's time)
            // and to scripts no larger.
            minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
          }
        : {},
      devServer: {
        port,
        host: '127.0.0.1',
        hot: fastRefresh,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The gateway (port 3000) reads the shell's index.html and assets from disk in development too.
        devMiddleware: { writeToDisk: isShell },
        client: fastRefresh ? { overlay: { warnings: false } } : false,
        liveReload: false,
        // The standalone page asks the gateway for content and forms (DEV_GATEWAY_URL: another gateway than :3000).
        proxy: [
          {
            context: ['/api', '/mail', '/payment', '/media'],
            target: process.env.DEV_GATEWAY_URL ?? 'http://127.0.0.1:3000',
          },
        ],
      },
    };
  };
}

/**
 * The Node build of an app, into `dist/ssr`: the shell's is the server renderer the gateway loads
 * at start; a remote's is its server entry, named in its browser manifest (`metaData.ssrRemoteEntry`),
 * so the one `REMOTE_*_URL` locates both. React and the other npm singletons come from the shell.
 */
function createServerWebpackConfig(options: BuildOptions): Configuration {
  const remote = remoteOf(options);
  const browser = createWebpackConfig(options)(undefined, { mode: 'production' });
  const isShell = options.name === 'shell';
  const rules = (browser.module?.rules ?? []).map((rule) =>
    rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/)
      ? { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, ...cssLoaders()] }
      : rule,
  );
  return {
    ...browser,
    name: `${options.name}-server`,
    entry: isShell ? { main: './src/server/server-entry.tsx' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', SERVER_DIR),
      // Remote chunks resolve against the URL their entry came from; the shell's own chunks load from disk.
      publicPath: isShell ? '/' : '',
      // The apps' package.json says "type": "module"; the gateway requires the shell's bundle as CommonJS.
      filename: isShell ? '[name].cjs' : '[name].js',
      chunkFilename: isShell ? '[name].[contenthash:8].cjs' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${options.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: {
      ...browser.resolve,
      alias: { ...browser.resolve?.alias, ...(isShell ? singleFederationRuntime() : {}) },
    },
    module: { ...browser.module, rules, generator: { asset: { emit: false } } },
    plugins: [
      useProductionBuildOfReactRouter(),
      new MiniCssExtractPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        ...(remote ? { filename: REMOTE_ENTRY, exposes: remote.exposes } : {}),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedModules(options.dir, { eager: isShell, fromHostOnly: !isShell }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The shell's own chunks are files beside its bundle. A remote's chunks are read from the URL its entry
        // came from, through the host: several builds of one remote may be loaded at once (a canary, a release).
        runtimePlugins: [
          isShell ? require.resolve('@module-federation/node/runtimePlugin') : ownModule('server-chunk-loading'),
        ],
      }),
      ...(isShell ? [new HostContractPlugin(options.dir)] : []),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    devServer: undefined,
  };
}

/** Writes what the shell offers a remote's build (the contract majors it accepts, the versions of its shared singletons) beside its server bundle. */
class HostContractPlugin {
  constructor(private readonly shellDir: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const contract: FederationHost = {
            shared: hostSharedContract(this.shellDir),
            contract: hostContractRange(this.shellDir),
          };
          compilation.emitAsset(
            FEDERATION_HOST_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** Both builds of an app in production; only the browser build in development (the dev gateway renders no HTML on the server). */
export function createWebpackConfigs(options: AppOptions) {
  return (env: unknown, argv: WebpackArgv): Configuration[] => {
    const browser = createWebpackConfig(options)(env, argv);
    return argv.mode === 'development' ? [browser] : [browser, createServerWebpackConfig(buildOptions(options))];
  };
}
