import { performance } from 'node:perf_hooks';

/** Told each query's duration in milliseconds, whatever its outcome. */
export type QueryListener = (durationMs: number) => void;

/** The listeners of one database handle; the metrics subscribe (modules/health/metrics.ts). */
export class QueryListeners {
  private readonly listeners = new Set<QueryListener>();

  add(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(durationMs: number) {
    for (const listener of this.listeners) listener(durationMs);
  }
}

const fromDatabase = Symbol('raised by the database driver');

/** True for an error a database query or transaction raised (rather than, say, a payment service's refused connection). */
export function raisedByDatabase(error: unknown): boolean {
  return typeof error === 'object' && error !== null && fromDatabase in error;
}

function marked(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && !(fromDatabase in error)) {
    try {
      Object.defineProperty(error, fromDatabase, { value: true });
    } catch {
      // A frozen error stays unmarked: it is reported as any other error.
    }
  }
  return error;
}

/** Times `promise` from now until it settles, and marks its error as the database's. */
function timed<T>(promise: PromiseLike<T>, listeners: QueryListeners) {
  const started = performance.now();
  // A postgres.js query starts when it is first awaited, and its `then` starts it: the
  // plain Promise `then` (its species) watches it without starting it before drizzle asks.
  Promise.prototype.then.call(
    promise,
    () => listeners.tell(performance.now() - started),
    (error: unknown) => {
      marked(error);
      listeners.tell(performance.now() - started);
    },
  );
  return promise;
}

/** Wraps what drizzle calls on a client (and on the transaction clients it is given): the rest passes through untouched. */
function instrumented<T extends object>(client: T, wrap: Record<string, (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown>): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !(property in wrap) || typeof value !== 'function') return value;
      return wrap[property]!((value as (...args: unknown[]) => unknown).bind(target));
    },
  });
}

/** Calls the callback (an argument of begin/savepoint/transaction) with an instrumented client. */
const withInstrumentedCallback =
  (instrument: (client: object) => object) =>
  (original: (...args: unknown[]) => unknown) =>
  (...args: unknown[]) => {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      const callback = args[at] as (client: object) => unknown;
      args[at] = (client: object) => callback(instrument(client));
    }
    const result = original(...args);
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(marked(error)));
    return result;
  };

/** A postgres.js `sql` whose queries (`unsafe`, which drizzle uses) are timed, in transactions too. */
export function timedPostgres<T extends object>(sql: T, listeners: QueryListeners): T {
  const instrument = (client: object): object =>
    instrumented(client, {
      unsafe: (original) => (...args) => timed(original(...args) as PromiseLike<unknown>, listeners),
      begin: withInstrumentedCallback(instrument),
      savepoint: withInstrumentedCallback(instrument),
    });
  return instrument(sql) as T;
}

/** A PGlite client whose queries (`query`, `exec`) are timed, in transactions too. */
export function timedPglite<T extends object>(client: T, listeners: QueryListeners): T {
  const instrument = (each: object): object =>
    instrumented(each, {
      query: (original) => (...args) => timed(original(...args) as PromiseLike<unknown>, listeners),
      exec: (original) => (...args) => timed(original(...args) as PromiseLike<unknown>, listeners),
      transaction: withInstrumentedCallback(instrument),
    });
  return instrument(client) as T;
}
