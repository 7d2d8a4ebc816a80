import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { accessOf, declaredMethods, expectedOutcome } from "./declared-methods";

describe("the declared-methods adapter", () => {
  it("lists every method of every contract, with where it lives", () => {
    const count = Object.values(contracts).reduce((n, c) => n + Object.keys(c).length, 0);
    expect(declaredMethods).toHaveLength(count);
    expect(declaredMethods.find((m) => m.id === "ProductBrand/GetAll")).toMatchObject({
      verb: "GET",
      basePath: "/api/services/app",
      path: contracts.ProductBrand.GetAll.path,
      access: { kind: "permission" },
    });
    expect(declaredMethods.find((m) => m.id === "TokenAuth/Authenticate")).toMatchObject({
      basePath: "/api",
      access: { kind: "public" },
    });
  });

  it("derives each caller's answer from the declared access", () => {
    const anon = { signedIn: false, holds: () => false };
    const clerk = {
      signedIn: true,
      holds: (p: string) => p === "@authenticated" || p === "Pages.Commodity.Product",
    };
    expect(expectedOutcome(accessOf("@public"), anon)).toBe("allowed");
    expect(expectedOutcome(accessOf("@authenticated"), anon)).toBe("signInFirst");
    expect(expectedOutcome(accessOf("@authenticated"), clerk)).toBe("allowed");
    const either = accessOf(["Pages.Commodity.Brand", "Pages.Commodity.Product"]);
    expect(expectedOutcome(either, anon)).toBe("signInFirst");
    expect(expectedOutcome(either, clerk)).toBe("allowed");
    expect(expectedOutcome(accessOf("Pages.Users"), clerk)).toBe("forbidden");
  });

  it("admits a customer to @customer methods, and only a customer", () => {
    const anon = { signedIn: false, holds: () => false };
    const clerk = {
      signedIn: true,
      holds: (p: string) => p === "@authenticated" || p === "Pages.Commodity.Product",
    };
    const customer = { signedIn: true, holds: (p: string) => p === "@customer" };
    const rule = accessOf(["@customer", "Pages.Customer.Enterprise"]);
    expect(expectedOutcome(rule, customer)).toBe("allowed");
    expect(expectedOutcome(accessOf("@customer"), clerk)).toBe("forbidden");
    expect(expectedOutcome(accessOf("@customer"), anon)).toBe("signInFirst");
    // customers register themselves: "@authenticated" (staff) is not theirs unless listed
    expect(expectedOutcome(accessOf("@authenticated"), customer)).toBe("forbidden");
    expect(expectedOutcome(accessOf(["@authenticated", "@customer"]), customer)).toBe("allowed");
  });

  it("refuses to classify a marker it does not know (the matrix then fails)", () => {
    for (const declared of ["@staff", "", [], "pages.users", undefined])
      expect(() =>
        expectedOutcome(accessOf(declared), { signedIn: true, holds: () => true }),
      ).toThrow(/cannot classify/);
  });
});
