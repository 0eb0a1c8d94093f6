import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianPackagesUnavailable, freePort, untilListening, type RunningService } from '@clinic/api-gateway/testing';
import { REPO_ROOT } from '../paths.ts';

const NGINX = '/usr/sbin/nginx';
/** The configuration operators install, as the repository ships it. */
const NGINX_SITE = path.join(REPO_ROOT, 'deploy', 'nginx', 'clinic-gateway.conf');

/** Debian's nginx (nginx-light is enough); see `debianPackagesUnavailable`. */
export function nginxUnavailable(): string | undefined {
  return debianPackagesUnavailable([NGINX], ['nginx-light']);
}

/**
 * nginx on a free loopback port with the repository's site configuration in front of `upstreams`
 * (`127.0.0.1:port` each): only its listen address and the upstream servers' addresses are replaced;
 * everything else runs as shipped. Its folder, logs included, goes with `stop()`.
 */
export async function startNginx(
  upstreams: number[],
): Promise<RunningService & { errorLog(): string; accessLogFile: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-'));
  const port = await freePort();
  const shipped = fs.readFileSync(NGINX_SITE, 'utf8');
  // Each replica the file names (its backup line names it again) becomes the next of `upstreams`.
  const shippedPorts = [
    ...new Set([...shipped.matchAll(/^\s*server 127\.0\.0\.1:(\d+)\b/gm)].map(([, port]) => port!)),
  ];
  if (shippedPorts.length !== upstreams.length)
    throw new Error(`${NGINX_SITE} names ${shippedPorts.length} upstream servers, the test runs ${upstreams.length}`);
  const site = shipped
    .replace(
      /^(\s*server )127\.0\.0\.1:(\d+)\b/gm,
      (_line, head: string, port: string) => `${head}127.0.0.1:${upstreams[shippedPorts.indexOf(port)]}`,
    )
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const accessLog = path.join(dir, 'access.log');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${accessLog} combined;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', `${dir}/`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  const errorLog = path.join(dir, 'error.log');
  await untilListening(
    'nginx',
    child,
    url,
    () => `${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`,
  );
  return {
    url,
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    accessLogFile: accessLog,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
