import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { expect, request as requests, test } from "@playwright/test";
import { toQuery } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { recreateDatabase } from "../../scripts/recreate-database";
import { pngFile } from "../files";
import { Api, signInAs, unique } from "../fixtures";

// The Node host as docs/deploy.md describes it (issue 15 acceptance): the artefact `npm run build`
// made, copied out of the checkout (so nothing can come from the repository), started with
// `node server.js` on PostgreSQL and only the documented variables, used, then stopped with
// SIGTERM while a request is still running.
const PORT = Number(process.env.DEPLOY_PORT ?? 3250);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL =
  process.env.DEPLOY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_deploy";
const ARTEFACT = path.resolve(".next/standalone");
/** Chosen at the first start (ADMIN_PASSWORD), as docs/deploy.md tells an operator to. */
const ADMIN_PASSWORD = "deploy-test-admin-password";
const START_BUDGET_MS = 90_000;
const STOP_BUDGET_MS = 15_000;

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** standard output, line by line: the app's logs */
  stdout: string[];
  stderr: string[];
}

function start(dir: string, env: NodeJS.ProcessEnv): Server {
  // `env` is the whole environment: nothing is inherited from this process (not even PATH)
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  readline.createInterface({ input: child.stdout! }).on("line", (line) => stdout.push(line));
  readline.createInterface({ input: child.stderr! }).on("line", (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, stdout, stderr };
}

async function untilReady(server: Server) {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() - started < START_BUDGET_MS) {
    const output = () => [...server.stdout, ...server.stderr].join("\n");
    if (gone) throw new Error(`the server exited while starting:\n${output()}`);
    const ready = await fetch(`${BASE}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready within ${START_BUDGET_MS} ms`);
}

/** The app's own log lines, parsed; fails on a line that is neither JSON nor Next's banner. */
function logsOf(server: Server) {
  const banner = /^(▲ Next\.js |- (Local|Network):|✓ (Ready|Starting|Running)|\s*$)/;
  const strays = server.stdout.filter((line) => !line.startsWith("{") && !banner.test(line));
  expect(strays, "standard output holds only JSON log lines (and Next's banner)").toEqual([]);
  return server.stdout
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; code?: number });
}

test("[DEPLOY] the standalone artefact runs from a copy on PostgreSQL with the documented variables and stops cleanly on SIGTERM", async ({
  browser,
}) => {
  expect(fs.existsSync(path.join(ARTEFACT, "server.js")), "run `npm run build` first").toBe(true);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "quay-deploy-"));
  const dir = path.join(scratch, "app");
  let server: Server | undefined;
  try {
    // as an operator ships it: the folder alone (Turbopack's links into node_modules kept as links)
    fs.cpSync(ARTEFACT, dir, { recursive: true, verbatimSymlinks: true });
    await recreateDatabase(DATABASE_URL);
    server = start(dir, {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL,
      AUTH_SECRET: "deploy-test-secret-0123456789abcdef",
      DATA_DIR: path.join(scratch, "data"),
      ADMIN_PASSWORD,
    });
    await untilReady(server);
    expect(await (await fetch(`${BASE}/api/health`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${BASE}/api/health/ready`)).json()).toEqual({
      status: "ok",
      database: "postgres",
    });

    // a person signs in (the form needs the artefact's scripts: the static files are in place)
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await signInAs(page, "admin", ADMIN_PASSWORD);
    await expect(page.getByTestId("current-user")).toBeVisible();

    // a product, made through the API: an uploaded image (the file store under DATA_DIR) and a
    // seeded product's category and specifications
    const request = await requests.newContext({ baseURL: BASE });
    const api = await new Api(request).signIn("admin", ADMIN_PASSWORD);
    const upload = await request.post(contracts.Attachment.UploadToTemp.path, {
      headers: { authorization: `Bearer ${api.token}`, "Abp.TenantId": "1" },
      multipart: { file: pngFile("lantern.png"), purpose: "productImage" },
    });
    expect(upload.status()).toBe(200);
    const imageId = ((await upload.json()) as { result: { id: string } }).result.id;
    const seeded = (await api.call(contracts.Product.GetAll, { maxResultCount: 1 })).body.result
      .items[0]!;
    const name = unique("Deploy lantern ");
    const created = await api.call(contracts.Product.Create, {
      name,
      categoryId: seeded.categoryId,
      brandId: seeded.brandId,
      description: "Made by the deployment test.",
      imageIds: [imageId],
      specParamIds: seeded.specParamIds,
      skus: [
        {
          number: unique("DL-"),
          model: "DL",
          specValues: seeded.skus[0]!.specValues,
          factoryPrice: "8.00",
          salePrice: "12.00",
          memberPrice: "11.00",
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    await page.goto(`/commodity/commodity?keyword=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByTestId("total-count")).toContainText("1");

    // SIGTERM while a request runs (the invoices of 100 orders as one PDF): it still gets its
    // whole answer, then the server closes the pool and exits 0
    const orders = await api.call(contracts.OrderMain.GetAll, { maxResultCount: 100 });
    const orderMainIds = orders.body.result.items.map((order) => order.id);
    expect(orderMainIds.length).toBeGreaterThan(10);
    const pdfPath = `${contracts.OrderMain.BatchDownloadInvoicePdf.path}${toQuery({ orderMainIds })}`;
    let answeredAt = 0;
    const pdf = request
      .get(pdfPath, { headers: { authorization: `Bearer ${api.token}`, "Abp.TenantId": "1" } })
      .then((res) => ((answeredAt = Date.now()), res));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const res = await pdf;
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(answeredAt, "the PDF was still being made when the signal came").toBeGreaterThan(
      signalledAt,
    );
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running"), STOP_BUDGET_MS)),
    ]);
    expect(code, [...server.stdout, ...server.stderr].join("\n")).toBe(0);
    await expect(fetch(`${BASE}/api/health`)).rejects.toThrow();

    const logs = logsOf(server);
    expect(logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        "database created and seeded",
        "stopping: finishing the requests in flight",
        "stopped",
      ]),
    );
    expect(logs.find((line) => line.msg === "stopped")?.code).toBe(0);
    await Promise.all([context.close(), request.dispose()]);
  } finally {
    server?.child.kill("SIGKILL");
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

test("[DEPLOY] on Vercel (VERCEL=1) without DATABASE_URL the start stops with the documented message, exit 78", async () => {
  expect(fs.existsSync(path.join(ARTEFACT, "server.js")), "run `npm run build` first").toBe(true);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "quay-vercel-"));
  const server = start(ARTEFACT, {
    NODE_ENV: "production",
    PORT: String(PORT),
    HOSTNAME: "127.0.0.1",
    VERCEL: "1",
    DATA_DIR: path.join(scratch, "data"),
  });
  try {
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve("still running"), START_BUDGET_MS)),
    ]);
    const output = [...server.stdout, ...server.stderr].join("\n");
    expect(code, output).toBe(78);
    expect(output).toContain(
      "DATABASE_URL: The embedded database cannot run on Vercel (VERCEL=1; no persistent disk, see docs/deploy.md, Vercel): set DATABASE_URL to a hosted PostgreSQL",
    );
    // nothing was created on the disk Vercel does not keep
    expect(fs.existsSync(path.join(scratch, "data", "pglite"))).toBe(false);
  } finally {
    server.child.kill("SIGKILL");
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
