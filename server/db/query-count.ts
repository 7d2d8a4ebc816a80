import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";

// What every database the app opens sees of the statements it sends (Drizzle's logger):
// - how many a piece of work sends (issue 16's query-count check: a list must not make a query
//   per row), counted only inside `countQueries`, so it costs nothing elsewhere;
// - the statements themselves, for a listener that must know of writes wherever they come from
//   (the principal cache: a write to users, roles or grants).

const counting = new AsyncLocalStorage<{ n: number }>();

// On globalThis, as the database is (server/db/client.ts): the server opens it from
// instrumentation.ts, a module graph of its own, whose copy of this file is the logger; a
// listener added from a route handler's copy must reach it. Keyed, so a reload replaces.
const shared = globalThis as {
  __quayStatementListeners?: Map<string, (statement: string) => void>;
};
const listeners = (shared.__quayStatementListeners ??= new Map());

/** Calls `listener` with the text of every statement sent from now on (keep it cheap); `name` replaces an earlier one. */
export function onStatement(name: string, listener: (statement: string) => void) {
  listeners.set(name, listener);
}

/** Drizzle's logger for every database the app opens: counts inside `countQueries`. */
export const queryCounter: Logger = {
  logQuery(query) {
    const scope = counting.getStore();
    if (scope) scope.n++;
    for (const listener of listeners.values()) listener(query);
  },
};

/** Runs `work` and gives its result with the number of statements it sent. */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const scope = { n: 0 };
  const result = await counting.run(scope, work);
  return { result, queries: scope.n };
}
