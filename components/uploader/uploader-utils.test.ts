import { describe, expect, it } from "vitest";
import {
  acceptFor,
  formatBytes,
  isImage,
  moveItem,
  precheckFile,
  slotsFor,
  uploadErrorMessage,
  withUploaded,
} from "./uploader-utils";

const MB = 1024 * 1024;

describe("formatBytes", () => {
  it("shows sizes the way the hints do", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(900)).toBe("900 B");
    expect(formatBytes(512 * 1024)).toBe("512 KB");
    expect(formatBytes(1 * MB)).toBe("1 MB");
    expect(formatBytes(1.5 * MB)).toBe("1.5 MB");
    expect(formatBytes(200 * MB)).toBe("200 MB");
    expect(formatBytes(3 * 1024 * MB)).toBe("3 GB");
  });

  it("uses the locale's decimal sign", () => {
    expect(formatBytes(1.5 * MB, "es")).toBe("1,5 MB");
  });
});

describe("moveItem", () => {
  it("moves an item earlier or later and leaves the input alone", () => {
    const items = ["a", "b", "c"];
    expect(moveItem(items, 1, 0)).toEqual(["b", "a", "c"]);
    expect(moveItem(items, 0, 2)).toEqual(["b", "c", "a"]);
    expect(items).toEqual(["a", "b", "c"]);
  });

  it("ignores moves past either end", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});

describe("precheckFile", () => {
  it("refuses a brand image over 1 MB before uploading", () => {
    expect(precheckFile({ size: MB + 1 }, "brandImage")).toEqual({
      ok: false,
      reason: "tooLarge",
      maxBytes: MB,
    });
    expect(precheckFile({ size: MB }, "brandImage")).toEqual({ ok: true });
  });

  it("allows product images up to 2 MB and instructions up to 5 MB", () => {
    expect(precheckFile({ size: 2 * MB }, "productImage").ok).toBe(true);
    expect(precheckFile({ size: 2 * MB + 1 }, "productImage").ok).toBe(false);
    expect(precheckFile({ size: 5 * MB + 1 }, "instructions").ok).toBe(false);
  });

  it("only warns about a video over 200 MB", () => {
    expect(precheckFile({ size: 250 * MB }, "video")).toEqual({ ok: true, warnAbove: 200 * MB });
    expect(precheckFile({ size: 150 * MB }, "video")).toEqual({ ok: true });
  });
});

describe("acceptFor", () => {
  it("offers the purpose's types and extensions, and no filter for any file", () => {
    expect(acceptFor("brandImage")).toContain("image/png");
    expect(acceptFor("brandImage")).toContain(".jpeg");
    expect(acceptFor("instructions")).toContain(".pptx");
    expect(acceptFor("file")).toBeUndefined();
  });
});

describe("slotsFor and withUploaded", () => {
  it("keeps a single uploader to one file, replacing the old one", () => {
    expect(slotsFor(3, 1, false)).toBe(1);
    expect(withUploaded(["old"], "new", false)).toEqual(["new"]);
  });

  it("stops a multiple uploader at max", () => {
    expect(slotsFor(4, 3, true, 5)).toBe(2);
    expect(slotsFor(2, 5, true, 5)).toBe(0);
    expect(slotsFor(7, 0, true)).toBe(7);
    expect(withUploaded(["a", "b"], "c", true)).toEqual(["a", "b", "c"]);
    expect(withUploaded(["a", "b"], "c", true, 2)).toEqual(["a", "b"]);
  });
});

describe("uploadErrorMessage", () => {
  it("prefers the field message, then the general one, then the fallback", () => {
    const envelope = {
      success: false,
      error: {
        message: "The request parameters failed validation",
        validationErrors: [{ message: "The file is larger than 1 MB.", members: ["file"] }],
      },
    };
    expect(uploadErrorMessage(envelope, "Upload failed")).toBe("The file is larger than 1 MB.");
    expect(uploadErrorMessage({ error: { message: "Not signed in" } }, "x")).toBe("Not signed in");
    expect(uploadErrorMessage(null, "Upload failed")).toBe("Upload failed");
    // Vercel's own 413 page (no envelope): the platform's limit, in the person's language
    const tooLarge = { status: 413, message: "Too large for this server" };
    expect(uploadErrorMessage(null, "Upload failed", tooLarge)).toBe("Too large for this server");
    expect(uploadErrorMessage(envelope, "Upload failed", tooLarge)).toBe(
      "The file is larger than 1 MB.",
    );
    expect(uploadErrorMessage(null, "Upload failed", { ...tooLarge, status: 400 })).toBe(
      "Upload failed",
    );
    expect(uploadErrorMessage({ error: { validationErrors: null } }, "Upload failed")).toBe(
      "Upload failed",
    );
  });
});

it("tells images from other files by type", () => {
  expect(isImage("image/gif")).toBe(true);
  expect(isImage("application/pdf")).toBe(false);
});
