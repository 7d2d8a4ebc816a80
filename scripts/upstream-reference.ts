// npm run docs:upstream — writes docs/upstream-api.md from lib/contracts: every method an external
// upstream (UPSTREAM_API_URL) may be asked for. lib/api/upstream-reference.test.ts fails while the
// committed file differs from what this writes.
import fs from "node:fs";
import { upstreamReference } from "@/lib/api/upstream-reference";

fs.writeFileSync("docs/upstream-api.md", upstreamReference());
console.log("docs/upstream-api.md written");
