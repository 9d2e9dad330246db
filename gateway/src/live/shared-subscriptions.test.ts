import { parse } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { publicSubscriptionKey, shareSubscriptions } from './shared-subscriptions.ts';

interface Args {
  key?: string;
}

/** An upstream subscribe over a bus: counts its calls and the streams still open. */
function source(answer?: (args: Args) => string | undefined) {
  const bus = createPubSub<{ event: [string] }>();
  const calls: Args[] = [];
  let open = 0;
  const subscribe = async (args: Args): Promise<AsyncIterable<string> | string> => {
    calls.push(args);
    const refusal = answer?.(args);
    if (refusal !== undefined) return refusal;
    open += 1;
    const events = bus.subscribe('event')[Symbol.asyncIterator]();
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => events.next(),
        return: async () => {
          open -= 1;
          return events.return?.() ?? { value: undefined, done: true };
        },
      }),
    };
  };
  return { subscribe, calls, open: () => open, emit: (value: string) => bus.publish('event', value) };
}

const shared = (fake: ReturnType<typeof source>) => shareSubscriptions(fake.subscribe, (args: Args) => args.key);

/** What a subscriber's stream yields until it ends or is stopped. */
async function follow(answer: Promise<AsyncIterable<string> | string>) {
  const stream = await answer;
  if (typeof stream === 'string') throw new Error(`a result, not a stream: ${stream}`);
  const iterator = stream[Symbol.asyncIterator]();
  const seen: string[] = [];
  let failure: unknown;
  const done = (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) seen.push(next.value);
  })().catch((error: unknown) => (failure = error));
  return { seen, done, failure: () => failure, stop: () => iterator.return?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared subscriptions', () => {
  it('subscribes once for every subscriber of the same key and gives each the same results', async () => {
    const fake = source();
    const subscribe = shared(fake);
    const first = await follow(subscribe({ key: 'board:1' }));
    const second = await follow(subscribe({ key: 'board:1' }));
    await settle();
    fake.emit('a');
    fake.emit('b');
    await settle();
    expect(fake.calls).toHaveLength(1);
    expect(first.seen).toEqual(['a', 'b']);
    expect(second.seen).toEqual(['a', 'b']);
  });

  it('starts a late subscriber from the last result, then the next ones', async () => {
    const fake = source();
    const subscribe = shared(fake);
    const first = await follow(subscribe({ key: 'k' }));
    await settle();
    fake.emit('now');
    await settle();
    const late = await follow(subscribe({ key: 'k' }));
    fake.emit('later');
    await settle();
    expect(first.seen).toEqual(['now', 'later']);
    expect(late.seen).toEqual(['now', 'later']);
  });

  it('keeps other keys and unkeyed operations apart', async () => {
    const fake = source();
    const subscribe = shared(fake);
    await follow(subscribe({ key: 'a' }));
    await follow(subscribe({ key: 'b' }));
    await follow(subscribe({}));
    await follow(subscribe({}));
    expect(fake.calls).toEqual([{ key: 'a' }, { key: 'b' }, {}, {}]);
    expect(fake.open()).toBe(4);
  });

  it('closes the upstream stream when the last subscriber leaves, and opens a new one for the next', async () => {
    const fake = source();
    const subscribe = shared(fake);
    const first = await follow(subscribe({ key: 'k' }));
    const second = await follow(subscribe({ key: 'k' }));
    await first.stop();
    expect(fake.open()).toBe(1);
    fake.emit('still');
    await settle();
    expect(second.seen).toEqual(['still']);
    await second.stop();
    await second.done;
    expect(fake.open()).toBe(0);
    const third = await follow(subscribe({ key: 'k' }));
    await settle();
    fake.emit('fresh');
    await settle();
    expect(fake.calls).toHaveLength(2);
    expect(third.seen).toEqual(['fresh']);
  });

  it('answers a refusal to everyone waiting on it, and tries again for the next subscriber', async () => {
    let refuse = true;
    const fake = source(() => (refuse ? 'FORBIDDEN' : undefined));
    const subscribe = shared(fake);
    await expect(Promise.all([subscribe({ key: 'k' }), subscribe({ key: 'k' })])).resolves.toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(fake.calls).toHaveLength(1);
    refuse = false;
    const next = await follow(subscribe({ key: 'k' }));
    await settle();
    fake.emit('ok');
    await settle();
    expect(fake.calls).toHaveLength(2);
    expect(next.seen).toEqual(['ok']);
  });

  it('ends every subscriber with the error when the shared stream fails, and the next subscriber starts afresh', async () => {
    let fail: (error: Error) => void = () => {};
    let calls = 0;
    const subscribe = shareSubscriptions(
      async (): Promise<AsyncIterable<string>> => {
        calls += 1;
        const failed = new Promise<never>((_resolve, reject) => (fail = reject));
        return { [Symbol.asyncIterator]: () => ({ next: () => failed }) };
      },
      () => 'k',
    );
    const first = await follow(subscribe({}));
    const second = await follow(subscribe({}));
    fail(new Error('upstream gone'));
    await Promise.all([first.done, second.done]);
    expect([first.failure(), second.failure()].map(String)).toEqual(['Error: upstream gone', 'Error: upstream gone']);
    await follow(subscribe({}));
    expect(calls).toBe(2);
  });

  it('a subscribe that throws at once rejects for its subscribers and leaves no stream behind', async () => {
    let calls = 0;
    const subscribe = shareSubscriptions<Args, string>(
      () => {
        calls += 1;
        throw new Error('no schema');
      },
      () => 'k',
    );
    await expect(subscribe({})).rejects.toThrow('no schema');
    await expect(subscribe({})).rejects.toThrow('no schema');
    expect(calls).toBe(2);
  });
});

describe('which subscriptions are shared', () => {
  const keyOf = publicSubscriptionKey(new Set(['preparationBoard']));
  const board = 'subscription Board($w: Int!) { preparationBoard(warehouseId: $w) { idle { counter } } }';

  it('shares a subscription of public fields only, by its text, name and variables', () => {
    const key = keyOf({ document: parse(board), operationName: 'Board', variableValues: { w: 1 } });
    expect(key).toBeDefined();
    expect(keyOf({ document: parse(board), operationName: 'Board', variableValues: { w: 1 } })).toBe(key);
    expect(keyOf({ document: parse(board), operationName: 'Board', variableValues: { w: 2 } })).not.toBe(key);
    expect(keyOf({ document: parse('subscription { __typename preparationBoard(warehouseId: 1) { prepared { counter } } }') })).toBeDefined();
  });

  it('does not share a subscription that selects a field needing a session, nor a query, nor a root fragment', () => {
    expect(keyOf({ document: parse('subscription { orderChanges { orderIds } }') })).toBeUndefined();
    expect(keyOf({ document: parse('subscription { preparationBoard(warehouseId: 1) { prepared { counter } } orderChanges { orderIds } }') })).toBeUndefined();
    expect(keyOf({ document: parse('query { preparationBoard(warehouseId: 1) { prepared { counter } } }') })).toBeUndefined();
    expect(keyOf({ document: parse('subscription { ...F } fragment F on Subscription { orderChanges { orderIds } }') })).toBeUndefined();
  });
});
