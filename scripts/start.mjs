// `npm start`: install what is missing, build what is stale, then serve the API and the web app.
// This runs before dependencies exist, so it and ./lib import only node: builtins at the top level.
import { pathToFileURL } from 'node:url';
import { ensureDependencies } from './lib/dependencies.mjs';
import { say } from './lib/log.mjs';
import { fromRoot, repoRoot } from './lib/repo.mjs';
import { buildWeb } from './lib/web-build.mjs';

// npm runs scripts from the repository root; doing the same here keeps a relative DATA_DIR meaning the same.
process.chdir(repoRoot);

const dependencies = await ensureDependencies();
if (!dependencies.ok) process.exit(1);

const build = await buildWeb({ onlyIfStale: true });
if (!build.ok) process.exit(1);

say('starting the server');
// The server runs in this very process rather than in a child: Ctrl-C and SIGTERM reach its own shutdown
// handlers directly, exit codes need no forwarding, and nothing can outlive this process.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(fromRoot('apps', 'server', 'src', 'main.ts')).href);

// The server shuts down cleanly on SIGINT and SIGTERM. A closed terminal sends SIGHUP, which would otherwise
// end the process on the spot.
process.on('SIGHUP', () => process.kill(process.pid, 'SIGTERM'));

// `npm start` runs this through `sh -c`; when npm is sent SIGTERM it passes it to that shell, which dies
// without passing it on. Noticing the lost parent and shutting down keeps the server from running on alone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
