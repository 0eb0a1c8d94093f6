import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Processes that keep every core busy, as other work on a loaded machine does: the gateway gets only its
 * share of the CPU, so answers take longer and timers fire late. `stop()` ends them.
 */
export function startCpuHog(processes = os.availableParallelism()): { stop(): Promise<void> } {
  const children: ChildProcess[] = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
  );
  const stopOnExit = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', stopOnExit);
  return {
    async stop() {
      process.off('exit', stopOnExit);
      await Promise.all(
        children.map((child) =>
          child.exitCode === null && child.signalCode === null
            ? new Promise((resolve) => {
                child.once('exit', resolve);
                child.kill('SIGKILL');
              })
            : undefined,
        ),
      );
    },
  };
}
