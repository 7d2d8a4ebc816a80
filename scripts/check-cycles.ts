// Fails when project files import each other in a circle, type-only imports included (ESLint's
// import/no-cycle skips those, and took minutes here). Dynamic import() is not followed: it is how
// a file deliberately loads another later. Run: npm run check:cycles
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = process.cwd();
const SKIP = new Set([
  "node_modules",
  ".next",
  ".data",
  ".git",
  "test-results",
  "playwright-report",
]);
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** A project file for an import specifier, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** Static imports and re-exports of a file, type-only ones included. */
function importsOf(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const target = specifier && resolve(file, specifier);
    if (target) out.push(target);
  }
  return out;
}

/** Every circle among the files (Tarjan's strongly connected components), each as file names. */
function findCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const files = sourceFiles(ROOT);
const cycles = findCycles(new Map(files.map((file) => [file, importsOf(file)])));
for (const cycle of cycles)
  console.error(`Import cycle: ${cycle.map((f) => path.relative(ROOT, f)).join(" ↔ ")}`);
console.log(`check:cycles: ${files.length} files, ${cycles.length} import cycle(s)`);
process.exit(cycles.length ? 1 : 0);
