import { describe, expect, it } from 'vitest';
import { findDirection } from './find-direction.ts';
import type { Direction, SubDirection } from './direction.ts';

const sub = (slug: string) => ({ slug, name: slug }) as SubDirection;
const direction = (slug: string, subs: string[] = []) =>
  ({ slug, name: slug, sub_directions: subs.map(sub) }) as unknown as Direction;

const DIRECTIONS = [
  direction('dermatolohiia', ['trykholohiia']),
  direction('kosmetolohiia', ['lazerna-epiliatsiia', 'pilinhy']),
];

describe('findDirection', () => {
  it('finds a direction by its slug', () => {
    expect(findDirection(DIRECTIONS, 'kosmetolohiia')).toEqual({ direction: DIRECTIONS[1] });
  });

  it('finds a sub-direction with the direction it belongs to', () => {
    expect(findDirection(DIRECTIONS, 'pilinhy')).toEqual({
      direction: DIRECTIONS[1],
      sub: DIRECTIONS[1]!.sub_directions[1],
    });
  });

  it('finds nothing for an unknown, empty or missing slug', () => {
    expect(findDirection(DIRECTIONS, 'urolohiia')).toBeUndefined();
    expect(findDirection(DIRECTIONS, '')).toBeUndefined();
    expect(findDirection(DIRECTIONS, undefined)).toBeUndefined();
  });
});
