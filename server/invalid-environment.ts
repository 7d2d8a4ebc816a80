import "server-only";

/**
 * The exit code of a start refused for its configuration (sysexits' EX_CONFIG): systemd's
 * RestartPreventExitStatus names it, so a supervisor does not restart into the same mistake,
 * while a crash (exit 1) is restarted.
 */
export const EXIT_CONFIGURATION = 78;

/** A setting the server cannot start with (the message names the variable and what it needs). */
export class ConfigurationError extends Error {}

/**
 * A wrong environment stops the server's start with one log line per variable (lib/env.ts says
 * what each expects) instead of Next's stack traces and a server that answers
 * 500 to everything. Exit code EXIT_CONFIGURATION. Written by hand in the logger's format: the logger is configured from that
 * very environment. Any other error is left to the caller.
 */
export function stopOnInvalidEnvironment(error: unknown) {
  const problems = (error as { problems?: unknown }).problems;
  if (!(error instanceof Error) || error.name !== "InvalidEnvironment" || !Array.isArray(problems))
    return;
  for (const problem of problems) {
    const line = {
      level: 60,
      time: Date.now(),
      app: "quay",
      msg: `Invalid environment: ${problem}`,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  process.exit(EXIT_CONFIGURATION);
}
