import "server-only";
import type { Db } from "@/server/db/types";
import { sequenceCode } from "../kit";

/** PJ-2026-00001: the year of `today` and one sequence (the service's and the seed's projects). */
export const projectCode = (db: Db, today: string) =>
  sequenceCode(db, "project_code_seq", `PJ-${today.slice(0, 4)}-`, 5);
