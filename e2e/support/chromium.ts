/**
 * Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). The
 * tests drive its headless shell (Debian's `chromium-headless-shell`): the same Chromium without the
 * browser's window and interface, what Playwright runs headless by default. A page load costs it less than
 * half the CPU of the full browser in headless mode, and the tests are CPU-bound. The benchmarks (Lighthouse,
 * the page loads) keep the full browser (`CHROMIUM_PATH`): their figures are what a visitor's browser does.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package of each browser, for installing what is missing. */
export const BROWSER_PACKAGES = { [CHROMIUM_PATH]: 'chromium', [HEADLESS_SHELL_PATH]: 'chromium-headless-shell' };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
