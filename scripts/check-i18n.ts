// Fails when the four message files do not carry the same keys, or a text is empty.
import fs from "node:fs";
import path from "node:path";

const locales = ["en", "zh", "es", "ja"] as const;
const dir = path.join(process.cwd(), "messages");

function keys(node: unknown, prefix = "", out = new Map<string, unknown>()) {
  if (node && typeof node === "object" && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) keys(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, node);
  return out;
}

const maps = Object.fromEntries(
  locales.map((l) => [l, keys(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), "utf8")))]),
) as Record<(typeof locales)[number], Map<string, unknown>>;
const all = new Set(locales.flatMap((l) => [...maps[l].keys()]));
const problems: string[] = [];
for (const l of locales) {
  for (const key of all) {
    const value = maps[l].get(key);
    if (value === undefined) problems.push(`${l}.json lacks ${key}`);
    else if (typeof value !== "string" || value.trim() === "")
      problems.push(`${l}.json: ${key} is empty or not text`);
  }
}
if (problems.length) {
  console.error(
    `check:i18n found ${problems.length} problems:\n${problems.slice(0, 50).join("\n")}`,
  );
  process.exit(1);
}
console.log(`check:i18n: ${all.size} keys present in ${locales.join(", ")}.`);
