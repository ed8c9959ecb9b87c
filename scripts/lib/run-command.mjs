import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { repoRoot } from './repo.mjs';

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const exitCodeFor = (signal) => 128 + (constants.signals[signal] ?? 1);

/**
 * Runs a command to completion and resolves with its exit code (never rejects).
 * While it runs, a signal sent to this process is passed on to the child; once the child has gone, this
 * process exits too, so an interrupted install, build or test run never leaves work running behind it.
 */
export function runCommand(command, args, { cwd = repoRoot, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    let interruptedBy = null;
    const forward = (signal) => {
      interruptedBy = signal;
      child.kill(signal);
    };
    for (const signal of forwardedSignals) process.on(signal, forward);
    const stopForwarding = () => {
      for (const signal of forwardedSignals) process.off(signal, forward);
    };
    child.on('error', (error) => {
      stopForwarding();
      resolve({ code: 127, output: `${output}${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      stopForwarding();
      if (interruptedBy) process.exit(exitCodeFor(interruptedBy));
      resolve({ code: code ?? exitCodeFor(signal), output });
    });
  });
}
