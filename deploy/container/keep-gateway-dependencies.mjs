// Run in the image's build stage, in /app: removes from node_modules every package the gateway does not
// need at run time (development tools, the browser apps' libraries), reading the installed tree alone.
// `npm prune --omit=dev` cannot do it offline from a lockfile without resolved addresses, and would keep
// what the workspaces of the browser apps depend on; `npm ls` depends on the npm in the image. So the
// gateway's run-time closure is walked here as Node resolves it: from api-gateway's dependencies, each
// package's dependencies, optional and peer dependencies, found in the nearest node_modules up from it.
// A peer dependency its package marks optional is not followed (valibot's TypeScript, 24 MB, is one):
// the package works without it, and it stays when something needs it for real. A native addon keeps only
// its compiled `.node` files: its C sources and the compiler's leftovers are not loaded at run time.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve('.');
const keep = new Set();

function readManifest(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The folder of `name` as Node finds it from `from`: the nearest node_modules/<name> up to /app. */
function resolve(name, from) {
  for (let dir = from; dir.startsWith(ROOT); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT) break;
  }
  return undefined;
}

function visit(dir) {
  const real = fs.realpathSync(dir);
  if (keep.has(dir) && keep.has(real)) return;
  keep.add(dir);
  keep.add(real);
  const manifest = readManifest(real);
  const names = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional),
  ]);
  for (const name of names) {
    const found = resolve(name, real) ?? resolve(name, dir);
    if (found) visit(found);
  }
}

visit(path.join(ROOT, 'api-gateway'));
let removed = 0;

/** Each package folder under `modules` (scoped ones one level down), and the node_modules nested in the kept ones. */
function sweep(modules) {
  if (!fs.existsSync(modules)) return;
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const folder = path.join(modules, entry);
    if (entry.startsWith('@')) {
      sweep(folder);
      if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
      continue;
    }
    if (keep.has(folder)) {
      if (!fs.lstatSync(folder).isSymbolicLink()) sweep(path.join(folder, 'node_modules'));
      continue;
    }
    fs.rmSync(folder, { recursive: true, force: true });
    removed += 1;
  }
}

for (const modules of ['node_modules', 'api-gateway/node_modules']) {
  sweep(path.resolve(modules));
  fs.rmSync(path.resolve(modules, '.bin'), { recursive: true, force: true });
}
/** A kept native addon (it has a binding.gyp): only build/Release/*.node and its JavaScript stay. */
function stripNativeBuild(dir) {
  if (!fs.existsSync(path.join(dir, 'binding.gyp'))) return;
  for (const sources of ['deps', 'src']) fs.rmSync(path.join(dir, sources), { recursive: true, force: true });
  const build = path.join(dir, 'build');
  if (!fs.existsSync(build)) return;
  for (const entry of fs.readdirSync(build))
    if (entry !== 'Release') fs.rmSync(path.join(build, entry), { recursive: true, force: true });
  const release = path.join(build, 'Release');
  for (const entry of fs.readdirSync(release))
    if (!entry.endsWith('.node')) fs.rmSync(path.join(release, entry), { recursive: true, force: true });
}

for (const dir of new Set([...keep].map((folder) => fs.realpathSync(folder)))) stripNativeBuild(dir);
console.log(`kept ${keep.size} package folders, removed ${removed}`);
