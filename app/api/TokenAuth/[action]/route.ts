import { builtInApi } from "@/server/http/built-in-route";

export const dynamic = "force-dynamic";

export {
  builtInApi as GET,
  builtInApi as POST,
  builtInApi as PUT,
  builtInApi as DELETE,
  builtInApi as PATCH,
};
