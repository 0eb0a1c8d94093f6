import fs from 'node:fs';
import path from 'node:path';

/** Why `DATA_DIR` cannot hold the gateway's state, in one line naming it; undefined when it can. */
export function dataDirProblem(dir: string): string | undefined {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return `DATA_DIR ${dir} is not a writable folder (${code ?? message})`;
  }
}

/** One line for a listen error: which address, and why. */
export function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string {
  const reason =
    error.code === 'EADDRINUSE'
      ? 'the port is already in use'
      : error.code === 'EACCES'
        ? 'permission denied'
        : error.message;
  return `Cannot listen on ${host}:${port}: ${reason}${error.code ? ` (${error.code})` : ''}`;
}
