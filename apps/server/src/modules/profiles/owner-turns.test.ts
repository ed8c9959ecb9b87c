import { describe, expect, it } from 'vitest';
import { createOwnerTurns } from './owner-turns';

/** A task that runs until the test ends it, and tells when it started. */
function controlledTask(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(name)),
  };
}

// Lets every callback already due run, so that a task that could start has started.
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('turns per owner', () => {
  it('runs a few tasks of one owner at once and the next ones in the order they came', async () => {
    const inTurn = createOwnerTurns({ running: 2, waiting: 10 });
    const log: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4'].map((name) => controlledTask(log, name));
    const results = tasks.map((task) => inTurn('a', task.run));
    await settle();
    expect(log).toEqual(['a1', 'a2']);

    tasks[1]!.finish();
    await expect(results[1]).resolves.toBe('a2');
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3']);

    tasks[0]!.fail();
    await expect(results[0]).rejects.toThrow('a1');
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('does not keep another owner waiting behind them', async () => {
    const inTurn = createOwnerTurns({ running: 1, waiting: 10 });
    const log: string[] = [];
    const a = [controlledTask(log, 'a1'), controlledTask(log, 'a2')];
    a.forEach((task) => void inTurn('a', task.run));
    const b = controlledTask(log, 'b1');
    const result = inTurn('b', b.run);
    await settle();
    expect(log).toEqual(['a1', 'b1']);
    b.finish();
    await expect(result).resolves.toBe('b1');
  });

  it('starts a task, and hands a turn over, only after what the event loop has waiting, such as other owners\u2019 requests', async () => {
    const inTurn = createOwnerTurns({ running: 1, waiting: 10 });
    const log: string[] = [];
    const [first, second] = [controlledTask(log, 'a1'), controlledTask(log, 'a2')];
    setImmediate(() => log.push('request 1'));
    const results = [inTurn('a', first!.run), inTurn('a', second!.run)];
    await settle();
    expect(log).toEqual(['request 1', 'a1']);

    setImmediate(() => log.push('request 2'));
    first!.finish();
    await results[0];
    await settle();
    await settle();
    expect(log).toEqual(['request 1', 'a1', 'request 2', 'a2']);
    second!.finish();
    await results[1];
  });

  it('asks an owner with too many requests under way to come back later, and takes them again once turns free up', async () => {
    const inTurn = createOwnerTurns({ running: 1, waiting: 1 });
    const log: string[] = [];
    const [first, second, third] = ['a1', 'a2', 'a3'].map((name) => controlledTask(log, name));
    const results = [inTurn('a', first!.run), inTurn('a', second!.run)];
    await expect(inTurn('a', third!.run)).rejects.toMatchObject({ statusCode: 429, code: 'too_many_requests', headers: { 'retry-after': '1' } });

    first!.finish();
    second!.finish();
    await Promise.all(results);
    const again = controlledTask(log, 'a4');
    const result = inTurn('a', again.run);
    again.finish();
    await expect(result).resolves.toBe('a4');
    expect(log).toEqual(['a1', 'a2', 'a4']);
  });
});
