// The API as client islands call it. Only TYPES come from the declarations: no zod schema
// reaches the browser through this module (first-load weight, issue 7).
import type { Contracts } from "@/lib/contracts";
import type { FieldIssue } from "@/lib/validation";
import type { InputArgs, Op, OutputOf } from "./define";

/** A refused BFF call, carrying what the server said (already in the user's language). */
export class BffError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: string | null,
    readonly validationErrors: FieldIssue[],
  ) {
    super(message);
    this.name = "BffError";
  }
}

/** One method as a client island calls it; `url` is where it is sent (XHR uploads use it). */
type ClientMethod<D extends Op = Op> = {
  (...args: InputArgs<D>): Promise<OutputOf<D>>;
  readonly service: D["service"];
  readonly method: D["method"];
  readonly url: string;
};

/** Any client method, whatever it takes (for helpers such as `useMutation` that wrap a call). */
export type AnyClientMethod = ((input: never) => Promise<unknown>) & {
  readonly service: string;
  readonly method: string;
  readonly url: string;
};

type ClientApi = {
  readonly [S in keyof Contracts]: {
    // methods declared `bff: false` are not reachable from the browser, so not callable here
    readonly [
      M in keyof Contracts[S] as Contracts[S][M] extends { bff: false } ? never : M
    ]: Contracts[S][M] extends Op ? ClientMethod<Contracts[S][M]> : never;
  };
};

/** The envelope the BFF answers with (DESIGN §3). */
interface Envelope {
  result?: unknown;
  success?: boolean;
  error?: {
    message?: string;
    details?: string | null;
    validationErrors?: FieldIssue[] | null;
  } | null;
}

/**
 * A refused call as a BffError (the envelope's message, details and field errors); a 401 also
 * sends the person to sign in and come back. Downloads (components/file-download.ts) read their
 * refusals here too.
 */
export function refusalOf(response: Response, body: Envelope | null, quiet = false) {
  if (response.status === 401 && !quiet) {
    // A full load: the session ended, so sign in and come back here.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the dead session
    window.location.href = `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  }
  return new BffError(
    body?.error?.message ?? response.statusText,
    response.status,
    body?.error?.details ?? null,
    body?.error?.validationErrors ?? [],
  );
}

/**
 * Client islands call the upstream only through /bff (DESIGN §1): always a POST of JSON (or
 * FormData for uploads) to /bff/{Service}/{Method}; the BFF forwards it with the declared verb.
 * An ended session sends the browser to sign in and come back here.
 */
async function send(
  url: string,
  input: unknown,
  signal?: AbortSignal,
  quiet = false,
): Promise<unknown> {
  const isForm = input instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: isForm ? undefined : { "Content-Type": "application/json" },
      body: isForm ? input : JSON.stringify(input ?? {}),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // cancelled by the caller: not a refusal
    throw new BffError(error instanceof Error ? error.message : String(error), 0, null, []);
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (!response.ok || !body || body.success === false) throw refusalOf(response, body, quiet);
  return body.result;
}

// Service and method names are PascalCase; anything else (then, toJSON, $$typeof …) is not a
// method, so the proxy never looks like a promise or a React element.
const isName = (key: string | symbol): key is string =>
  typeof key === "string" && /^[A-Z][A-Za-z0-9]*$/.test(key);

const services = new Map<string, Record<string, ClientMethod>>();

function serviceProxy(service: string) {
  const methods = new Map<string, ClientMethod>();
  return new Proxy({} as Record<string, ClientMethod>, {
    get(_, method) {
      if (!isName(method)) return undefined;
      let fn = methods.get(method);
      if (!fn) {
        const url = `/bff/${service}/${method}`;
        fn = Object.assign((input?: unknown) => send(url, input), { service, method, url });
        methods.set(method, fn);
      }
      return fn;
    },
  });
}

/** `await api.ProductBrand.GetAll({ keyword })`: typed by the declarations in lib/contracts. */
export const api = new Proxy({} as ClientApi, {
  get(_, service) {
    if (!isName(service)) return undefined;
    let proxy = services.get(service);
    if (!proxy) services.set(service, (proxy = serviceProxy(service)));
    return proxy;
  },
});

/**
 * The method with its request cancelled when `signal` aborts (a search superseded by the next
 * keystroke): `await abortable(api.User.GetAll, controller.signal)({ keyword })`. A cancelled
 * call rejects with the AbortError, not a BffError.
 */
export function abortable<M extends AnyClientMethod>(method: M, signal: AbortSignal): M {
  return calling(method, (input) => send(method.url, input, signal));
}

/**
 * The method for a call made in the background (a count polled each minute): an ended session
 * rejects it like any refusal but sends nobody to sign in; the page's own calls do that.
 */
export function quiet<M extends AnyClientMethod>(method: M): M {
  return calling(method, (input) => send(method.url, input, undefined, true));
}

/** `call` under `method`'s service, name and url: another way of sending the same method. */
function calling<M extends AnyClientMethod>(
  method: M,
  call: (input?: unknown) => Promise<unknown>,
): M {
  return Object.assign(call, {
    service: method.service,
    method: method.method,
    url: method.url,
  }) as unknown as M;
}
