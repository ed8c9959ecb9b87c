import { existsSync } from 'node:fs';
import { say, warn } from './log.mjs';
import { runCommand } from './run-command.mjs';

// Debian's build; Playwright is told never to download its own.
export const chromiumPath = '/usr/bin/chromium';

export const missingChromiumMessage = 'Browser tests need Chromium: run `sudo apt-get install -y chromium`';

/** Makes sure Debian's Chromium is installed, installing it with apt-get when this process may. */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) {
    say(`Chromium found at ${chromiumPath}`);
    return { ok: true, note: 'present' };
  }
  if (process.getuid?.() !== 0) {
    console.log(missingChromiumMessage);
    return { ok: false, note: 'Chromium is missing' };
  }
  say('Chromium is missing: installing it with apt-get');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCommand('apt-get', ['update'], { env });
  const install = update.code === 0 ? await runCommand('apt-get', ['install', '-y', 'chromium'], { env }) : update;
  if (install.code !== 0 || !existsSync(chromiumPath)) {
    warn(`installing Chromium failed (exit code ${install.code})`);
    return { ok: false, note: 'installing Chromium failed' };
  }
  return { ok: true, note: 'installed' };
}
