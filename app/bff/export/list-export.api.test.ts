import ExcelJS from "exceljs";
import { v7 as uuidv7 } from "uuid";
import { beforeAll, describe, expect, it } from "vitest";
import { type ExportRequest, listSource } from "@/lib/list-export";
import { getDb } from "@/server/db/client";
import { productBrands } from "@/server/db/schema";
import { signIn, unique, userWith } from "@/server/test/api";
import { csvRows as parseCsv } from "@/server/test/csv";
import { cellOf, csvField, ExportRefusal, exportList, readExportRequest } from "./list-export";

// The BFF export (issue 14 item 4) against the built-in upstream: every page of the list's own
// GetAll, in its order, the visible columns, formulas neutralised, the upstream's permission.

let token: string;
beforeAll(async () => {
  token = await signIn();
});

const FORMULAS = ["=1+2", "+SUM(A1)", "-2+3", "@A1", "\tTAB", "\rCR"];

function request(keyword: string, format: ExportRequest["format"], sorting = "name asc") {
  return {
    source: listSource("ProductBrand", "GetAll", { keyword, sorting, skipCount: 20 }),
    format,
    columns: [
      { title: "Name", field: "name", kind: "text" },
      { title: "=Created", field: "creationTime", kind: "datetime" },
      { title: "Products", field: "productCount", kind: "number" },
    ],
    fileName: "Brands",
    yes: "Yes",
    no: "No",
  } satisfies ExportRequest;
}

async function exported(body: unknown, ctxToken = token) {
  const { request: r, op } = readExportRequest(body);
  const errors: unknown[] = [];
  const response = await exportList(r, op, { token: ctxToken, locale: "en" }, (e) =>
    errors.push(e),
  );
  return { response, errors };
}

describe("export any list through the BFF", () => {
  it("writes every page of the view in its order, headed by the visible columns (CSV)", async () => {
    const tag = unique("exp");
    // 1,203 brands: two full pages and a part, inserted directly (the API would take minutes)
    const names = Array.from({ length: 1203 }, (_, i) => `${tag}-${String(i).padStart(5, "0")}`);
    const db = await getDb();
    for (let i = 0; i < names.length; i += 500)
      await db
        .insert(productBrands)
        .values(names.slice(i, i + 500).map((name) => ({ id: uuidv7(), tenantId: 1, name })));
    const { response, errors } = await exported(request(tag, "csv", "name desc"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="Brands \d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(errors).toEqual([]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads UTF-8
    const rows = parseCsv(new TextDecoder().decode(bytes));
    // the heading is neutralised too; the page's skipCount is not the export's
    expect(rows[0]).toEqual(["Name", "'=Created", "Products"]);
    expect(rows.length - 1).toBe(1203);
    expect(rows.slice(1).map((r) => r[0])).toEqual([...names].reverse());
    expect(rows[1]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]![2]).toBe("0");
  });

  it("neutralises formula-looking text in CSV and in Excel", async () => {
    const tag = unique("fx");
    const db = await getDb();
    await db
      .insert(productBrands)
      .values(FORMULAS.map((f) => ({ id: uuidv7(), tenantId: 1, name: `${f} ${tag}` })));
    const csv = await (await exported(request(tag, "csv"))).response.text(); // BOM dropped
    const cells = parseCsv(csv)
      .slice(1)
      .map((r) => r[0]);
    expect(cells.sort()).toEqual(FORMULAS.map((f) => `'${f} ${tag}`).sort());

    const { response } = await exported(request(tag, "xlsx"));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe("'=Created");
    const values: unknown[] = [];
    sheet.eachRow((r, i) => i > 1 && values.push(r.getCell(1).value));
    // (XML reads a CR back as a line feed)
    expect(values.map((v) => String(v).replace("\n", "\r")).sort()).toEqual(
      FORMULAS.map((f) => `'${f} ${tag}`).sort(),
    );
    // no cell is a formula
    sheet.eachRow((r) => r.eachCell((c) => expect(c.formula).toBeUndefined()));
  });

  it("formats cells as the table shows them: labels, yes/no, money as numbers, SPEC dates", () => {
    const item = {
      status: "Paid",
      isActive: true,
      totalAmount: "1234.50",
      creationTime: "2026-01-02T03:04:05Z",
      customer: { name: "=Acme" },
    };
    const col = (field: string, kind: "text" | "money" | "date" | "datetime") => ({
      title: field,
      field,
      kind,
    });
    expect(cellOf(item, { ...col("status", "text"), labels: { Paid: "Payé" } }, "Y", "N")).toBe(
      "Payé",
    );
    expect(cellOf(item, col("isActive", "text"), "Oui", "Non")).toBe("Oui");
    expect(cellOf(item, col("totalAmount", "money"), "Y", "N")).toBe(1234.5);
    expect(cellOf(item, col("creationTime", "date"), "Y", "N")).toMatch(/^2026-01-0[12]$/);
    expect(cellOf(item, col("customer.name", "text"), "Y", "N")).toBe("=Acme");
    expect(cellOf(item, col("missing", "text"), "Y", "N")).toBeNull();
    for (const f of FORMULAS) expect(csvField(f).replace(/^"/, "")[0]).toBe("'");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField(-5)).toBe("-5");
  });

  it("is refused by the upstream without the list's permission, and for a method that is no list", async () => {
    const { token: other } = await userWith(["Pages.Customer"]);
    await expect(exported(request("x", "csv"), other)).rejects.toMatchObject({ status: 403 });
    const bad = { ...request("x", "csv"), source: listSource("ProductBrand", "Delete", {}) };
    expect(() => readExportRequest(bad)).toThrow(ExportRefusal);
    expect(() => readExportRequest({ ...request("x", "csv"), columns: [] })).toThrow(ExportRefusal);
    // lists with their own Export (its permission, an audited download) are not paged through
    for (const service of ["AuditLog", "FinanceSalesStatistic"] as const) {
      const own = { ...request("x", "csv"), source: listSource(service, "GetAll", {}) };
      expect(() => readExportRequest(own)).toThrow(
        expect.objectContaining({ status: 403 }) as unknown as Error,
      );
    }
  });
});
