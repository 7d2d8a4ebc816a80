import { builtInRoute } from "@/server/http/built-in-route";

export const dynamic = "force-dynamic";

export const GET = builtInRoute(async () => {
  const { openApiDocument } = await import("@/server/http/openapi");
  return () => Response.json(openApiDocument());
});
