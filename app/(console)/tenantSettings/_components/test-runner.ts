import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";
import type { TConnectionTestDto } from "@/lib/contracts/tenant-settings";

/**
 * A connection test over a form: its fields checked as a save checks them, then `call` with the
 * parsed values; a field the server refuses is marked as a save marks it. Undefined when a field
 * is refused here.
 */
export function testWith<V extends FieldValues, O>(
  form: { handleSubmit: UseFormHandleSubmit<V, O>; applyServerErrors: (error: unknown) => void },
  /** undefined: not run (a field it needs is missing, and marked) */
  call: (values: O) => Promise<TConnectionTestDto | undefined>,
) {
  return () =>
    new Promise<TConnectionTestDto | undefined>((resolve, reject) => {
      void form.handleSubmit(
        (values) =>
          call(values).then(resolve, (error: unknown) => {
            form.applyServerErrors(error);
            reject(error);
          }),
        () => resolve(undefined),
      )();
    });
}
