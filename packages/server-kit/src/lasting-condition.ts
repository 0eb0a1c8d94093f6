/**
 * Something that goes wrong for a while and is tried again and again (a registry that cannot be read, a queue,
 * a connection, one remote's manifest): said once when it starts and once when it ends, however many tries fail
 * between. `lastingConditions` keeps one per key, for things that can be down each on its own; what the failing
 * try knew (`context`: the error, which remote) is passed to both what is said when it starts and when it ends.
 */
export interface LastingConditions<K, C> {
  /** A try at `key` failed: `starts` hears of it if `key` was not down already. */
  failed(key: K, context: C): void;
  /** A try at `key` worked: `ends` hears of it, with the context of the failure that started it, if `key` was down. */
  passed(key: K): void;
}

export function lastingConditions<K, C>(say: {
  starts(key: K, context: C): void;
  ends(key: K, context: C): void;
}): LastingConditions<K, C> {
  const down = new Map<K, C>();
  return {
    failed(key, context) {
      if (down.has(key)) return;
      down.set(key, context);
      say.starts(key, context);
    },
    passed(key) {
      if (!down.has(key)) return;
      const context = down.get(key) as C;
      down.delete(key);
      say.ends(key, context);
    },
  };
}

/** One condition for the whole of something (the release registry, the outbox queue). */
export interface LastingCondition<C> {
  failed(context: C): void;
  passed(): void;
}

export function lastingCondition<C = unknown>(say: { starts(context: C): void; ends(): void }): LastingCondition<C> {
  const condition = lastingConditions<'down', C>({ starts: (_, context) => say.starts(context), ends: say.ends });
  return { failed: (context) => condition.failed('down', context), passed: () => condition.passed('down') };
}
