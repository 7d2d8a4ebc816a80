import { describe, expect, it } from "vitest";
import { getTranslator } from "@/server/i18n";
import { mapError } from "./dispatcher";
import { AppError } from "./errors";

describe("error mapping", () => {
  it("answers an unexpected error with a generic message carrying the request id, never the error", () => {
    const mapped = mapError(
      new Error("connection to 10.0.0.5 refused at db.ts:42"),
      getTranslator("en"),
      "req-123",
    );
    expect(mapped.status).toBe(500);
    expect(mapped.error.message).toBe(
      "An internal error occurred. Quote this error id when reporting it: req-123",
    );
    expect(JSON.stringify(mapped)).not.toContain("10.0.0.5");
  });

  it("maps a unique violation (even wrapped) to 409", () => {
    const wrapped = Object.assign(new Error("query failed"), { cause: { code: "23505" } });
    expect(mapError(wrapped, getTranslator("en"), "r").status).toBe(409);
  });

  it("maps two transactions that met (deadlock, serialization failure) to 409 'try again'", () => {
    for (const code of ["40P01", "40001"]) {
      const mapped = mapError(Object.assign(new Error("x"), { code }), getTranslator("en"), "r");
      expect(mapped).toMatchObject({
        status: 409,
        error: {
          message: "Someone else changed the same records at the same moment; please try again.",
        },
      });
    }
  });

  it("translates business errors into the caller's language", () => {
    const mapped = mapError(
      AppError.conflict("api.errors.roleInUse", { name: "Finance", count: 2 }),
      getTranslator("es"),
      "r",
    );
    expect(mapped).toMatchObject({
      status: 409,
      error: { message: "El rol Finance está asignado a 2 usuarios. Quíteselo primero." },
    });
  });
});
