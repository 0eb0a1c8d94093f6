// Browser tests use Debian's Chromium (its headless shell); nothing downloads a browser of its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { BROWSER_PACKAGES } from '../e2e/support/chromium.ts';

const missing = Object.entries(BROWSER_PACKAGES).filter(([browser]) => !existsSync(browser));
if (missing.length > 0) {
  const packages = missing.map(([, debianPackage]) => debianPackage).join(' ');
  if (process.getuid?.() !== 0) {
    const what = missing.map(([browser, debianPackage]) => `${browser} (Debian's ${debianPackage})`).join(' and ');
    console.error(
      `The browser tests need ${what}. Install with: sudo apt-get install -y ${packages} (or set CHROMIUM_PATH and HEADLESS_SHELL_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
