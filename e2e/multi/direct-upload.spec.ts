import type { Browser } from "@playwright/test";
import { AwsClient } from "aws4fetch";
import { contracts } from "@/lib/contracts";
import { S3_TEST_KEY_ID, S3_TEST_SECRET } from "../../server/test/s3-server";
import { pngFile } from "../files";
import { bffUrl, cspViolations, expect, signInAs, test, unique } from "../fixtures";
import { A, B, S3_BUCKET, S3_ENDPOINT } from "./instances";

// Both copies keep files in one S3 bucket (e2e/multi/s3.ts): the console sends a file's bytes
// from the browser straight to the bucket (issue 15), never through the app.

async function signedInPage(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(page);
  return page;
}

const bucket = new AwsClient({
  accessKeyId: S3_TEST_KEY_ID,
  secretAccessKey: S3_TEST_SECRET,
  service: "s3",
  region: "us-east-1",
});

test("[MULTI] a brand logo goes from the browser straight to the bucket and shows on the other copy", async ({
  browser,
}) => {
  const page = await signedInPage(browser, A);
  const violations = cspViolations(page);
  const throughApp: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/bff/Attachment/Upload")) throughApp.push(r.url());
  });
  const brand = unique("Bucket brand ");
  await page.goto("/commodity/brand");
  await page.getByRole("button", { name: "Create brand" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(brand);
  const logo = dialog.getByLabel("Logo");

  // a PDF named .png reaches the bucket, is judged by its bytes, refused and removed
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n", "latin1");
  await logo.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: pdf });
  await expect(
    dialog.getByText(
      "The brand image must be a PNG, JPEG or GIF image (this file is application/pdf).",
    ),
  ).toBeVisible();

  const stored = page.waitForResponse(
    (r) => r.url().startsWith(`${S3_ENDPOINT}/${S3_BUCKET}/`) && r.request().method() === "PUT",
  );
  const completed = page.waitForResponse((r) =>
    r.url().endsWith(bffUrl(contracts.Attachment.CompleteDirectUpload)),
  );
  await logo.setInputFiles(pngFile("logo.png"));
  expect((await stored).status()).toBe(200);
  const { id } = (await (await completed).json()).result as { id: string };
  await expect(dialog.getByRole("img", { name: "logo.png" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  expect(throughApp).toEqual([]);

  // in the bucket, byte for byte, under the tenant's key
  const object = await bucket.fetch(`${S3_ENDPOINT}/${S3_BUCKET}/1/${id.slice(0, 8)}/${id}`);
  expect(object.status).toBe(200);
  expect(Buffer.compare(Buffer.from(await object.arrayBuffer()), pngFile("logo.png").buffer)).toBe(
    0,
  );

  // the other copy shows it, read back from the bucket
  const pageB = await signedInPage(browser, B);
  await pageB.goto(`/commodity/brand?keyword=${encodeURIComponent(brand)}`);
  const shown = pageB
    .getByRole("row", { name: new RegExp(brand) })
    .getByRole("img", { name: brand });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(violations).toEqual([]);
});
