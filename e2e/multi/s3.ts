// The multi-instance suite's file storage: an empty bucket on a real S3-compatible server, made
// and given the CORS rule of docs/deploy.md through the S3 API (as an operator would), then served
// on S3_PORT until Playwright stops it. Browsers PUT direct uploads to it from both copies.
import fs from "node:fs";
import { AwsClient } from "aws4fetch";
import { S3_TEST_KEY_ID, S3_TEST_SECRET, startS3Server } from "../../server/test/s3-server";
import { A, B, S3_BUCKET, S3_DIR, S3_PORT } from "./instances";

/** docs/deploy.md's rule, with this suite's two origins. */
const corsRule = {
  AllowedOrigins: [A, B],
  AllowedMethods: ["PUT"],
  AllowedHeaders: ["content-type"],
  MaxAgeSeconds: 3000,
};

const corsXml = `<CORSConfiguration><CORSRule>${[
  ...corsRule.AllowedOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`),
  ...corsRule.AllowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
  ...corsRule.AllowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`),
  `<MaxAgeSeconds>${corsRule.MaxAgeSeconds}</MaxAgeSeconds>`,
].join("")}</CORSRule></CORSConfiguration>`;

fs.rmSync(S3_DIR, { recursive: true, force: true });
// Set up on a port of its own first, so the suite's port answers only once the bucket is ready.
const setup = await startS3Server(S3_DIR);
const aws = new AwsClient({
  accessKeyId: S3_TEST_KEY_ID,
  secretAccessKey: S3_TEST_SECRET,
  service: "s3",
  region: "us-east-1",
});
for (const [path, body] of [
  [`/${S3_BUCKET}`, undefined],
  [`/${S3_BUCKET}?cors`, corsXml],
] as const) {
  const res = await aws.fetch(`${setup.endpoint}${path}`, { method: "PUT", body });
  if (!res.ok) throw new Error(`S3 PUT ${path}: ${res.status} ${await res.text()}`);
}
await setup.close();
await startS3Server(S3_DIR, S3_PORT);
