"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorToast } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import type { TConnectionTestDto } from "@/lib/contracts/tenant-settings";

/** Each step a test may fail at, as the message names it. */
const STEP = {
  Write: "stepWrite",
  Read: "stepRead",
  Delete: "stepDelete",
  Send: "stepSend",
} as const;

/**
 * "Test connection" under a provider's form: checks the fields, runs `test` with them (saved or
 * not) and says what happened: the time it took, or the step that failed and the provider's words.
 */
export function ConnectionTest({
  run,
  okMessage,
}: {
  /** validates the form and calls the test with its values; undefined when a field is refused */
  run: () => Promise<TConnectionTestDto | undefined>;
  okMessage: (ms: number) => string;
}) {
  const t = useTranslations("tenantSettings");
  const showError = useErrorToast();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TConnectionTestDto | null>(null);
  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      const answer = await run();
      if (answer) setResult(answer);
    } catch (error) {
      showError(error);
    } finally {
      setTesting(false);
    }
  };
  return (
    <div className="space-y-2 border-t pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void test()} disabled={testing}>
          {testing ? t("testing") : t("test")}
        </Button>
        <p className="text-muted-foreground text-xs">{t("testUnsaved")}</p>
      </div>
      <div role="status" aria-live="polite" data-testid="connection-test-result">
        {result && (
          <p
            className={`flex items-start gap-2 rounded-md border p-3 text-sm ${
              result.ok
                ? "border-emerald-600/40 text-emerald-800 dark:text-emerald-300"
                : "border-destructive/50 text-destructive"
            }`}
          >
            {result.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            <span className="min-w-0 break-words">
              {result.ok
                ? okMessage(result.elapsedMs)
                : t("testFailed", {
                    step: t(STEP[result.failedStep ?? "Send"]),
                    error: result.error ?? "",
                  })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
