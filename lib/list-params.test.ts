import { describe, expect, it } from "vitest";
import { parseListParams } from "./list-params";

describe("list parameters in the URL", () => {
  it("reads page, size and an allowed sort", () => {
    const params = parseListParams({ page: "2", size: "20", sort: "userName.desc" }, ["userName"]);
    expect(params).toEqual({ page: 2, size: 20, sort: { field: "userName", desc: true } });
  });

  it("falls back to page 1, the default size, and no sort for anything odd", () => {
    expect(parseListParams({ page: "-3", size: "7", sort: "password.desc" }, ["userName"])).toEqual(
      { page: 1, size: 10, sort: undefined },
    );
    expect(parseListParams(new URLSearchParams("page=x"), [])).toEqual({
      page: 1,
      size: 10,
      sort: undefined,
    });
  });
});
