import "server-only";
import crypto from "node:crypto";
import bcrypt from "bcryptjs";

const COST = 10;
// Compared against when the user does not exist, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-password", COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}

export const newSecurityStamp = () => crypto.randomUUID();
