import { describe, expect, it } from "vitest";
import { ZGetProductsInput } from "@/lib/contracts/catalogue/product";
import { ZGetUsersInput } from "@/lib/contracts/user";
import { readListInput } from "./list-input";

describe("a list page's input from its URL, checked by the GetAll schema", () => {
  it("turns page, size and an allowed sort into the API's paging, and keeps valid filters", () => {
    const { params, input } = readListInput(ZGetUsersInput, {
      page: "2",
      size: "20",
      sort: "userName.desc",
      keyword: " ada ",
      isActive: "false",
    });
    expect(params).toEqual({ page: 2, size: 20, sort: { field: "userName", desc: true } });
    expect(input).toEqual({
      skipCount: 20,
      maxResultCount: 20,
      sorting: "userName desc",
      keyword: "ada",
      isActive: false,
    });
    expect(ZGetUsersInput.safeParse(input).success).toBe(true);
  });

  it("drops what the schema refuses and falls back to the defaults", () => {
    const { params, input } = readListInput(ZGetProductsInput, {
      page: "-1",
      size: "7",
      sort: "password.desc",
      categoryId: "not-a-uuid",
      shelfStatus: "Sideways",
      hasLowStock: "maybe",
      keyword: ["first", "second"],
    });
    expect(params).toEqual({ page: 1, size: 10, sort: undefined });
    expect(input).toEqual({
      skipCount: 0,
      maxResultCount: 10,
      sorting: undefined,
      keyword: "first",
    });
  });

  it("accepts enum and id filters as the API spells them", () => {
    const id = "0190a9f0-1c2b-7d3e-8f40-123456789abc";
    const { input } = readListInput(
      ZGetProductsInput,
      new URLSearchParams(`shelfStatus=OnShelf&brandId=${id}&sort=skuCount.asc`),
    );
    expect(input).toMatchObject({ shelfStatus: "OnShelf", brandId: id, sorting: "skuCount asc" });
  });

  it("carries a Next or Previous link's cursor from page 2 on, never on page 1", () => {
    const next = readListInput(ZGetProductsInput, new URLSearchParams("page=3&after=abc.def"));
    expect(next.input).toMatchObject({ skipCount: 20, after: "abc.def" });
    const back = readListInput(ZGetProductsInput, { page: "2", before: "xyz.uvw" });
    expect(back.input).toMatchObject({ skipCount: 10, before: "xyz.uvw" });
    const first = readListInput(ZGetProductsInput, { page: "1", after: "abc.def" });
    expect(first.input).not.toHaveProperty("after");
    // a cursor is never read as a filter of the list
    expect(readListInput(ZGetProductsInput, { after: "x" }).input).not.toHaveProperty("after");
  });
});
