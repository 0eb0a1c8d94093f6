import { shortReason } from '@clinic/server-kit/short-reason';
import { DAY_MS } from '../config/config.ts';
import type { Logger } from '../logger.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One store's share of personal data: how long it is kept, and what removing what is older does (counts by what). */
export interface RetentionTask {
  store: string;
  periodMs: number;
  purge(before: number): Promise<Record<string, number>>;
}

/**
 * Removes what each store keeps past its retention, at start and every `sweepMs` (an hour): logged with the counts
 * of what went, store by store. A store that cannot be swept (its database away) is tried again at the next sweep.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tasks: RetentionTask[],
    private readonly logger: Logger,
    private readonly sweepMs = HOUR_MS,
    private readonly now: () => number = Date.now,
  ) {}

  start(): Promise<void> {
    this.timer = setInterval(() => void this.sweep(), this.sweepMs);
    this.timer.unref();
    return this.sweep();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    for (const task of this.tasks) {
      const retentionDays = task.periodMs / DAY_MS;
      try {
        const counts = await task.purge(this.now() - task.periodMs);
        if (Object.values(counts).some((count) => count > 0))
          this.logger.info(
            { store: task.store, retentionDays, ...counts },
            'retention: personal data past its period removed',
          );
      } catch (error) {
        this.logger.warn(
          { store: task.store, reason: shortReason(error) },
          'retention: cannot remove personal data past its period; trying again at the next sweep',
        );
      }
    }
  }
}
