import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import { debianPackagesUnavailable, freePort, untilListening, type RunningService } from './services.ts';

const VARNISHD = '/usr/sbin/varnishd';
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
/** The VCL operators install, as the repository ships it; it includes the backend from a file beside it. */
const VCL = path.join(REPO_ROOT, 'deploy', 'varnish', 'clinic.vcl');

export interface RunningVarnish extends RunningService {
  /** Its purge address, for the gateway's CACHE_PURGE_URL: the only one it takes a PURGE on. */
  purgeUrl: string;
}

/** Debian's Varnish with its modules (xkey); see `debianPackagesUnavailable`. */
export function varnishUnavailable(): string | undefined {
  return debianPackagesUnavailable([VARNISHD, XKEY], ['varnish', 'varnish-modules']);
}

/**
 * varnishd on free loopback ports (visitors' and purges') with the repository's VCL as it is, in front of
 * the gateway at `backendPort`. Its working folder goes with `stop()`.
 */
export async function startVarnish(backendPort: number): Promise<RunningVarnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-varnish-'));
  const port = await freePort();
  const purgePort = await freePort();
  fs.copyFileSync(VCL, path.join(dir, 'clinic.vcl'));
  fs.writeFileSync(
    path.join(dir, 'clinic-backend.vcl'),
    `backend gateway {\n    .host = "127.0.0.1";\n    .port = "${backendPort}";\n}\n`,
  );
  // varnishd compiles the VCL as its own user, which must own the working folder.
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'varnish:varnish', dir]);
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-a',
      `purge=127.0.0.1:${purgePort}`,
      '-f',
      path.join(dir, 'clinic.vcl'),
      '-n',
      path.join(dir, 'work'),
      '-s',
      'malloc,128m',
      '-T',
      'none',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  // The VCL is compiled first: longer than nginx takes.
  await untilListening('varnishd', child, url, () => output, 20_000);
  return {
    url,
    purgeUrl: `http://127.0.0.1:${purgePort}/`,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
