import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, BffError } from "@/lib/api/client";
import { batchShelf } from "./sku-api";

type Handler = (url: string, input: Record<string, unknown>) => unknown;

/** The browser's fetch, answering each BFF call with the envelope (or a 409 when it throws). */
function stubBff(handler: Handler) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    try {
      const result = handler(url, JSON.parse(String(init.body)) as Record<string, unknown>);
      return Response.json({ result, success: true, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return Response.json({ result: null, success: false, error: { message } }, { status: 409 });
    }
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof stubBff>, url: string) =>
  fetch.mock.calls
    .filter(([u]) => u === url)
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

const skuPage = (prefix: string, count: number) => ({
  totalCount: count,
  items: Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}` })),
});
const GET_ALL = api.ProductSku.GetAll.url;
const ON = api.ProductSku.BatchOnShelf.url;
const OFF = api.ProductSku.BatchRemovedFromShelf.url;

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("batchShelf", () => {
  it("loads each product's SKUs and sends their ids in one call", async () => {
    const fetch = stubBff((url, input) =>
      url === GET_ALL
        ? skuPage(String(input.productId), 2)
        : { succeeded: ["a-0", "b-1"], skipped: [{ id: "a-1" }, { id: "b-0" }] },
    );
    const result = await batchShelf("on", ["a", "b"]);
    expect(sent(fetch, GET_ALL)).toContainEqual({ productId: "a", maxResultCount: 200 });
    expect(sent(fetch, ON)).toEqual([{ ids: ["a-0", "a-1", "b-0", "b-1"] }]);
    expect(fetch.mock.calls.every(([, init]) => init.method === "POST")).toBe(true);
    expect(result.succeeded).toEqual(["a-0", "b-1"]);
    expect(result.total).toBe(4);
  });

  it("splits more than 1000 ids and treats a chunk with nothing eligible as skipped", async () => {
    const fetch = stubBff((url, input) => {
      if (url === GET_ALL) return skuPage(String(input.productId), 200);
      const ids = input.ids as string[];
      if (ids.length < 1000) throw new Error("none eligible");
      return { succeeded: ids.slice(0, 1), skipped: [] };
    });
    const products = ["p1", "p2", "p3", "p4", "p5", "p6"];
    const result = await batchShelf("off", products);
    expect(sent(fetch, OFF).map((input) => (input.ids as string[]).length)).toEqual([1000, 200]);
    expect(result).toMatchObject({ succeeded: ["p1-0"], total: 1200 });
    expect(result.skipped).toHaveLength(200);
    expect(result.skipped[0]).toMatchObject({ reason: "NotOnShelf", message: "none eligible" });
  });

  it("throws the server's refusal when nothing at all was eligible", async () => {
    stubBff((url, input) => {
      if (url === GET_ALL) return skuPage(String(input.productId), 1);
      throw new Error("none eligible");
    });
    const refusal = await batchShelf("on", ["a"]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BffError);
    expect(refusal).toMatchObject({ status: 409, message: "none eligible" });
  });

  it("calls nothing on the shelf when the products have no SKUs", async () => {
    const fetch = stubBff(() => ({ totalCount: 0, items: [] }));
    await expect(batchShelf("on", ["a"])).resolves.toMatchObject({ total: 0, succeeded: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
