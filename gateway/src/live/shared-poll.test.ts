import { createPubSub } from 'graphql-yoga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLeaseStore, SharedPoll, type PollUpdate } from './shared-poll.ts';

const INTERVAL = 5_000;

/** Replicas sharing one store and one channel (what Redis gives them), each with its own SharedPoll. */
function cluster(fetch: (key: number) => Promise<string>) {
  const store = memoryLeaseStore(() => Date.now());
  const bus = createPubSub<{ changed: [key: number, update: PollUpdate<string>] }>();
  const errors: unknown[] = [];
  const replica = () =>
    new SharedPoll<number, string>({
      name: 'test',
      intervalMs: INTERVAL,
      fetch,
      store,
      channel: { publish: (key, update) => bus.publish('changed', key, update), subscribe: (key) => bus.subscribe('changed', key) },
      onError: (error) => errors.push(error),
    });
  return { replica, errors };
}

/** Collects what a stream yields, until stopped. */
function collect(watching: Promise<AsyncIterable<string>>) {
  const seen: string[] = [];
  let iterator: AsyncIterator<string> | undefined;
  const done = (async () => {
    iterator = (await watching)[Symbol.asyncIterator]();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) seen.push(next.value);
  })();
  return {
    seen,
    done,
    stop: async () => {
      await iterator?.return?.();
      await done;
    },
  };
}

describe('SharedPoll', () => {
  let state = 'a';
  let fetches: number[] = [];
  const fetch = vi.fn(async (key: number) => {
    fetches.push(key);
    return `${key}:${state}`;
  });

  beforeEach(() => {
    vi.useFakeTimers();
    state = 'a';
    fetches = [];
  });
  afterEach(() => vi.useRealTimers());

  it('polls each watched key once per interval across replicas, whatever the number of subscribers', async () => {
    const { replica } = cluster(fetch);
    const [one, two] = [replica(), replica()];
    const first = collect(one.watch(1));
    await vi.advanceTimersByTimeAsync(10);
    const others = [...Array.from({ length: 20 }, () => collect(one.watch(1))), ...Array.from({ length: 20 }, () => collect(two.watch(1)))];
    await vi.advanceTimersByTimeAsync(3 * INTERVAL - 100);
    // The first fetch, then one at 5 s and one at 10 s: never two within an interval.
    expect(fetches).toEqual([1, 1, 1]);
    expect(first.seen).toEqual(['1:a']);
    for (const other of others) expect(other.seen).toEqual(['1:a']);
    await Promise.all([first, ...others].map((stream) => stream.stop()));
    one.close();
    two.close();
  });

  it("fetches once when both replicas' first subscribers arrive together", async () => {
    const { replica } = cluster(fetch);
    const [one, two] = [replica(), replica()];
    const streams = [collect(one.watch(4)), collect(two.watch(4)), collect(one.watch(4))];
    await vi.advanceTimersByTimeAsync(INTERVAL - 100);
    expect(fetches).toEqual([4]);
    for (const stream of streams) expect(stream.seen).toEqual(['4:a']);
    await Promise.all(streams.map((stream) => stream.stop()));
    one.close();
    two.close();
  });

  it('gives the current state first, then only changes, to every replica', async () => {
    const { replica } = cluster(fetch);
    const [one, two] = [replica(), replica()];
    const here = collect(one.watch(7));
    await vi.advanceTimersByTimeAsync(10);
    const there = collect(two.watch(7));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    state = 'b';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(here.seen).toEqual(['7:a', '7:b']);
    expect(there.seen).toEqual(['7:a', '7:b']);
    await here.stop();
    await there.stop();
    one.close();
    two.close();
  });

  it('refreshes at once on a change, once per burst, on whichever replica', async () => {
    const { replica } = cluster(fetch);
    const [one, two] = [replica(), replica()];
    const here = collect(one.watch(3));
    const there = collect(two.watch(3));
    await vi.advanceTimersByTimeAsync(10);
    const before = fetches.length;
    state = 'c';
    for (let burst = 0; burst < 10; burst += 1) {
      one.changed([3, 99]);
      two.changed([3]);
    }
    await vi.advanceTimersByTimeAsync(10);
    expect(here.seen.at(-1)).toBe('3:c');
    expect(there.seen.at(-1)).toBe('3:c');
    // The fetch the burst started, and one more for the changes asked during it; nothing for the unwatched key.
    expect(fetches.length - before).toBeLessThanOrEqual(2);
    expect(fetches).not.toContain(99);
    await here.stop();
    await there.stop();
    one.close();
    two.close();
  });

  it('keeps the stream and the last state when the upstream fails, and carries on when it is back', async () => {
    const { replica, errors } = cluster(fetch);
    const one = replica();
    const stream = collect(one.watch(2));
    await vi.advanceTimersByTimeAsync(10);
    fetch.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(errors).toHaveLength(2);
    state = 'd';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(stream.seen).toEqual(['2:a', '2:d']);
    await stream.stop();
    one.close();
  });

  it('refuses a key whose first fetch fails (an unknown key) with its error, and watches nothing', async () => {
    const { replica } = cluster(fetch);
    const one = replica();
    fetch.mockRejectedValueOnce(new Error('not found'));
    await expect(one.watch(404)).rejects.toThrow('not found');
    expect(one.keys).toEqual([]);
    one.close();
  });

  it('stops polling a key when its last subscriber leaves, and ends every stream on close', async () => {
    const { replica } = cluster(fetch);
    const one = replica();
    const [a, b] = [collect(one.watch(5)), collect(one.watch(6))];
    await vi.advanceTimersByTimeAsync(10);
    await a.stop();
    expect(one.keys).toEqual([6]);
    fetches = [];
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect([...new Set(fetches.map((key) => key === 6))]).toEqual([true]);
    one.close();
    await b.done;
    expect(one.keys).toEqual([]);
    fetches = [];
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(fetches).toEqual([]);
  });
});
