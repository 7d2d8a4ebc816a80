import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";

/** A throwaway self-signed certificate for `host` (Node cannot make one; the openssl CLI can). */
function selfSignedCertificate(host: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "quay-e2e-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      // prettier-ignore
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-days", "1", "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`,
        "-keyout", key, "-out", cert],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS-terminating front end, as nginx would be in front of the app, on a free port. The browser
 * uses it as its HTTP proxy, so `https://<host>` needs no DNS entry: each CONNECT is answered with
 * TLS under a self-signed certificate for `host`, and every request is passed on to `target` with
 * `X-Forwarded-Host` (what the browser asked for) and `X-Forwarded-Proto: https`.
 */
export async function startTlsFrontEnd(target: string, host: string) {
  const { key, cert } = selfSignedCertificate(host);
  const app = new URL(target);
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers.connection;
    const forward = http.request(
      {
        host: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: {
          ...headers,
          "x-forwarded-host": req.headers.host ?? host,
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.7",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("connect", (_req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n", () => {
      if (head.length > 0) socket.unshift(head);
      const secure = new tls.TLSSocket(socket, { isServer: true, key, cert });
      secure.on("error", () => secure.destroy());
      server.emit("connection", secure);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    /** For the browser context's `proxy.server`. */
    proxyServer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
