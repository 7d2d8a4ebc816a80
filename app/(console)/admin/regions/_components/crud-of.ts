import { api } from "@/lib/api/client";
import { REGION_LEVELS, type RegionDepth } from "./levels";

/** What the screen calls on any level's service (their inputs differ only in field names). */
interface RegionCrud {
  Create: (input: Record<string, unknown>) => Promise<unknown>;
  Update: (input: Record<string, unknown>) => Promise<unknown>;
  Delete: (input: { id: string }) => Promise<unknown>;
}

/** The client API of the level at `depth` (Country … Area). */
export const crudOf = (depth: RegionDepth) =>
  api[REGION_LEVELS[depth].service] as unknown as RegionCrud;
