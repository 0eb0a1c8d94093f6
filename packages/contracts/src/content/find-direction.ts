import type { Direction, SubDirection } from './direction.ts';

export interface FoundDirection {
  direction: Direction;
  sub?: SubDirection;
}

/** The direction or sub-direction a slug names, with its parent (as `/likari/{slug}` and `/prices/{slug}` resolve it). */
export function findDirection(directions: readonly Direction[], slug: string | undefined): FoundDirection | undefined {
  if (!slug) return undefined;
  for (const direction of directions) {
    if (direction.slug === slug) return { direction };
    const sub = direction.sub_directions.find((candidate) => candidate.slug === slug);
    if (sub) return { direction, sub };
  }
  return undefined;
}
