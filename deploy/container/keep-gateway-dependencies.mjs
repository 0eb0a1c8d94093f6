// Run in the image's build stage, in /app: removes from node_modules every package the gateway does not
// need at run time (development tools, the browser apps' libraries), reading the installed tree alone.
// `npm prune --omit=dev` cannot do it offline from a lockfile without resolved addresses, and would keep
// what the workspaces of the browser apps depend on.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const listed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '--offline', '--workspace', 'api-gateway'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const keep = new Set(listed.split('\n').filter(Boolean).map((line) => path.resolve(line)));
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
console.log(`kept ${keep.size} packages, removed ${removed}`);
