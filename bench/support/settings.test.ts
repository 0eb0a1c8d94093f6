import { describe, expect, it } from 'vitest';
import { benchSetting } from './settings.ts';

describe('benchSetting', () => {
  it('takes the figure a run sets, or the fallback when none is set', () => {
    expect(benchSetting('BENCH_DURATION', 5, { BENCH_DURATION: '30' })).toBe(30);
    expect(benchSetting('BENCH_DURATION', 5, {})).toBe(5);
    expect(benchSetting('BENCH_DURATION', 5, { BENCH_DURATION: '' })).toBe(5);
  });

  it.each(['ten', '0', '-3', 'Infinity'])('stops the run on %s, naming the variable', (raw) => {
    expect(() => benchSetting('BENCH_DURATION', 5, { BENCH_DURATION: raw })).toThrow(
      `BENCH_DURATION=${raw}: must be a positive number`,
    );
  });
});
