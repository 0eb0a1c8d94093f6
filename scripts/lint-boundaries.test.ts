import path from 'node:path';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The boundary rules of eslint.config.js, each shown to fail: a rule that never fires looks the same as one that holds.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = expect.stringMatching(/^import-x\/no-restricted-paths: /);

describe('import boundaries', () => {
  it('a remote imports no other remote, by relative path or by package name', async () => {
    expect(await problems('mf-content/src/home/probe.ts', "import '../../../mf-search/src/search-box.tsx';\n")).toEqual(
      [boundary],
    );
    expect(await problems('mf-booking/src/probe.ts', "import '@clinic/mf-payment/src/payment-dialog.tsx';\n")).toEqual([
      boundary,
    ]);
  });

  it('a remote imports neither the shell nor the gateway', async () => {
    expect(await problems('mf-search/src/probe.ts', "import '../../shell/src/runtime-config.ts';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('mf-payment/src/probe.ts', "import '../../api-gateway/src/paths.ts';\n")).toEqual([boundary]);
  });

  it('the gateway imports only @clinic/contracts, @clinic/forms, the texts of @clinic/i18n and the server packages, and never React', async () => {
    expect(
      await problems(
        'api-gateway/src/probe.ts',
        "import '@clinic/contracts/locale';\nimport '@clinic/forms/rules';\nimport '@clinic/i18n/page-texts';\n",
      ),
    ).toEqual([]);
    expect(await problems('api-gateway/src/probe.ts', "import '@clinic/i18n/provider';\n")).toEqual([boundary]);
    expect(await problems('api-gateway/src/probe.ts', "import '@clinic/state/dialogs';\n")).toEqual([boundary]);
    expect(await problems('api-gateway/src/probe.ts', "import '../../packages/ui/src/button.tsx';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('api-gateway/src/probe.ts', "import '../../shell/src/runtime-config.ts';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('api-gateway/src/probe.ts', "import 'react';\nimport 'react-dom/server';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports React/),
      expect.stringMatching(/^no-restricted-imports: .*never imports React/),
    ]);
  });

  it('a package imports no app', async () => {
    expect(await problems('packages/ui/src/probe.ts', "import '../../../shell/src/runtime-config.ts';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('packages/contracts/src/probe.ts', "import '../../../api-gateway/src/paths.ts';\n")).toEqual([
      boundary,
    ]);
  });

  it('every package with source has a place in the layers, or beside them as build tooling or a server package', async () => {
    const config = await eslint.calculateConfigForFile(path.join(ROOT, 'packages/contracts/src/probe.ts'));
    const [, { zones }] = config.rules['import-x/no-restricted-paths'] as [
      unknown,
      { zones: { target: string | string[] }[] },
    ];
    const held = new Set(zones.flatMap((zone) => zone.target));
    const withSource = readdirSync(path.join(ROOT, 'packages')).filter((folder) =>
      existsSync(path.join(ROOT, 'packages', folder, 'src')),
    );
    expect(withSource.filter((folder) => !held.has(`./packages/${folder}`))).toEqual([]);
  });

  it('the contracts import no other package', async () => {
    const belowContracts = expect.stringMatching(/@clinic\/contracts imports only the packages below it \(none;/);
    expect(await problems('packages/contracts/src/probe.ts', "import '@clinic/i18n/catalogue';\n")).toEqual([
      belowContracts,
    ]);
    expect(await problems('packages/contracts/src/probe.ts', "import '../../state/src/dialogs.ts';\n")).toEqual([
      belowContracts,
    ]);
  });

  it('the texts, the form rules and the API client build on the contracts, and the form rules on the texts', async () => {
    expect(await problems('packages/i18n/src/probe.ts', "import '@clinic/forms/rules';\n")).toEqual([
      expect.stringMatching(/@clinic\/i18n builds on no other package of its layer/),
    ]);
    expect(await problems('packages/api-client/src/probe.ts', "import '@clinic/i18n/catalogue';\n")).toEqual([
      expect.stringMatching(/@clinic\/api-client builds on no other package of its layer/),
    ]);
    expect(await problems('packages/forms/src/probe.ts', "import '@clinic/api-client/http';\n")).toEqual([
      expect.stringMatching(/@clinic\/forms builds on @clinic\/i18n of its layer/),
    ]);
    expect(await problems('packages/forms/src/probe.ts', "import '@clinic/state/dialogs';\n")).toEqual([
      expect.stringMatching(/@clinic\/forms imports only the packages below it \(contracts;/),
    ]);
    expect(await problems('packages/api-client/src/probe.ts', "import '../../ui/src/button.tsx';\n")).toEqual([
      expect.stringMatching(/@clinic\/api-client imports only the packages below it/),
    ]);
    expect(
      await problems(
        'packages/forms/src/probe.ts',
        "import '@clinic/i18n/message-language';\nimport '@clinic/contracts/locale';\n",
      ),
    ).toEqual([]);
  });

  it('the state imports neither the components nor the development harness', async () => {
    const belowState = expect.stringMatching(/@clinic\/state imports only the packages below it/);
    expect(await problems('packages/state/src/probe.ts', "import '@clinic/ui/dialog';\n")).toEqual([belowState]);
    expect(await problems('packages/state/src/probe.ts', "import '@clinic/dev-harness/standalone';\n")).toEqual([
      belowState,
    ]);
    expect(
      await problems(
        'packages/state/src/probe.ts',
        "import '@clinic/api-client/http';\nimport '@clinic/i18n/catalogue';\nimport '@clinic/contracts/locale';\n",
      ),
    ).toEqual([]);
  });

  it('the components import no development harness; the harness may import every package below it', async () => {
    expect(await problems('packages/ui/src/probe.ts', "import '@clinic/dev-harness/testing/dom-setup';\n")).toEqual([
      expect.stringMatching(/@clinic\/ui imports only the packages below it/),
    ]);
    expect(
      await problems(
        'packages/dev-harness/src/probe.ts',
        "import '@clinic/ui/dialog';\nimport '@clinic/state/content-store';\nimport '@clinic/forms/rules';\nimport '@clinic/api-client/content';\n",
      ),
    ).toEqual([]);
  });

  it('the build tooling builds on the contracts alone, and no package imports it', async () => {
    const tooling = expect.stringMatching(/@clinic\/federation is the apps’ build tooling: no package imports it/);
    expect(await problems('packages/contracts/src/probe.ts', "import '@clinic/federation/webpack-config';\n")).toEqual([
      tooling,
    ]);
    expect(
      await problems('packages/dev-harness/src/probe.ts', "import '../../federation/src/shared-modules.ts';\n"),
    ).toEqual([tooling]);
    expect(await problems('packages/federation/src/probe.ts', "import '@clinic/i18n/catalogue';\n")).toEqual([
      expect.stringMatching(/@clinic\/federation builds on @clinic\/contracts alone/),
    ]);
    expect(
      await problems(
        'packages/federation/src/probe.ts',
        "import '@clinic/contracts/constants';\nimport './favicons.ts';\n",
      ),
    ).toEqual([]);
  });

  it('the server packages are imported by the gateway alone, each on the contracts and the server packages below it', async () => {
    const gatewayOnly = (name: string) =>
      expect.stringMatching(new RegExp(`@clinic/${name} runs in the gateway’s process: only the gateway imports it`));
    expect(await problems('packages/contracts/src/probe.ts', "import '@clinic/server-kit/short-reason';\n")).toEqual([
      gatewayOnly('server-kit'),
    ]);
    expect(await problems('packages/ui/src/probe.ts', "import '@clinic/releases/canary-cookie';\n")).toEqual([
      gatewayOnly('releases'),
    ]);
    expect(await problems('shell/src/probe.ts', "import '@clinic/releases/preview-link';\n")).toEqual([
      gatewayOnly('releases'),
    ]);
    expect(await problems('mf-search/src/probe.ts', "import '@clinic/releases/preview-link';\n")).toEqual([
      gatewayOnly('releases'),
    ]);
    expect(await problems('packages/releases/src/probe.ts', "import '@clinic/forms/rules';\n")).toEqual([
      expect.stringMatching(/@clinic\/releases builds on @clinic\/contracts and @clinic\/server-kit alone/),
    ]);
    expect(await problems('packages/server-kit/src/probe.ts', "import '@clinic/releases/preview-link';\n")).toEqual([
      expect.stringMatching(/@clinic\/server-kit builds on @clinic\/contracts alone/),
    ]);
    expect(await problems('packages/releases/src/probe.ts', "import '../../../api-gateway/src/metrics.ts';\n")).toEqual(
      [boundary],
    );
    expect(await problems('packages/releases/src/probe.ts', "import 'react';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports React/),
    ]);
    expect(
      await problems(
        'packages/releases/src/probe.ts',
        "import '@clinic/contracts/slots';\nimport '@clinic/server-kit/purpose-key';\nimport './preview-link.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'api-gateway/src/ssr/probe.ts',
        "import '@clinic/releases/remote-releases';\nimport '@clinic/server-kit/lasting-condition';\n",
      ),
    ).toEqual([]);
  });

  it('inside the gateway, imports go one way: low-level modules, features, page rendering, the app', async () => {
    const gatewayLayers = expect.stringMatching(/^import-x\/no-restricted-paths: .*The gateway imports one way/);
    expect(await problems('api-gateway/src/http/probe.ts', "import '../content/source.ts';\n")).toEqual([
      gatewayLayers,
    ]);
    expect(await problems('api-gateway/src/config/probe.ts', "import '../app.ts';\n")).toEqual([gatewayLayers]);
    expect(await problems('api-gateway/src/seo/probe.ts', "import '../ssr/server-pages.ts';\n")).toEqual([
      gatewayLayers,
    ]);
    expect(await problems('api-gateway/src/ssr/probe.ts', "import '../main.ts';\n")).toEqual([gatewayLayers]);
    expect(
      await problems(
        'api-gateway/src/ssr/probe.ts',
        "import '../seo/page-meta.ts';\nimport '../content/source.ts';\nimport '../http/errors.ts';\n",
      ),
    ).toEqual([]);
  });

  it('a gateway feature imports only the features it builds on, so features never import each other in a circle', async () => {
    expect(await problems('api-gateway/src/reviews/probe.ts', "import '../mail/mail-system.ts';\n")).toEqual([
      expect.stringMatching(/The reviews feature builds on no other feature/),
    ]);
    expect(await problems('api-gateway/src/content/probe.ts', "import '../seo/sitemap.ts';\n")).toEqual([
      expect.stringMatching(/The content feature builds on reviews/),
    ]);
    expect(
      await problems(
        'api-gateway/src/mail/probe.ts',
        "import '../reviews/review-store.ts';\nimport '../outbox/outbox-worker.ts';\n",
      ),
    ).toEqual([]);
  });

  it('end-to-end tests, system tests and benchmarks import the gateway only through its public test entry', async () => {
    const entryOnly = expect.stringMatching(/only as @clinic\/api-gateway\/testing/);
    expect(await problems('e2e/probe.spec.ts', "import '@clinic/api-gateway/testing';\n")).toEqual([]);
    expect(await problems('system-tests/src/probe.test.ts', "import '@clinic/api-gateway/testing';\n")).toEqual([]);
    expect(await problems('system-tests/src/probe.test.ts', "import '../../api-gateway/src/metrics.ts';\n")).toEqual([
      entryOnly,
      entryOnly,
    ]);
    expect(await problems('bench/probe.bench.ts', "import '@clinic/api-gateway/src/paths.ts';\n")).toEqual([entryOnly]);
    expect(
      await problems('e2e/support/probe.ts', "import '../../api-gateway/src/store/sqlite-database.ts';\n"),
    ).toEqual([entryOnly, entryOnly]);
    expect(
      await problems('bench/probe.bench.ts', "export const load = () => import('../api-gateway/src/app.ts');\n"),
    ).toEqual([entryOnly]);
  });

  it('allowed imports pass', async () => {
    expect(
      await problems(
        'mf-content/src/probe.ts',
        "import '@clinic/ui/button';\nimport '@clinic/state/dialogs';\nimport './pages.ts';\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'lint-cycle-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fail, also through a third module', async () => {
    writeFileSync(path.join(folder, 'b.ts'), "import { c } from './c.ts';\nexport const b = c;\n");
    writeFileSync(path.join(folder, 'c.ts'), "import { a } from './a.ts';\nexport const c = () => a;\n");
    const a = "import { b } from './b.ts';\nexport const a = b;\n";
    writeFileSync(path.join(folder, 'a.ts'), a);
    const outside = new ESLint({ cwd: folder, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
    const [result] = await outside.lintText(a, { filePath: path.join(folder, 'a.ts') });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
