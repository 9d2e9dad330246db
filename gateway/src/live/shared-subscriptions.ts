/**
 * Subscriptions whose events do not depend on who asks (public fields, such as the preparation board) run once
 * per operation and variables on a replica: each event is executed once and the same result goes to every
 * subscriber, instead of once per subscriber (1,000 screens watching one warehouse cost one execution).
 * A subscriber joining a running stream starts from its last result.
 */

import { getOperationAST, Kind, print, type DocumentNode } from 'graphql';

type Outcome<Result> = AsyncIterable<Result> | Result;
type Subscribe<Args, Result> = (args: Args) => Outcome<Result> | Promise<Outcome<Result>>;

const isAsyncIterable = <Result>(value: Outcome<Result>): value is AsyncIterable<Result> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** One subscriber's stream: registered at once (not on its first `next`), so a stream never closes under it. */
class Feed<Result> implements AsyncIterableIterator<Result> {
  private readonly queue: Result[] = [];
  private waiting?: { resolve(next: IteratorResult<Result>): void; reject(error: unknown): void };
  private ended = false;
  private failure: { error: unknown } | undefined;

  constructor(private readonly onLeave: (feed: Feed<Result>) => void) {}

  deliver(result: Result): void {
    if (this.ended) return;
    if (this.waiting) {
      this.waiting.resolve({ value: result, done: false });
      this.waiting = undefined;
    } else this.queue.push(result);
  }

  /** The shared stream ended (or failed): the queued results, then the end (or the error). */
  end(failure?: { error: unknown }): void {
    if (this.ended) return;
    this.ended = true;
    this.failure = failure;
    if (!this.waiting) return;
    if (failure) this.waiting.reject(failure.error);
    else this.waiting.resolve({ value: undefined, done: true });
    this.waiting = undefined;
  }

  next(): Promise<IteratorResult<Result>> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve({ value: queued, done: false });
    if (this.ended) {
      const failure = this.failure;
      this.failure = undefined;
      return failure ? Promise.reject(failure.error) : Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<Result>> {
    this.queue.length = 0;
    this.end();
    this.onLeave(this);
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<Result>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

class SharedStream<Result> {
  readonly feeds = new Set<Feed<Result>>();
  closed = false;
  private last: Result | undefined;
  private iterator: AsyncIterator<Result> | undefined;

  constructor(
    readonly source: Promise<Outcome<Result>>,
    private readonly onClose: () => void,
  ) {}

  start(iterable: AsyncIterable<Result>): void {
    const iterator = iterable[Symbol.asyncIterator]();
    this.iterator = iterator;
    void (async () => {
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          this.last = next.value;
          for (const feed of this.feeds) feed.deliver(next.value);
        }
        this.close();
      } catch (error) {
        this.close({ error });
      }
    })();
  }

  join(): Feed<Result> {
    const feed = new Feed<Result>((leaving) => this.leave(leaving));
    this.feeds.add(feed);
    if (this.last !== undefined) feed.deliver(this.last);
    return feed;
  }

  private leave(feed: Feed<Result>): void {
    if (this.feeds.delete(feed) && this.feeds.size === 0) this.close();
  }

  private close(failure?: { error: unknown }): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    for (const feed of this.feeds) feed.end(failure);
    this.feeds.clear();
    void this.iterator?.return?.();
  }
}

/**
 * Wraps `subscribe`: operations `keyOf` names (the same key for the same operation and variables) share one
 * stream; the others (undefined key) subscribe on their own. A first subscribe that answers a result instead
 * of a stream (an error) answers it to everyone waiting on it, and the next subscriber tries again.
 */
export function shareSubscriptions<Args, Result>(subscribe: Subscribe<Args, Result>, keyOf: (args: Args) => string | undefined): (args: Args) => Promise<Outcome<Result>> {
  const streams = new Map<string, SharedStream<Result>>();
  const open = (key: string, args: Args): SharedStream<Result> => {
    // A subscribe that throws at once rejects like one that fails later.
    const source = new Promise<Outcome<Result>>((resolve) => resolve(subscribe(args)));
    const stream: SharedStream<Result> = new SharedStream(source, () => {
      if (streams.get(key) === stream) streams.delete(key);
    });
    streams.set(key, stream);
    stream.source.then(
      (source) => (isAsyncIterable(source) ? stream.start(source) : streams.get(key) === stream && streams.delete(key)),
      () => streams.get(key) === stream && streams.delete(key),
    );
    return stream;
  };
  return async (args) => {
    const key = keyOf(args);
    if (key === undefined) return subscribe(args);
    for (;;) {
      const stream = streams.get(key) ?? open(key, args);
      const source = await stream.source;
      if (!isAsyncIterable(source)) return source;
      // Joined in the same turn as the check: a stream open now cannot close before this subscriber counts.
      if (!stream.closed) return stream.join();
    }
  };
}

/**
 * The sharing key of a subscription operation that selects only `publicFields` at its root (what it yields does
 * not depend on who asks): its text, name and variables. Undefined for anything else, which is not shared.
 */
export function publicSubscriptionKey(publicFields: ReadonlySet<string>) {
  return ({ document, operationName, variableValues }: { document: DocumentNode; operationName?: string | null; variableValues?: unknown }): string | undefined => {
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'subscription') return undefined;
    const publicOnly = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || publicFields.has(selection.name.value)));
    return publicOnly ? JSON.stringify([print(document), operationName ?? null, variableValues ?? null]) : undefined;
  };
}
