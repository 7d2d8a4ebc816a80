import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TSupplierImportResult } from "@/lib/contracts/supplier";
import { getDb } from "@/server/db/client";
import { dispatch } from "@/server/http/dispatcher";
import { apiRequest, call, signIn, unique, userWith } from "@/server/test/api";
import { workbookOf, workbookZip, zeroBombSheet } from "@/server/xlsx/fixtures";
import { XLSX_TYPE } from "@/server/xlsx/write";
import { newSupplier } from "../warehouse/fixtures";

const { Supplier } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

async function template(culture = "en", as = token) {
  const res = await dispatch(
    apiRequest("GET", Supplier.DownloadTemplate.path, { token: as, culture }),
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The template as downloaded, with `rows` typed in from row 3 (the example stays in row 2). */
async function filled(rows: ExcelJS.CellValue[][], culture = "en") {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template(culture)).bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((values, i) => {
    const row = sheet.getRow(3 + i);
    values.forEach((v, c) => (row.getCell(c + 1).value = v));
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function form(bytes: Buffer, fields: Record<string, string> = {}) {
  const f = new FormData();
  f.append("file", new File([new Uint8Array(bytes)], "suppliers.xlsx", { type: XLSX_TYPE }));
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

async function importing(bytes: Buffer, fields: Record<string, string> = {}, culture = "en") {
  return call(Supplier.Import, form(bytes, fields), { token, culture });
}

async function byName(keyword: string) {
  const res = await call(Supplier.GetAll, { keyword, maxResultCount: 100 }, { token });
  return res.body.result.items;
}

const resultsOf = (r: TSupplierImportResult) => r.rows.map((row) => [row.row, row.result]);

describe("Supplier/DownloadTemplate", () => {
  it("is an .xlsx with headings, notes, an example row and Excel's checks, in the caller's language", async () => {
    const { res, bytes } = await template("en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(res.headers.get("content-disposition")).toContain("supplier-import-template.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Suppliers");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Supplier name",
      "Mobile phone",
      "Contact name",
      "Sale price visible",
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Maple Leaf Supplies Ltd. (example)",
      "416 555 0100",
      "Alex Martin",
      "No",
    ]);
    expect(String(sheet.getCell("A1").note)).toMatch(/^Required, 1 to 128 characters/);
    expect(sheet.getCell("A5001").dataValidation).toMatchObject({
      type: "textLength",
      formulae: [1, 128],
      showErrorMessage: true,
      error: "Enter 1 to 128 characters.",
    });
    expect(sheet.getCell("B2").dataValidation).toMatchObject({ formulae: [5, 32] });
    expect(sheet.getCell("D3").dataValidation).toMatchObject({
      type: "list",
      formulae: ['"Yes,No"'],
    });

    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load((await template("zh-Hans")).bytes as unknown as ArrayBuffer);
    expect(zh.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      "供应商名称",
      "手机号",
      "联系人",
      "销售价可见",
    ]);
    expect(zh.worksheets[0]!.getCell("D2").dataValidation).toMatchObject({
      formulae: ['"是,否"'],
    });
  });

  it("and Import need the Import permission: the page alone gets 403", async () => {
    const reader = await userWith(["Pages.Purchase", "Pages.Purchase.Supplier"]);
    expect((await template("en", reader.token)).res.status).toBe(403);
    const refused = await call(Supplier.Import, form(await workbookOf([["x"]])), {
      token: reader.token,
    });
    expect(refused.status).toBe(403);
    const importer = await userWith(["Pages.Purchase.Supplier.Import"]);
    expect((await template("en", importer.token)).res.status).toBe(200);
  });
});

describe("Supplier/Import", () => {
  it("a dry run reports every row with its result and reason, and writes nothing", async () => {
    const tag = unique("Imp");
    const same = await newSupplier(token, `${tag} Same`);
    const changed = await newSupplier(token, `${tag} Changed`);
    const bytes = await filled([
      [`${tag} New`, "+1 416 555 0101", "Ann Lee", "Yes"],
      [same.supplierName.toUpperCase(), same.mobilePhone, same.realName, null], // case differs
      [changed.supplierName, "020 5555 0100", changed.realName, "Yes"],
      [`${tag} Bad phone`, "12", "Bo Li", "No"],
      [`${tag} Formula`, { formula: '"416"&"5550102"', result: "4165550102" }, "Cy", "No"],
      [`${tag} Maybe`, "416 555 0103", "Di", "Perhaps"],
      [],
      [`${tag} new`, "416 555 0104", "Ed", "No"], // the first row's name again
      [`${tag} Number`, 4165550105, "Flo", true],
    ]);
    const res = await importing(bytes);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const report = res.body.result;
    expect(report).toMatchObject({ dryRun: true, committed: false, exampleRowSkipped: true });
    expect(resultsOf(report)).toEqual([
      [3, "Inserted"],
      [4, "Updated"], // the name's case is a change
      [5, "Updated"],
      [6, "ValidationError"],
      [7, "DataConvertFailed"],
      [8, "DataConvertFailed"],
      [10, "ValidationError"],
      [11, "Inserted"],
    ]);
    expect(report.counts).toEqual({
      Inserted: 2,
      Updated: 2,
      NotFound: 0,
      ValidationError: 2,
      Error: 0,
      DataConvertFailed: 2,
      Exist: 0,
    });
    const row = (n: number) => report.rows.find((r) => r.row === n)!;
    expect(row(4).reasons).toEqual([
      `Supplier name: ${same.supplierName} → ${same.supplierName.toUpperCase()}`,
    ]);
    expect(row(4).supplierId).toBe(same.id);
    expect(row(5).reasons).toEqual([
      `Mobile phone: ${changed.mobilePhone} → 020 5555 0100`,
      "Sale price visible: No → Yes",
    ]);
    expect(row(6).reasons).toEqual([
      "Mobile phone: Enter a valid phone number (digits, spaces, + ( ) -).",
    ]);
    expect(row(7).reasons).toEqual([
      "Mobile phone: holds a formula; type the value itself (formulas are not calculated on import).",
    ]);
    expect(row(7).mobilePhone).toBeNull();
    expect(row(8).reasons).toEqual(["Sale price visible: must be Yes or No."]);
    expect(row(10).reasons).toEqual(["The same supplier name is already in row 3 of this file."]);
    expect(row(11)).toMatchObject({ mobilePhone: "4165550105", isSalePriceVisible: true });

    // nothing was written
    expect((await byName(tag)).map((s) => s.supplierName).sort()).toEqual(
      [changed.supplierName, same.supplierName].sort(),
    );
    expect((await byName(tag)).find((s) => s.id === changed.id)?.mobilePhone).toBe(
      changed.mobilePhone,
    );

    // reasons in the caller's language
    const zh = await importing(bytes, {}, "zh-Hans");
    expect(zh.body.result.rows.find((r) => r.row === 8)?.reasons).toEqual([
      "销售价可见：必须为“是”或“否”。",
    ]);
  });

  it("a commit refuses a file with problem rows and writes nothing; told to, it imports the valid rows in one go", async () => {
    const tag = unique("Com");
    const bytes = await filled([
      [`${tag} Alpha`, "416 555 0111", "Ann", "Yes"],
      [`${tag} Beta`, "416 555 0112", "Ben", null],
      [`${tag} Gamma`, "not a phone", "Gil", "No"],
    ]);
    const refused = await importing(bytes, { dryRun: "false" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      "Nothing was imported: 1 row has a problem (row 5). Correct the file, or import only the valid rows.",
    );
    expect(await byName(tag)).toEqual([]);

    const done = await importing(bytes, { dryRun: "false", skipInvalidRows: "true" });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.result).toMatchObject({ dryRun: false, committed: true });
    expect(resultsOf(done.body.result)).toEqual([
      [3, "Inserted"],
      [4, "Inserted"],
      [5, "ValidationError"],
    ]);
    const saved = await byName(tag);
    expect(saved.map((s) => [s.supplierName, s.isSalePriceVisible])).toEqual([
      [`${tag} Alpha`, true],
      [`${tag} Beta`, false],
    ]);
    expect(done.body.result.rows[0]!.supplierId).toBe(
      saved.find((s) => s.supplierName === `${tag} Alpha`)!.id,
    );

    // the same file again: what was imported exists; nothing is duplicated
    const again = await importing(bytes, { dryRun: "false", skipInvalidRows: "true" });
    expect(resultsOf(again.body.result)).toEqual([
      [3, "Exist"],
      [4, "Exist"],
      [5, "ValidationError"],
    ]);
    expect(await byName(tag)).toHaveLength(2);
    // an empty visibility keeps what the supplier has
    await call(
      Supplier.SetSalePriceVisible,
      { id: saved.find((s) => s.supplierName === `${tag} Beta`)!.id, isSalePriceVisible: true },
      { token },
    );
    const kept = await importing(bytes);
    expect(kept.body.result.rows[1]).toMatchObject({ row: 4, result: "Exist" });
  });

  it("is all or nothing: a row the database refuses undoes the rows already written", async () => {
    const tag = unique("Atom");
    const existing = await newSupplier(token, `${tag} Old`);
    const bytes = await filled([
      [`${tag} First`, "416 555 0121", "Ann", "No"],
      [`${tag} Second`, "416 555 0122", "Ben", "No"],
      [existing.supplierName, "000 000 0000", existing.realName, "No"], // updated after the inserts
    ]);
    const db = await getDb();
    // what a supplier of the same name saved meanwhile would do to the update
    await db.execute(sql`
      create or replace function refuse_zero_phone() returns trigger language plpgsql as $$
      begin
        if new.mobile_phone = '000 000 0000' then
          raise exception 'taken meanwhile' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_zero_phone before update on suppliers for each row execute function refuse_zero_phone()`,
    );
    try {
      const res = await importing(bytes, { dryRun: "false" });
      expect(res.status).toBe(409);
      expect(res.body.error?.message).toBe(
        "Nothing was imported: row 5 could not be saved, as the suppliers changed meanwhile. Check the file again and import it.",
      );
    } finally {
      await db.execute(sql`drop trigger refuse_zero_phone on suppliers`);
      await db.execute(sql`drop function refuse_zero_phone()`);
    }
    // the two inserted before the refusal are gone with it
    expect((await byName(tag)).map((s) => s.supplierName)).toEqual([existing.supplierName]);
  });

  it("takes the template in another language and a sheet with the columns in its own order", async () => {
    const tag = unique("Lang");
    const zh = await filled([[`${tag} 上海`, "021 5555 0100", "李雷", "是"]], "zh-Hans");
    const res = await importing(zh);
    expect(res.body.result.rows).toMatchObject([
      { row: 3, result: "Inserted", isSalePriceVisible: true, realName: "李雷" },
    ]);
    const own = await workbookOf([
      ["contact name", "SUPPLIER NAME", "Mobile phone"],
      ["Ann", `${tag} Own`, "416 555 0131"],
    ]);
    expect((await importing(own)).body.result.rows).toMatchObject([
      { row: 2, result: "Inserted", supplierName: `${tag} Own`, isSalePriceVisible: null },
    ]);
  });

  it("reads text that looked like a formula as text, and never runs a formula", async () => {
    const tag = unique("Eq");
    const bytes = await filled([
      // what our own writer makes of "=…" text, and what Excel stores for '+1 …
      [`'=HYPERLINK("http://x","${tag}")`, "+1 416 555 0141", "'@Ann", "No"],
      [{ formula: `"${tag} "&"Evil"`, result: `${tag} Evil` }, "416 555 0142", "Bo", "No"],
    ]);
    const res = await importing(bytes, { dryRun: "false", skipInvalidRows: "true" });
    expect(res.body.result.rows).toMatchObject([
      {
        row: 3,
        result: "Inserted",
        supplierName: `=HYPERLINK("http://x","${tag}")`,
        realName: "@Ann",
      },
      { row: 4, result: "DataConvertFailed", supplierName: null },
    ]);
    expect(await byName(`${tag} Evil`)).toEqual([]);
  });

  it("refuses a workbook it should not read, saying why on the file", async () => {
    const refusal = async (bytes: Buffer) => {
      const res = await importing(bytes);
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
      return res.body.error!.validationErrors![0]!.message;
    };
    expect(await refusal(Buffer.from("89504e470d0a1a0a", "hex"))).toBe(
      "The file is not an Excel workbook (.xlsx). Save it as an Excel workbook and try again.",
    );
    expect(
      await refusal(
        await workbookOf([
          ["Name", "Phone"],
          ["a", "b"],
        ]),
      ),
    ).toBe(
      "The first row must hold the column headings; missing: Supplier name, Mobile phone, Contact name.",
    );
    expect(await refusal(await filled([]))).toBe(
      "There are no suppliers below the headings to import (the template's example row is left out).",
    );
    const bomb = workbookZip({ packed: await zeroBombSheet(256 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(
      "The workbook unpacks to more than 24 MB, far more than an import needs, so it was refused.",
    );
    const liar = workbookZip({
      packed: await zeroBombSheet(256 * 1024 * 1024),
      declaredSize: 4096,
    });
    expect(await refusal(liar)).toBe(
      "Part of the workbook unpacks to more than it declares: it is damaged or crafted, and was refused.",
    );
    const header = ["Supplier name", "Mobile phone", "Contact name"];
    const many = await workbookOf([
      header,
      ...Array.from({ length: 5001 }, (_, i) => [`S${i}`, "416 555 0100", "A"]),
    ]);
    expect(await refusal(many)).toBe(
      "The sheet has more than 5,000 rows. Split it into files of at most 5,000 rows.",
    );
  }, 60_000);

  it("refuses a 50 MB file with 413 before reading it, with or without its length", async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 7);
    const sized = await importing(big);
    expect(sized.status).toBe(413);
    expect(sized.body.error?.message).toBe("The file is larger than 5 MB.");

    // a body whose length is not given is counted as it arrives and cut off at the limit
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\n\r\n',
          ),
        );
      },
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await dispatch(
      new Request(`http://quay.test${Supplier.Import.path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=b",
          ".AspNetCore.Culture": "c=es|uic=es",
        },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "El archivo supera 5 MB.",
    );
    expect(sent).toBeLessThan(6 * 1024 * 1024);
  });
});
