import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../scripts/lib/repo.mjs';

/** A port nobody listens on right now, found by letting the system pick one. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the server as `npm run dev:server` would and resolves once /api/health answers 200, with the
 * milliseconds that took from the spawn.
 */
export async function startServer({ port, dataDir, env = {}, timeoutMs = 120_000 }) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    if (exited) return;
    const exit = once(child, 'exit');
    child.kill('SIGTERM');
    const forced = sleep(15_000).then(() => child.kill('SIGKILL'));
    await Promise.race([exit, forced]);
    if (!exited) await exit;
  };

  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  while (performance.now() - startedAt < timeoutMs) {
    if (exited) throw new Error(`the server exited before answering:\n${stderr}`);
    const ok = await fetch(healthUrl).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { readyMs: performance.now() - startedAt, stop, origin: `http://127.0.0.1:${port}` };
    await sleep(20);
  }
  await stop();
  throw new Error(`the server did not answer ${healthUrl} within ${timeoutMs} ms:\n${stderr}`);
}
