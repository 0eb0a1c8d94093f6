import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../config.ts';
import { GATEWAY_ROOT } from '../paths.ts';

export type GatewayProcess = ChildProcessByStdio<null, Readable, Readable>;

/**
 * The gateway's entry (`src/main.ts`) as a process of its own, so it can be killed or refuse to
 * start as in production; on 127.0.0.1 and a port the OS picks, logging at info, with `env` and
 * nothing else of this process's environment but PATH.
 */
export function spawnGatewayProcess(env: Env): GatewayProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(GATEWAY_ROOT, 'src', 'main.ts')], {
    cwd: GATEWAY_ROOT,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Spawns the gateway and answers once it listens; a gateway that exits first, or takes longer than `timeoutMs`, fails with its output. */
export async function startGatewayProcess(env: Env, timeoutMs = 30_000): Promise<{ child: GatewayProcess; url: string }> {
  const child = spawnGatewayProcess(env);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The "gateway listening" line names the real port.
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
  return { child, url };
}
