// Runs once when the server starts, before the first request: checks the environment, then opens
// (and on first start creates and seeds) the database so no request pays for it (STACK.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  let isBuildPhase: boolean;
  try {
    ({ isBuildPhase } = await import("@/lib/env"));
  } catch (error) {
    (await import("@/server/invalid-environment")).stopOnInvalidEnvironment(error);
    throw error;
  }
  if (isBuildPhase) return;
  await (await import("@/server/startup")).startServer();
}
