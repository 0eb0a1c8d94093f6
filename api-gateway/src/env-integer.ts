/**
 * Reads whole-number settings from the environment: unset or empty gives the default; anything but
 * an integer of at least `min` adds one line naming the variable to `problems` (start-up then fails).
 */
export function integerSetting(env: Record<string, string | undefined>, problems: string[]) {
  return (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name}: must be an integer of at least ${min}`);
      return fallback;
    }
    return value;
  };
}
