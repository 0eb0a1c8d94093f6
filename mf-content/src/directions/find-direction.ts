import type { Direction, SubDirection } from '@clinic/contracts/content/direction';

export interface FoundDirection {
  direction: Direction;
  sub?: SubDirection;
}

/** A slug that names a direction or one of its sub-directions (as the gateway resolves /likari/{slug}). */
export function findDirection(directions: readonly Direction[], slug: string | undefined): FoundDirection | undefined {
  if (!slug) return undefined;
  for (const direction of directions) {
    if (direction.slug === slug) return { direction };
    const sub = direction.sub_directions.find((candidate) => candidate.slug === slug);
    if (sub) return { direction, sub };
  }
  return undefined;
}
