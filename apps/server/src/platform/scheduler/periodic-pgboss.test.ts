import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';
import type { PeriodicJobs } from './periodic-jobs';
import { createPgBossPeriodicJobs, periodicQueueName } from './periodic-pgboss';

const waitLong = { timeout: 15_000, interval: 50 };

/**
 * The schedule itself comes due at minute boundaries, too slowly for a test: it is checked as
 * registered, and its runs are started by sending the job the schedule would send.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('periodic jobs as pg-boss schedules on PostgreSQL', () => {
  let target: TestDatabase;
  let url: string;
  /** Another instance of the deployment: it reads the schedules and sends the jobs a schedule would. */
  let other: PgBoss;
  const opened: PeriodicJobs[] = [];
  const log = { error: vi.fn() };

  const open = () => {
    const periodic = createPgBossPeriodicJobs(url, log, { stopTimeoutMs: 5_000 });
    opened.push(periodic);
    return periodic;
  };
  const stateOf = async (queue: string, id: string) => (await other.findJobs(queue, { id }))[0]?.state;

  beforeAll(async () => {
    target = await createTestDatabase();
    url = target.options.kind === 'postgres' ? target.options.url : '';
    other = new PgBoss({ connectionString: url, schedule: false, supervise: false, max: 2 });
    await other.start();
  }, 60_000);

  afterAll(async () => {
    for (const periodic of opened) await periodic.close();
    await other?.stop({ graceful: false, close: true });
    await target?.drop();
  });

  it('registers the schedule in the database and runs the task for each job it sends, failures reported', async () => {
    const periodic = open();
    expect(periodic.kind).toBe('pgboss');
    const failure = new Error('the card provider is down');
    const task = vi.fn<() => Promise<void>>().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    await periodic.schedule('renewals', 5, task);
    const queue = periodicQueueName('renewals');

    const schedules = await other.getSchedules(queue);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ name: queue, cron: '*/5 * * * *', timezone: 'UTC' });

    const first = await other.send(queue, {});
    await vi.waitFor(async () => expect(await stateOf(queue, first!)).toBe('failed'), waitLong);
    expect(log.error).toHaveBeenCalledWith({ err: failure, job: 'renewals' }, expect.stringContaining('failed'));
    // No retry of its own: the next time is the retry.
    const second = await other.send(queue, {});
    await vi.waitFor(async () => expect(await stateOf(queue, second!)).toBe('completed'), waitLong);
    expect(task).toHaveBeenCalledTimes(2);
    await periodic.close();
  });

  it('on close, lets the run under way finish, then takes no more runs; another instance takes them', async () => {
    const queue = periodicQueueName('reminders');
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const task = vi.fn(async () => {
      events.push('run started');
      await released;
      events.push('run finished');
    });
    const periodic = open();
    await periodic.schedule('reminders', 1, task);

    const underWay = await other.send(queue, {});
    await vi.waitFor(() => expect(events).toEqual(['run started']), waitLong);
    const closing = periodic.close().then(() => events.push('closed'));
    // A run that takes a moment longer, so that a close not waiting for it would end first.
    setTimeout(release, 300);
    await closing;
    expect(events).toEqual(['run started', 'run finished', 'closed']);
    expect(await stateOf(queue, underWay!)).toBe('completed');

    // The schedule stays for the instances still running; the closed one takes none of their jobs.
    const successor = vi.fn(async () => undefined);
    await open().schedule('reminders', 1, successor);
    expect(await other.getSchedules(queue)).toHaveLength(1);
    for (let round = 1; round <= 3; round++) {
      const id = await other.send(queue, {});
      await vi.waitFor(async () => expect(await stateOf(queue, id!)).toBe('completed'), waitLong);
      expect(successor).toHaveBeenCalledTimes(round);
    }
    expect(task).toHaveBeenCalledOnce();
  });
});
