import { inject } from "vitest";

// Before anything reads lib/env: the app stores files on the "s3" project's server, as with
// S3_ENDPOINT in production (the port is only known once server/test/s3-global-setup.ts ran).
process.env.S3_ENDPOINT = inject("s3Endpoint");
