import "server-only";
import pino from "pino";
import { env } from "@/lib/env";

/** Structured logs; each request gets a child logger carrying its request id. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { app: "quay" },
  redact: {
    paths: ["*.password", "*.newPassword", "*.currentPassword", "*.adminPassword"],
    censor: "[redacted]",
  },
});
