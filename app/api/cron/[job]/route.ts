import { builtInRoute } from "@/server/http/built-in-route";

export const dynamic = "force-dynamic";
// a run stops taking new items after 240 s (server/jobs/runner.ts); Vercel's limit for it
export const maxDuration = 300;

/** Vercel Cron's entry to the background jobs (vercel.json, server/jobs/registry.ts). */
export const GET = builtInRoute(async () => {
  const { handleCronRequest } = await import("@/server/jobs/cron");
  return async (req: Request, { params }: { params: Promise<{ job: string }> }) =>
    handleCronRequest(req, (await params).job);
});
