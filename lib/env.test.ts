import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const problemsOf = (source: Record<string, string>) => {
  const parsed = parseEnv(source);
  return parsed.ok ? [] : parsed.problems;
};

describe("the environment check at start-up", () => {
  it("accepts an empty environment (every variable has a default or is optional)", () => {
    expect(parseEnv({}).ok).toBe(true);
  });

  it("says once per wrong variable which one it is and what it expects, never its value", () => {
    const problems = problemsOf({
      TOKEN_LIFETIME_SECONDS: "abc",
      TRUSTED_PROXIES: "99",
      REDIS_URL: "http://cache.internal:6379",
      LOG_LEVEL: "verbose",
      AUTH_SECRET: "short-secret",
      TRUST_PROXY: "yes",
      APP_URL: "ftp://quay.example.com",
      SMTP_URL: "not a url",
    });
    expect(problems).toEqual([
      "AUTH_SECRET: expected at least 16 characters",
      "LOG_LEVEL: expected one of: fatal, error, warn, info, debug, trace, silent",
      "TOKEN_LIFETIME_SECONDS: expected a number",
      "REDIS_URL: expected a URL (redis:// or rediss://)",
      "TRUSTED_PROXIES: expected at most 10",
      "APP_URL: expected a URL (http:// or https://)",
      "TRUST_PROXY: expected one of: true, false",
      "SMTP_URL: expected a URL",
    ]);
    expect(problems.join("\n")).not.toContain("short-secret");
  });

  it("reports a rule that spans variables on the variable to fix", () => {
    expect(problemsOf({ S3_BUCKET: "quay", S3_ACCESS_KEY_ID: "key" })).toEqual([
      "S3_SECRET_ACCESS_KEY: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together; S3_SECRET_ACCESS_KEY missing (unset them all to keep files in DATA_DIR)",
    ]);
    expect(problemsOf({ TOKEN_LIFETIME_SECONDS: "90.5" })).toEqual([
      "TOKEN_LIFETIME_SECONDS: expected a whole number",
    ]);
  });
});
