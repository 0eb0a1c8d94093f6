import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A `findBy…` waits for what a component shows after its data: on two cores busy with builds and
// other suites that can take longer than the library's 1 s, which is not what these tests measure.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts on an empty document: what the one before rendered is unmounted after it.
afterEach(cleanup);

// A test that stubs fetch or a timer leaves the next one the real ones.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
