import { describe, expect, it } from "vitest";
import { booleanFilter, parseListParams, toPagedInput } from "./list-params";

describe("list parameters in the URL", () => {
  it("reads page, size and an allowed sort", () => {
    const params = parseListParams({ page: "2", size: "20", sort: "userName.desc" }, ["userName"]);
    expect(params).toEqual({ page: 2, size: 20, sort: { field: "userName", desc: true } });
    expect(toPagedInput(params)).toEqual({
      skipCount: 20,
      maxResultCount: 20,
      sorting: "userName desc",
    });
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

  it("reads yes/no filters", () => {
    expect(booleanFilter({ isActive: "false" }, "isActive")).toBe(false);
    expect(booleanFilter({ isActive: "maybe" }, "isActive")).toBeUndefined();
  });
});
