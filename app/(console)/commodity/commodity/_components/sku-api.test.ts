import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as BffModule from "@/lib/bff";
import { bff, BffError } from "@/lib/bff";
import { batchShelf } from "./sku-api";

vi.mock("@/lib/bff", async (importOriginal) => ({
  ...(await importOriginal<typeof BffModule>()),
  bff: vi.fn(),
}));

const call = vi.mocked(bff);
const skuPage = (prefix: string, count: number) => ({
  items: Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}` })),
});

// a block body: a function returned from beforeEach would be run as its cleanup
beforeEach(() => {
  call.mockReset();
});

describe("batchShelf", () => {
  it("loads each product's SKUs and sends their ids in one call", async () => {
    call.mockImplementation(async (verb, path, input) => {
      if (verb === "GET") return skuPage((input as { productId: string }).productId, 2);
      return { succeeded: ["a-0", "b-1"], skipped: [{ id: "a-1" }, { id: "b-0" }] };
    });
    const result = await batchShelf("on", ["a", "b"]);
    expect(call).toHaveBeenCalledWith("GET", "ProductSku/GetAll", {
      productId: "a",
      maxResultCount: 200,
    });
    expect(call).toHaveBeenCalledWith("POST", "ProductSku/BatchOnShelf", {
      ids: ["a-0", "a-1", "b-0", "b-1"],
    });
    expect(result.succeeded).toEqual(["a-0", "b-1"]);
    expect(result.total).toBe(4);
  });

  it("splits more than 1000 ids and treats a chunk with nothing eligible as skipped", async () => {
    const conflict = new BffError("none eligible", 409, null, []);
    call.mockImplementation(async (verb, path, input) => {
      if (verb === "GET") return skuPage((input as { productId: string }).productId, 200);
      const ids = (input as { ids: string[] }).ids;
      if (ids.length < 1000) throw conflict;
      return { succeeded: ids.slice(0, 1), skipped: [] };
    });
    const products = ["p1", "p2", "p3", "p4", "p5", "p6"];
    const result = await batchShelf("off", products);
    const posts = call.mock.calls.filter(([verb]) => verb === "POST");
    expect(posts.map(([, path, input]) => [path, (input as { ids: string[] }).ids.length])).toEqual(
      [
        ["ProductSku/BatchRemovedFromShelf", 1000],
        ["ProductSku/BatchRemovedFromShelf", 200],
      ],
    );
    expect(result).toMatchObject({ succeeded: ["p1-0"], total: 1200 });
    expect(result.skipped).toHaveLength(200);
    expect(result.skipped[0]).toMatchObject({ reason: "NotOnShelf", message: "none eligible" });
  });

  it("throws the server's refusal when nothing at all was eligible", async () => {
    const conflict = new BffError("none eligible", 409, null, []);
    call.mockImplementation(async (verb, path, input) => {
      if (verb === "GET") return skuPage((input as { productId: string }).productId, 1);
      throw conflict;
    });
    await expect(batchShelf("on", ["a"])).rejects.toBe(conflict);
  });

  it("calls nothing on the shelf when the products have no SKUs", async () => {
    call.mockResolvedValue({ items: [] });
    await expect(batchShelf("on", ["a"])).resolves.toMatchObject({ total: 0, succeeded: [] });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
