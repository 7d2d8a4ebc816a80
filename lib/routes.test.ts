import { describe, expect, it } from "vitest";
import { routeAccessFrom } from "./route-access";
import { routeOf } from "./routes";

describe("the route table", () => {
  it("finds the permission of a screen, with parameters and a trailing slash", () => {
    expect(routeOf("/ou/users")).toEqual({ pattern: "/ou/users", permission: "Pages.Users" });
    expect(routeOf("/ou/users/edit/0197-abc/")?.permission).toBe("Pages.Users.Edit");
    expect(routeOf("/productSku/order/startOrderOf/a@b.c/C001")?.pattern).toBe(
      "/productSku/order/startOrderOf/{email}/{code}",
    );
  });

  it("knows nothing of paths that are not screens", () => {
    expect(routeOf("/no/such/page")).toBeUndefined();
    expect(routeOf("/ou/users/edit")).toBeUndefined();
    expect(routeOf("/ou/users/edit/1/2")).toBeUndefined();
  });

  it("puts the permission of the area a shared screen was opened from first (its title)", () => {
    const lines = routeOf("/purchase/commoditySalesRecord/details/0197-abc")!.permission;
    expect(routeAccessFrom(lines, "finance")[0]).toBe("Pages.Finance.SalesRecord");
    expect(routeAccessFrom(lines, "purchase")[0]).toBe("Pages.Purchase.SalesRecord");
    expect(routeAccessFrom(lines, null)[0]).toBe("Pages.Purchase.SalesRecord");
    expect(routeAccessFrom("Pages.Users", "finance")).toEqual(["Pages.Users"]);
  });
});
