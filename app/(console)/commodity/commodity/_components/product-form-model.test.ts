import { describe, expect, it } from "vitest";
import { BffError } from "@/lib/api/client";
import type { TProductDto } from "@/lib/contracts/catalogue/product";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import {
  blankSkuRow,
  duplicateNumberIndexes,
  isBlankSkuRow,
  productFormDefaults,
  productFormSchema,
  toFormError,
  toFormMember,
  toProductPayload,
  withCurrent,
} from "./product-form-model";

const ids = {
  category: "0b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  brand: "1b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  image: "2b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  colour: "3b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  size: "4b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  material: "5b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  origin: "6b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
  sku: "7b7c6d1e-7f0a-4a57-9c1e-1d2f3a4b5c6d",
};

const filled = (number: string, specValues: Record<string, string> = {}) => ({
  ...blankSkuRow(specValues),
  number,
  model: "M1",
  factoryPrice: "1",
  salePrice: "2.5",
  memberPrice: "2",
});

const valid = () => ({
  name: "Desk lamp",
  categoryId: ids.category,
  brandId: ids.brand,
  description: "A lamp",
  imageIds: [ids.image],
  instructionsId: null,
  videoId: null,
  specParamIds: [ids.size, ids.colour],
  basicParams: { [ids.material]: "Steel", [ids.origin]: "" },
  skus: [filled("A-1", { [ids.colour]: "Red", [ids.size]: " " })],
});

describe("productFormSchema", () => {
  it("requires Needed basic parameters on their own field", () => {
    const result = productFormSchema([ids.origin]).safeParse(valid());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      `basicParams.${ids.origin}`,
    ]);
  });

  it("reports a missing Needed value together with other bad fields", () => {
    const paths = productFormSchema([ids.origin])
      .safeParse({ ...valid(), name: "" })
      .error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", `basicParams.${ids.origin}`]));
  });

  it("marks a repeated SKU number on the later row, even when other cells are bad", () => {
    const values = { ...valid(), skus: [filled("A-1"), { ...filled("a-1"), salePrice: "" }] };
    const paths = productFormSchema([])
      .safeParse(values)
      .error?.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    expect(paths).toContain("skus.1.number validation.skuNumberDuplicate");
    expect(paths).toContain("skus.1.salePrice validation.required");
  });

  it("rounds money and fills default quantities", () => {
    const row = { ...filled("A-1"), earlyWarningStock: undefined, minPurchaseQuantity: undefined };
    const parsed = productFormSchema([]).parse({ ...valid(), skus: [row] });
    expect(parsed.skus[0]).toMatchObject({
      salePrice: "2.50",
      earlyWarningStock: 0,
      minPurchaseQuantity: 1,
    });
  });
});

describe("toProductPayload", () => {
  it("lists basic values in defined order and spec values for selected specs only", () => {
    const values = productFormSchema([]).parse({
      ...valid(),
      specParamIds: [ids.colour],
      skus: [filled("A-1", { [ids.colour]: "Red", [ids.size]: "L" })],
    });
    const payload = toProductPayload(values, [ids.origin, ids.material]);
    expect(payload.basicParams).toEqual([{ paramId: ids.material, value: "Steel" }]);
    expect(payload.skus[0]?.specValues).toEqual([{ paramId: ids.colour, value: "Red" }]);
    expect(payload.imageIds).toEqual([ids.image]);
  });
});

describe("server errors", () => {
  const payload = {
    ...valid(),
    basicParams: [{ paramId: ids.material, value: "Steel" }],
    skus: [{ ...filled("A-1"), specValues: [{ paramId: ids.colour, value: "Red" }] }],
  };

  it("moves list indexes onto parameter ids and keeps other members", () => {
    expect(toFormMember("basicParams.0.value", payload)).toBe(`basicParams.${ids.material}`);
    expect(toFormMember("skus.0.specValues.0.value", payload)).toBe(
      `skus.0.specValues.${ids.colour}`,
    );
    expect(toFormMember("skus.0.specValues", payload)).toBe("skus.0.specValues");
    expect(toFormMember("skus.1.number", payload)).toBe("skus.1.number");
    expect(toFormMember("basicParams.9.value", payload)).toBe("basicParams");
  });

  it("rewrites a BffError's validation members and leaves other errors alone", () => {
    const error = new BffError("bad", 400, null, [
      { message: "m", members: ["basicParams.0.value"] },
    ]);
    const mapped = toFormError(error, payload) as BffError;
    expect(mapped).toBeInstanceOf(BffError);
    expect(mapped.validationErrors[0]?.members).toEqual([`basicParams.${ids.material}`]);
    const other = new Error("x");
    expect(toFormError(other, payload)).toBe(other);
  });
});

describe("withCurrent", () => {
  it("adds a saved value missing from the options, once", () => {
    expect(withCurrent(["Red", "Blue"], "Green")).toEqual(["Red", "Blue", "Green"]);
    expect(withCurrent(["Red", "Blue"], "Red")).toEqual(["Red", "Blue"]);
    expect(withCurrent(["Red"], undefined)).toEqual(["Red"]);
  });
});

describe("rows and defaults", () => {
  it("finds duplicate numbers ignoring case and blanks", () => {
    expect(duplicateNumberIndexes(["a", "", "A", "b", "", "b "])).toEqual([2, 5]);
  });

  it("tells a blank new row from a typed or saved one", () => {
    expect(isBlankSkuRow(blankSkuRow())).toBe(true);
    expect(isBlankSkuRow(blankSkuRow({ x: "Red" }))).toBe(false);
    expect(isBlankSkuRow({ ...blankSkuRow(), number: "A" })).toBe(false);
    expect(isBlankSkuRow({ ...blankSkuRow(), id: ids.sku })).toBe(false);
  });

  it("starts a new product with one empty row and every basic parameter blank", () => {
    const defaults = productFormDefaults(undefined, {
      specParamIds: [],
      basicParamIds: [ids.material],
    });
    expect(defaults.skus).toHaveLength(1);
    expect(defaults.basicParams).toEqual({ [ids.material]: "" });
  });

  it("loads an edited product's values by parameter id, keeping SKU ids", () => {
    const sku = {
      id: ids.sku,
      number: "A-1",
      model: "M",
      name: "Desk lamp",
      specValues: [{ paramId: ids.colour, value: "Red", paramName: "Colour" }],
      factoryPrice: "1.00",
      salePrice: "2.00",
      memberPrice: "1.50",
      earlyWarningStock: 3,
      unit: "pcs",
      minPurchaseQuantity: 2,
      selfLiftingPointId: null,
      customerCode: "C1",
      isRecommend: true,
    } as TSkuDto;
    const product = {
      ...valid(),
      isSortBySalesVolume: false,
      notShowProductIds: [],
      specParamIds: [ids.colour, ids.size],
      basicParams: [{ paramId: ids.material, value: "Steel", paramName: "Material" }],
      skus: [sku],
    } as unknown as TProductDto;
    const defaults = productFormDefaults(product, {
      specParamIds: [ids.colour],
      basicParamIds: [ids.material, ids.origin],
    });
    expect(defaults.specParamIds).toEqual([ids.colour]);
    expect(defaults.basicParams).toEqual({ [ids.material]: "Steel", [ids.origin]: "" });
    expect(defaults.skus?.[0]).toMatchObject({
      id: ids.sku,
      name: null,
      specValues: { [ids.colour]: "Red" },
      customerCode: "C1",
      isRecommend: true,
    });
  });
});
