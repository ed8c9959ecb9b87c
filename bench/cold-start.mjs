// Server cold start: from spawning the server to its first 200 from /api/health, on an empty data directory
// (the first start creates and migrates the database) and on one that already holds a database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startServer } from './lib/server.mjs';
import { msRow, summarise, table } from './lib/stats.mjs';

const runs = 5;

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'teamcast-bench-'));

async function timeStart(dataDir) {
  const server = await startServer({ port: await freePort(), dataDir });
  await server.stop();
  return server.readyMs;
}

export async function measureColdStart() {
  console.log(`\nServer cold start: spawn to first 200 from /api/health, ${runs} runs each`);
  // Not counted: fills tsx's transform cache and the disk cache, which every later start enjoys as well.
  const warmUpDir = newDataDir();
  await timeStart(warmUpDir);

  const fresh = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = newDataDir();
    try {
      fresh.push(await timeStart(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const existing = [];
  try {
    for (let run = 0; run < runs; run++) existing.push(await timeStart(warmUpDir));
  } finally {
    rmSync(warmUpDir, { recursive: true, force: true });
  }

  const rows = [msRow('empty data dir (creates and migrates)', fresh), msRow('existing data dir', existing)];
  console.log(table(['data directory', 'median ms', 'min ms', 'max ms'], rows));
  const ratio = summarise(fresh).median / summarise(existing).median;
  console.log(`first start / later start (medians): ${ratio.toFixed(2)}×`);
  return { fresh, existing, ratio };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureColdStart();
