// Fails when the four message files do not carry the same keys, a text is empty, a translation's
// ICU placeholders differ from English, or an English key is used nowhere in the code.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const locales = ["en", "zh", "es", "ja"] as const;
const ROOT = process.cwd();
const dir = path.join(ROOT, "messages");
/** Where message keys are used (tests excluded: a key only a test names is unused). */
const CODE_DIRS = ["app", "components", "lib", "server"];

/**
 * Keys built at run time from data, whose parts never appear as one string in the code: checked
 * by their own tests against the data they come from, so never reported unused here.
 */
const DYNAMIC_PREFIXES = [
  "permissions.", // permissions.Pages_…, from each permission's name (permission-tree.test.ts)
  "enums.", // enums.<Enum>.<Value> and enums._names.<Enum> (lib/contracts/enums.test.ts)
];

function keys(node: unknown, prefix = "", out = new Map<string, unknown>()) {
  if (node && typeof node === "object" && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) keys(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, node);
  return out;
}

/** The argument names of an ICU message: `{name}`, `{count, plural, …}` and those nested in branches. */
function placeholdersOf(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  // text until the "}" that closes it (or the end)
  const text = () => {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "'" && (message[i + 1] === "{" || message[i + 1] === "}")) {
        i = message.indexOf("'", i + 1) + 1 || message.length; // quoted braces are literal
      } else if (message[i] === "{") {
        i++;
        argument();
      } else i++;
    }
  };
  const argument = () => {
    const start = i;
    while (i < message.length && message[i] !== "," && message[i] !== "}") i++;
    names.add(message.slice(start, i).trim());
    if (message[i] === "}") return void i++;
    i++;
    const typeStart = i;
    while (i < message.length && message[i] !== "," && message[i] !== "}") i++;
    const type = message.slice(typeStart, i).trim();
    if (message[i] === "}") return void i++;
    i++;
    if (type === "plural" || type === "select" || type === "selectordinal") {
      // selector {branch} selector {branch} … }
      while (i < message.length && message[i] !== "}") {
        if (message[i] === "{") {
          i++;
          text();
          i++;
        } else i++;
      }
      i++;
    } else {
      // a style: number, date and time formats carry no argument
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === "{") depth++;
        else if (message[i] === "}") depth--;
        i++;
      }
    }
  };
  while (i < message.length) {
    text();
    i++;
  }
  return names;
}

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A file's string literals, and its key-like template literals as patterns: `counts.${key}` →
 * /^counts\.[^.]+$/, `${screen}.createTitle` → /^[^.]+\.createTitle$/ (`/ou/${id}` or `p${x}` are
 * not keys); a substitution stands for one part of a key.
 */
function stringsOf(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const literals = new Set<string>();
  const patterns: { pattern: RegExp; isRelative: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      literals.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const fixed = parts.join("");
      if (fixed.includes(".") && /\w/.test(fixed) && /^[\w.]*$/.test(fixed))
        patterns.push({
          pattern: new RegExp(`^${parts.map(escape).join("[^.]+")}$`),
          // `${screen}.create` is relative to a namespace: it never matches a whole key
          isRelative: node.head.text === "",
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, patterns };
}

/**
 * A key is used when a file names it whole, or names a namespace and the rest
 * (`useTranslations("brands")` … `t("title")`), each as a string or a template literal.
 */
function unusedKeys(all: Iterable<string>): string[] {
  const files = CODE_DIRS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map(stringsOf);
  const isUsed = (key: string) =>
    DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    files.some(({ literals, patterns }) => {
      const names = (rest: string, whole = false) =>
        literals.has(rest) ||
        patterns.some(({ pattern, isRelative }) => !(whole && isRelative) && pattern.test(rest));
      if (names(key, true)) return true;
      const parts = key.split(".");
      for (let cut = 1; cut < parts.length; cut++) {
        // the namespace as a string, or as a template (`params.${kind}`) naming it whole
        if (names(parts.slice(0, cut).join("."), true) && names(parts.slice(cut).join(".")))
          return true;
      }
      return false;
    });
  return [...all].filter((key) => !isUsed(key));
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
for (const [key, english] of maps.en) {
  if (typeof english !== "string") continue;
  const expected = [...placeholdersOf(english)].sort().join(", ");
  for (const l of locales) {
    const value = maps[l].get(key);
    if (l === "en" || typeof value !== "string") continue;
    const found = [...placeholdersOf(value)].sort().join(", ");
    if (found !== expected)
      problems.push(`${l}.json: ${key} has placeholders {${found}}, English has {${expected}}`);
  }
}
for (const key of unusedKeys(maps.en.keys()))
  problems.push(`${key} is used nowhere in ${CODE_DIRS.join("/, ")}/`);

if (problems.length) {
  console.error(
    `check:i18n found ${problems.length} problems:\n${problems.slice(0, 100).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `check:i18n: ${all.size} keys present in ${locales.join(", ")}, placeholders match, all used.`,
);
