import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { dispatch } from "@/server/http/dispatcher";
import { send, signIn } from "@/server/test/api";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("deeply nested JSON", () => {
  it("is refused with 400 and a localised message on TokenAuth/Authenticate", async () => {
    const raw = `{"userNameOrEmailAddress":"admin","password":"x","rememberClient":${nested(4000)}}`;
    expect(raw.length).toBeLessThan(10_240);
    const res = await send("POST", "/api/TokenAuth/Authenticate", { raw });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, result: null, __abp: true });
    expect(res.body.error?.message).toBe("The request nests too deeply (at most 64 levels).");
    const zh = await send("POST", "/api/TokenAuth/Authenticate", {
      raw,
      culture: "zh-Hans",
    });
    expect(zh.body.error?.message).toBe("请求的嵌套层级过深（最多 64 层）。");
  });

  it("is refused with 400 on Language/Upload, anonymous or signed in", async () => {
    const raw = `{"a":${nested(4000)}}`;
    const anonymous = await send("POST", contracts.Language.Upload.path, { raw });
    expect(anonymous.status).toBe(401);
    const form = () => {
      const f = new FormData();
      f.append("languageName", "en");
      f.append("file", new File([`{"a":${'{"b":'.repeat(4000)}"x"${"}".repeat(4000)}}`], "t.json"));
      return f;
    };
    const anonymousForm = await send("POST", contracts.Language.Upload.path, { form: form() });
    expect(anonymousForm.status).toBe(401);
    const token = await signIn();
    const json = await send("POST", contracts.Language.Upload.path, { raw, token });
    expect(json.status).toBe(400);
    const upload = await send("POST", contracts.Language.Upload.path, { token, form: form() });
    expect(upload.status).toBe(400);
    expect(upload.body.error?.validationErrors?.[0]?.members).toEqual(["file"]);
  });

  it("still accepts ordinary nesting", async () => {
    const raw = `{"userNameOrEmailAddress":"admin","password":"123qwe","x":${nested(60)}}`;
    expect((await send("POST", "/api/TokenAuth/Authenticate", { raw })).status).toBe(200);
  });
});

/** A body of `total` bytes in 64 kB chunks, counting what the reader actually pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

describe("bodies without a trustworthy Content-Length", () => {
  it("stops reading a streamed JSON body at 1 MB and answers 413 (in process)", async () => {
    const body = countingBody(64 * 1024 * 1024);
    const res = await dispatch(
      new Request("http://quay.test/api/TokenAuth/Authenticate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body.stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "The request is too large.",
    );
    expect(body.sent()).toBeLessThan(2 * 1024 * 1024);
  });

  it("stops reading a streamed multipart body at the upload limit (in process)", async () => {
    const token = await signIn();
    const body = countingBody(1024 * 1024 * 1024);
    const res = await dispatch(
      new Request("http://quay.test/api/services/app/Attachment/UploadToTemp", {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=xyz",
        },
        body: body.stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(body.sent()).toBeLessThan(600 * 1024 * 1024);
  });

  describe("over real HTTP with Transfer-Encoding: chunked", () => {
    let server: http.Server;
    let received = 0;
    beforeAll(async () => {
      // The same adapter Next.js uses in spirit: the Node request streamed into a web Request.
      server = http.createServer(async (req, res) => {
        const counted = Readable.from(
          (async function* () {
            for await (const chunk of req) {
              received += (chunk as Buffer).length;
              yield chunk as Buffer;
            }
          })(),
        );
        const response = await dispatch(
          new Request(`http://127.0.0.1${req.url}`, {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: Readable.toWeb(counted) as ReadableStream,
            duplex: "half",
          } as RequestInit),
        );
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        req.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answers 413 to a chunked 64 MB body long before reading it all", async () => {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/TokenAuth/Authenticate",
            headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", (error) => (received > 0 ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let written = 0;
        const write = () => {
          while (written < 64 * 1024 * 1024) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", write);
          }
          req.end();
        };
        write();
      });
      expect(status).toBe(413);
      expect(received).toBeLessThan(8 * 1024 * 1024);
    });
  });
});
