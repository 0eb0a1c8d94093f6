import type { CanaryState } from './release-registry.ts';
import { emptyHealth, type HealthCounts } from './release-store.ts';

export type CanaryDecision =
  | { kind: 'hold' }
  | { kind: 'rollback'; reason: string }
  | { kind: 'step'; percent: number; reason: string }
  | { kind: 'promote'; reason: string };

/**
 * Distinct visitors the canary needs in a step before anything is decided, whatever its plan says: with
 * fewer, a handful of visitors (or one person with a few fresh visits) would decide for everyone.
 */
export const MIN_CANARY_VISITORS = 20;

const errorsOf = (counts: HealthCounts) =>
  counts.server_render_error + counts.browser_load_failure + counts.browser_render_error;
const rateOf = (counts: HealthCounts) => (counts.page_view ? errorsOf(counts) / counts.page_view : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const described = (counts: HealthCounts) =>
  `${percent(rateOf(counts))} (${errorsOf(counts)} errors among ${counts.page_view} visitors)`;

/**
 * One step of an automatic canary, judged on every replica's counts for it, each a count of distinct
 * visitors: those who met errors (server render errors, browser load failures, browser render errors)
 * per visitor of the canary's build against the live build's in the same step. Nothing is decided
 * before the canary has its minimum of visitors (the plan's, and never fewer than MIN_CANARY_VISITORS);
 * then a rate worse than the live build's by more than the plan allows rolls it back at once, and a
 * step that held for its time moves on, to the next share or, after the last, to a promotion.
 */
export function judgeCanary({
  canary,
  liveVersion,
  counts,
  now,
}: {
  canary: CanaryState;
  liveVersion: string | undefined;
  counts: Map<string, HealthCounts>;
  now: number;
}): CanaryDecision {
  const plan = canary.plan;
  if (!plan || !canary.version) return { kind: 'hold' };
  const ofCanary = counts.get(canary.version) ?? emptyHealth();
  const ofLive = (liveVersion !== undefined && counts.get(liveVersion)) || emptyHealth();
  if (ofCanary.page_view < Math.max(plan.minViews, MIN_CANARY_VISITORS)) return { kind: 'hold' };
  const comparison = `error rate ${described(ofCanary)} against ${described(ofLive)} for the live build at ${canary.percent} %`;
  if (rateOf(ofCanary) > rateOf(ofLive) + plan.maxErrorRateIncrease) {
    return {
      kind: 'rollback',
      reason: `canary analysis: ${comparison}, more than ${(plan.maxErrorRateIncrease * 100).toFixed(1)} points worse`,
    };
  }
  if (now - canary.stepSince < plan.stepMs) return { kind: 'hold' };
  const next = plan.steps.find((step) => step > canary.percent);
  if (next === undefined) return { kind: 'promote', reason: `canary analysis: every step held (${comparison})` };
  return { kind: 'step', percent: next, reason: `canary analysis: ${canary.percent} % held (${comparison})` };
}
