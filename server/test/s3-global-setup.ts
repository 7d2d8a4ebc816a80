import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { TestProject } from "vitest/node";
import { S3_TEST_KEY_ID, S3_TEST_SECRET, startS3Server } from "./s3-server";

declare module "vitest" {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

// The "s3" project's S3-compatible server: started once, its bucket made through the S3 API, its
// address handed to the tests (server/test/s3-env.ts puts it in the environment).
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "quay-s3-api-"));
  const server = await startS3Server(dir);
  const aws = new AwsClient({
    accessKeyId: S3_TEST_KEY_ID,
    secretAccessKey: S3_TEST_SECRET,
    service: "s3",
  });
  // the bucket vitest.config.ts gives the "s3" project as S3_BUCKET
  const res = await aws.fetch(`${server.endpoint}/${project.config.env.S3_BUCKET}`, {
    method: "PUT",
  });
  if (!res.ok) throw new Error(`could not create the test bucket: ${res.status}`);
  project.provide("s3Endpoint", server.endpoint);
  return async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
