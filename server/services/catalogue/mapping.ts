import "server-only";
import type { ServiceDef } from "@/server/http/define";

export const mappingServices: ServiceDef[] = [];
