import path from 'node:path';

/** The repository root, where the server is started from. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A fixed port, so a stray server from another run makes the start fail loudly instead of being reused. */
export const port = Number(process.env.E2E_PORT ?? 3100);

export const baseURL = `http://localhost:${port}`;

// Chromium resolves every *.localhost name to the loopback address, so no hosts file is needed.
export const loveHost = 'love.localhost';

export const loveURL = `http://${loveHost}:${port}`;

export const chromiumPath = '/usr/bin/chromium';

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/** A phone-sized viewport for the mobile areas. */
export const phoneViewport = { width: 390, height: 844 };
