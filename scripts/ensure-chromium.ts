// Browser tests use Debian's Chromium (its headless shell); nothing downloads a browser of its own.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { BROWSER_PACKAGES } from '../e2e/support/chromium.ts';

const missing = Object.entries(BROWSER_PACKAGES)
  .filter(([browser]) => !existsSync(browser))
  .map(([, debianPackage]) => debianPackage);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH and HEADLESS_SHELL_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
