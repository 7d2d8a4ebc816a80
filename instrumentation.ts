// Open (and on first start create and seed) the database before the first request (STACK.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("@/lib/env");
  if (isBuildPhase) return;
  await (await import("@/server/startup")).startServer();
}
