// npm run new:module -- <Name> [--route /some/path]
//
// Writes a new CRUD module from the brand template (issue 7 item 6): its contract, table (and a
// Drizzle migration), service, registry and permission entries, list page with a form dialog,
// message keys in the four locales and an API test. The result passes lint, typecheck,
// check:i18n and its own test as written (scripts/check-generator.sh proves it in CI); then add
// the module's own fields and rules. Plain string templates: read them as the module will read.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { getTableName, isTable } from "drizzle-orm";
import { contracts } from "@/lib/contracts";
import { allPermissionNames } from "@/lib/permissions";
import { routePermissions } from "@/lib/routes";
import * as schema from "@/server/db/schema";

const root = process.cwd();
const LOCALES = ["en", "zh", "es", "ja"] as const;

function fail(message: string): never {
  console.error(`new:module: ${message}`);
  process.exit(1);
}

// --- arguments --------------------------------------------------------------------------------

function parseArgs(argv: string[]) {
  let name: string | undefined;
  let route: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--route") route = argv[++i] ?? fail("--route needs a path, e.g. --route /demo");
    else if (arg.startsWith("--route=")) route = arg.slice("--route=".length);
    else if (arg.startsWith("-")) fail(`unknown option ${arg}`);
    else if (name) fail(`one name only (got "${name}" and "${arg}")`);
    else name = arg;
  }
  if (!name) fail("usage: npm run new:module -- <Name> [--route /path]  (e.g. Demo, SalesRegion)");
  return { name, route };
}

// --- names ------------------------------------------------------------------------------------

/** English plural of one lower-case word: box -> boxes, city -> cities, demo -> demos. */
function plural(word: string) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every spelling the module needs, from its PascalCase name ("SalesRegion"). */
function namesOf(Name: string) {
  const words = Name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).map((w) =>
    w.toLowerCase(),
  );
  const pluralWords = [...words.slice(0, -1), plural(words.at(-1)!)];
  const camelOf = (ws: string[]) => ws[0]! + ws.slice(1).map(capital).join("");
  return {
    Name, // service, contract and permission: SalesRegion, Pages.SalesRegion
    Names: pluralWords.map(capital).join(""), // SalesRegions
    camel: camelOf(words), // salesRegion: the entity's message key
    camels: camelOf(pluralWords), // salesRegions: the table's variable, the messages section
    kebab: words.join("-"), // sales-region: file names
    table: pluralWords.join("_"), // sales_regions
    /** English text: "Sales region", "sales region", "Sales regions", "sales regions" */
    en: {
      one: capital(words.join(" ")),
      oneLower: words.join(" "),
      many: capital(pluralWords.join(" ")),
      manyLower: pluralWords.join(" "),
    },
  };
}
type Names = ReturnType<typeof namesOf>;

// --- checks: a bad name or an existing module is refused before anything is written ------------

function check(n: Names, route: string, files: string[]) {
  const { Name } = n;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(Name) || !/[a-z]/.test(Name))
    fail(
      `"${Name}" is not a PascalCase name (a capital letter, then letters and digits: Demo, SalesRegion)`,
    );
  if (Name.length < 2 || Name.length > 40) fail(`"${Name}" must be 2 to 40 characters long`);
  if (Name in globalThis || ["Record", "Partial", "Omit", "Pick", "Readonly"].includes(Name))
    fail(`"${Name}" is a built-in JavaScript or TypeScript name; choose another`);
  if (Name in contracts) fail(`a service named ${Name} exists already (lib/contracts/index.ts)`);
  const taken = allPermissionNames.find(
    (p) => p === `Pages.${Name}` || p.startsWith(`Pages.${Name}.`),
  );
  if (taken) fail(`the permission ${taken} exists already (lib/permissions.ts)`);
  for (const [key, value] of Object.entries(schema)) {
    if (key === n.camels) fail(`server/db/schema exports ${key} already`);
    if (isTable(value) && getTableName(value) === n.table)
      fail(`the table ${n.table} exists already`);
  }
  const en = readJson("en");
  if (n.camels in en) fail(`messages/en.json has a "${n.camels}" section already`);
  const entities = en.entities as Record<string, unknown> | undefined;
  if (entities && (n.camel in entities || n.camels in entities))
    fail(`messages/en.json has entities.${n.camel} or entities.${n.camels} already`);
  if (!/^(\/[a-zA-Z][a-zA-Z0-9-]*)+$/.test(route))
    fail(`--route ${route}: a path such as /demo or /sales/region (letters, digits and -)`);
  if (route in routePermissions) fail(`the route ${route} exists already (lib/routes.ts)`);
  // the path must be free in every route group too (app/api, app/bff, app/(auth)/login …)
  const groups = fs.readdirSync(path.join(root, "app")).filter((d) => /^\(.+\)$/.test(d));
  for (const dir of ["app", ...groups.map((g) => `app/${g}`)])
    if (fs.existsSync(path.join(root, dir + route))) fail(`${dir}${route} exists already`);
  for (const file of files)
    if (fs.existsSync(path.join(root, file))) fail(`${file} exists already`);
}

// --- the files --------------------------------------------------------------------------------

function contractFile(n: Names) {
  return `import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAuditedDto, ZPagedSortedInput } from "./common";

// Generated by \`npm run new:module -- ${n.Name}\` from the brand template: a name (unique per
// tenant, ignoring case) and a description. Add fields here, in the table, the service and the form.

const Z${n.Name}Fields = z.object({
  name: z.string().trim().min(1, "validation.required").max(100, "validation.tooLong"),
  description: z.string().trim().max(500, "validation.tooLong").nullish(),
});
export const ZCreate${n.Name}Input = Z${n.Name}Fields;

export const Z${n.Name}Dto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export type T${n.Name}Dto = z.infer<typeof Z${n.Name}Dto>;

const sortFields = ["name", "creationTime"] as const;
export const ZGet${n.Names}Input = ZPagedSortedInput(sortFields).extend({
  keyword: z.string().trim().max(100).optional(),
});

// CRUD /api/services/app/${n.Name}/*
export const ${n.Name} = crudContract("${n.Name}", {
  create: ZCreate${n.Name}Input,
  update: Z${n.Name}Fields.extend({ id: z.uuid() }),
  list: ZGet${n.Names}Input,
  dto: Z${n.Name}Dto,
  permissions: {
    read: "Pages.${n.Name}",
    create: "Pages.${n.Name}.Create",
    update: "Pages.${n.Name}.Edit",
    delete: "Pages.${n.Name}.Delete",
  },
});
`;
}

function tableFile(n: Names) {
  return `import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";

/** ${n.en.many} (generated from the brand template): a name unique per tenant, ignoring case. */
export const ${n.camels} = pgTable(
  "${n.table}",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    description: text("description"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("${n.table}_name_uq")
      .on(t.tenantId, sql\`lower(\${t.name})\`)
      .where(sql\`\${t.isDeleted} = false\`),
  ],
);
`;
}

function serviceFile(n: Names) {
  const t = n.camels;
  return `import "server-only";
import { ilike, sql } from "drizzle-orm";
import { ${n.Name} } from "@/lib/contracts/${n.kebab}";
import { ${t} } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods } from "./crud";
import { auditFields, likePattern } from "./kit";

// CRUD /api/services/app/${n.Name}/* (generated from the brand template)
export const ${n.camel}Service = implement(
  ${n.Name},
  crudMethods(${n.Name}, {
    table: ${t},
    sortColumns: {
      name: sql\`lower(\${${t}.name})\`,
      creationTime: ${t}.creationTime,
    },
    defaultOrder: [sql\`lower(\${${t}.name})\`, sql\`\${${t}.id}\`],
    where: (input) => (input.keyword ? ilike(${t}.name, likePattern(input.keyword)) : undefined),
    toValues: async (input, ctx, existing) => {
      await assertNameFree(${t}, ctx, input.name, { exceptId: existing?.id });
      return { name: input.name, description: input.description || null };
    },
    toDtos: async (rows) =>
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        ...auditFields(r as never),
      })),
  }),
);
`;
}

function testFile(n: Names) {
  const c = `contracts.${n.Name}`;
  return `import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";

// Generated with the module (npm run new:module): extend it with the module's own rules.
describe("${n.Name}", () => {
  it("creates, lists, renames and deletes a ${n.en.oneLower}", async () => {
    const token = await signIn();
    const name = unique("${n.Name}");
    const created = await call(${c}.Create, { name, description: "First" }, { token });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ name, description: "First" });
    const id = created.body.result.id;

    const list = await call(${c}.GetAll, { keyword: name, sorting: "name desc" }, { token });
    expect(list.body.result).toMatchObject({ totalCount: 1, items: [{ id, name }] });

    const renamed = await call(${c}.Update, { id, name: \`\${name}x\`, description: "" }, { token });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ id, name: \`\${name}x\`, description: null });
    expect(renamed.body.result.lastModificationTime).not.toBeNull();
    expect((await call(${c}.Get, { id }, { token })).body.result.name).toBe(\`\${name}x\`);

    expect((await call(${c}.Delete, { id }, { token })).status).toBe(200);
    expect((await call(${c}.Get, { id }, { token })).status).toBe(404);
    expect((await call(${c}.GetAll, { keyword: name }, { token })).body.result.items).toEqual([]);
  });

  it("refuses a blank name, and a name taken (ignoring case), on the name field", async () => {
    const token = await signIn();
    const name = unique("Dup");
    expect((await call(${c}.Create, { name }, { token })).status).toBe(200);
    const dup = await call(${c}.Create, { name: name.toUpperCase() }, { token });
    expect(dup.status).toBe(400);
    expect(dup.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
    const blank = await call(${c}.Create, { name: "  " }, { token });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("lets the page's permission read but not write, and refuses a user without it", async () => {
    const reader = await userWith(["Pages.${n.Name}"]);
    const made = await call(${c}.Create, { name: unique("${n.Name}") }, { token: reader.admin });
    expect(made.status).toBe(200);
    const id = made.body.result.id;
    expect((await call(${c}.Get, { id }, { token: reader.token })).status).toBe(200);
    expect((await call(${c}.Create, { name: unique("No") }, { token: reader.token })).status).toBe(
      403,
    );
    expect((await call(${c}.Update, { id, name: "No" }, { token: reader.token })).status).toBe(403);
    expect((await call(${c}.Delete, { id }, { token: reader.token })).status).toBe(403);
    const nobody = await userWith([]);
    expect((await call(${c}.GetAll, {}, { token: nobody.token })).status).toBe(403);
  });
});
`;
}

function pageFile(n: Names) {
  return `import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGet${n.Names}Input } from "@/lib/contracts/${n.kebab}";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { Create${n.Name}Button, ${n.Name}Table } from "./_components/${n.kebab}-table";

export default async function ${n.Name}Page({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("${n.camels}");
  const { params, input } = readListInput(ZGet${n.Names}Input, await searchParams);
  const result = await serverApi.${n.Name}.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<Create${n.Name}Button />}
      />
      <${n.Name}Table
        result={result}
        params={params}
        source={listSource("${n.Name}", "GetAll", input)}
      />
    </>
  );
}
`;
}

function tableComponentFile(n: Names) {
  const T = `T${n.Name}Dto`;
  return `"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { api } from "@/lib/api/client";
import type { ${T} } from "@/lib/contracts/${n.kebab}";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ${n.Name}FormDialog = dynamic(
  () => import("./${n.kebab}-form-dialog").then((m) => m.${n.Name}FormDialog),
  { ssr: false },
);

export function Create${n.Name}Button() {
  const t = useTranslations("${n.camels}");
  return (
    <CreateButton
      permission="Pages.${n.Name}.Create"
      label={t("create")}
      dialog={(close) => <${n.Name}FormDialog onClose={close} />}
    />
  );
}

/**
 * ${n.en.many}: name, description, creation time; edit in a dialog, delete after a confirmation;
 * Export writes the whole view.
 */
export function ${n.Name}Table(props: {
  result: { items: ${T}[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source: ListSource;
}) {
  const t = useTranslations("${n.camels}");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (row: ${T}) => void) => [
      col.text<${T}>("name", t("name"), { sortable: true, hideable: false }),
      col.text<${T}>("description", t("descriptionField")),
      col.date<${T}>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<${T}>(tc("actions"), (row) => (
        <RowActions
          name={row.name}
          entity="${n.camel}"
          edit={{ permission: "Pages.${n.Name}.Edit", onSelect: () => edit(row) }}
          remove={{
            permission: "Pages.${n.Name}.Delete",
            run: () => api.${n.Name}.Delete({ id: row.id }),
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("${n.camels}")}
      search={t("searchPlaceholder")}
      createAction={<Create${n.Name}Button />}
      editDialog={(row, close) => <${n.Name}FormDialog item={row} onClose={close} />}
    />
  );
}
`;
}

function formFile(n: Names) {
  return `"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type T${n.Name}Dto, ZCreate${n.Name}Input } from "@/lib/contracts/${n.kebab}";

/** Create or edit a ${n.en.oneLower}: its name and description. */
export function ${n.Name}FormDialog({ item, onClose }: { item?: T${n.Name}Dto; onClose: () => void }) {
  const t = useTranslations();
  const said = useSaid("${n.camel}");
  const form = useAppForm(ZCreate${n.Name}Input, {
    name: item?.name ?? "",
    description: item?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item ? api.${n.Name}.Update({ ...values, id: item.id }) : api.${n.Name}.Create(values),
    { success: (_, { name }) => said(item ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="${n.kebab}-form"
      title={item ? t("${n.camels}.editTitle", { name: item.name }) : t("${n.camels}.createTitle")}
      description={t("${n.camels}.formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("${n.camels}.name")} required />
      <TextField form={form} name="description" label={t("${n.camels}.descriptionField")} multiline />
    </FormDialog>
  );
}
`;
}

// --- messages: English from the name; the other locales translate the fixed words and keep the
// module's noun in English until someone translates it (the generator lists those keys) --------

type Words = Names["en"];
interface LocaleText {
  section: (w: Words) => Record<string, string>;
  entity: (w: Words) => [one: string, many: string];
  permissions: (w: Words) => [page: string, create: string, edit: string, remove: string];
}

const TEXT: Record<(typeof LOCALES)[number], LocaleText> = {
  en: {
    section: (w) => ({
      title: w.many,
      description: `Create, find and edit ${w.manyLower}.`,
      create: `Create ${w.oneLower}`,
      createTitle: `Create ${w.oneLower}`,
      editTitle: "Edit {name}",
      formHint: `A ${w.oneLower} needs a name; the description is optional.`,
      name: "Name",
      descriptionField: "Description",
      creationTime: "Created",
      searchPlaceholder: `Search ${w.oneLower} name`,
    }),
    entity: (w) => [w.one, w.manyLower],
    permissions: (w) => [
      w.many,
      `Create ${w.oneLower}`,
      `Edit ${w.oneLower}`,
      `Delete ${w.oneLower}`,
    ],
  },
  zh: {
    section: (w) => ({
      title: w.many,
      description: `新建、查找和编辑 ${w.many}。`,
      create: `新建 ${w.one}`,
      createTitle: `新建 ${w.one}`,
      editTitle: "编辑 {name}",
      formHint: "名称必填，描述可选。",
      name: "名称",
      descriptionField: "描述",
      creationTime: "创建时间",
      searchPlaceholder: "搜索名称",
    }),
    entity: (w) => [w.one, w.many],
    permissions: (w) => [w.many, `新建 ${w.one}`, `编辑 ${w.one}`, `删除 ${w.one}`],
  },
  es: {
    section: (w) => ({
      title: w.many,
      description: `Crear, buscar y editar: ${w.manyLower}.`,
      create: `Crear ${w.oneLower}`,
      createTitle: `Crear ${w.oneLower}`,
      editTitle: "Editar {name}",
      formHint: "El nombre es obligatorio; la descripción es opcional.",
      name: "Nombre",
      descriptionField: "Descripción",
      creationTime: "Creación",
      searchPlaceholder: "Buscar por nombre",
    }),
    entity: (w) => [w.oneLower, w.manyLower],
    permissions: (w) => [
      w.many,
      `Crear ${w.oneLower}`,
      `Editar ${w.oneLower}`,
      `Eliminar ${w.oneLower}`,
    ],
  },
  ja: {
    section: (w) => ({
      title: w.many,
      description: `${w.many} の作成、検索、編集。`,
      create: `${w.one} を作成`,
      createTitle: `${w.one} を作成`,
      editTitle: "{name} を編集",
      formHint: "名前は必須、説明は任意です。",
      name: "名前",
      descriptionField: "説明",
      creationTime: "作成日時",
      searchPlaceholder: "名前で検索",
    }),
    entity: (w) => [w.one, w.many],
    permissions: (w) => [w.many, `${w.one} の作成`, `${w.one} の編集`, `${w.one} の削除`],
  },
};

type Json = Record<string, unknown>;
const messagesFile = (locale: string) => path.join(root, "messages", `${locale}.json`);
const readJson = (locale: string) =>
  JSON.parse(fs.readFileSync(messagesFile(locale), "utf8")) as Json;

function addMessages(n: Names) {
  for (const locale of LOCALES) {
    const text = TEXT[locale];
    const messages = readJson(locale);
    messages[n.camels] = text.section(n.en);
    const [one, many] = text.entity(n.en);
    messages.entities = { ...(messages.entities as Json), [n.camel]: one, [n.camels]: many };
    const [page, create, edit, remove] = text.permissions(n.en);
    const key = `Pages_${n.Name}`;
    messages.permissions = {
      ...(messages.permissions as Json),
      [key]: page,
      [`${key}_Create`]: create,
      [`${key}_Edit`]: edit,
      [`${key}_Delete`]: remove,
    };
    fs.writeFileSync(messagesFile(locale), `${JSON.stringify(messages, null, 2)}\n`);
  }
}

// --- wiring: one line each in the registries ---------------------------------------------------

/** Inserts `text` before the first `end` after `start` in a file; fails loudly if the file changed shape. */
function insertInto(file: string, start: string, end: string, text: string) {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, "utf8");
  const from = source.indexOf(start);
  const at = from < 0 ? -1 : source.indexOf(end, from);
  if (at < 0) fail(`${file}: cannot find "${start}" … "${end}" (has the file changed shape?)`);
  fs.writeFileSync(full, source.slice(0, at) + text + source.slice(at));
}

/** Adds an import after a file's last top-level import. */
function addImport(file: string, line: string) {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, "utf8");
  const imports = [...source.matchAll(/^import [^;]*;\n/gm)];
  const last = imports.at(-1);
  if (!last) fail(`${file}: no import to add after`);
  const at = last.index + last[0].length;
  fs.writeFileSync(full, `${source.slice(0, at)}${line}\n${source.slice(at)}`);
}

function wire(n: Names, route: string) {
  addImport("lib/contracts/index.ts", `import { ${n.Name} } from "./${n.kebab}";`);
  insertInto("lib/contracts/index.ts", "export const contracts = {", "\n};", `\n  ${n.Name},`);
  addImport("server/services/registry.ts", `import { ${n.camel}Service } from "./${n.kebab}";`);
  insertInto(
    "server/services/registry.ts",
    "export const services: readonly ServiceDef[] = [",
    "\n];",
    `\n  ${n.camel}Service,`,
  );
  fs.appendFileSync(
    path.join(root, "server/db/schema/index.ts"),
    `export * from "./${n.kebab}";\n`,
  );
  insertInto(
    "lib/permissions.ts",
    "export const permissionTree = [",
    "\n] as const satisfies",
    `\n  // generated by npm run new:module (the menu icon is the sidebar's default)\n  page("Pages.${n.Name}", "${route}", "circle", [...CRUD]),`,
  );
}

// --- run ----------------------------------------------------------------------------------------

function run(command: string, args: string[]) {
  execFileSync(path.join(root, "node_modules", ".bin", command), args, {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const { name, route: routeArg } = parseArgs(process.argv.slice(2));
const n = namesOf(name);
const route = routeArg ?? `/${n.camel}`;
const pageDir = `app/(console)${route}`;
const files: Record<string, string> = {
  [`lib/contracts/${n.kebab}.ts`]: contractFile(n),
  [`server/db/schema/${n.kebab}.ts`]: tableFile(n),
  [`server/services/${n.kebab}.ts`]: serviceFile(n),
  [`server/services/${n.kebab}.api.test.ts`]: testFile(n),
  [`${pageDir}/page.tsx`]: pageFile(n),
  [`${pageDir}/_components/${n.kebab}-table.tsx`]: tableComponentFile(n),
  [`${pageDir}/_components/${n.kebab}-form-dialog.tsx`]: formFile(n),
};
check(n, route, [...Object.keys(files), pageDir]);

for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
wire(n, route);
addMessages(n);
const edited = [
  "lib/contracts/index.ts",
  "server/services/registry.ts",
  "server/db/schema/index.ts",
  "lib/permissions.ts",
  ...LOCALES.map((l) => `messages/${l}.json`),
];
run("prettier", ["--write", "--log-level=warn", ...Object.keys(files), ...edited]);

// The migration: drizzle-kit compares the schema with the last snapshot and writes the CREATE TABLE.
const migrations = path.join(root, "server/db/migrations");
const before = new Set(fs.readdirSync(migrations));
run("drizzle-kit", ["generate", "--name", n.table]);
const migration = fs.readdirSync(migrations).find((f) => !before.has(f) && f.endsWith(".sql"));
if (
  !migration ||
  !fs.readFileSync(path.join(migrations, migration), "utf8").includes(`CREATE TABLE "${n.table}"`)
)
  fail(`drizzle-kit wrote no migration creating ${n.table}; run npm run db:generate and look`);

console.log(`new:module: ${n.Name} written.
  written: ${[...Object.keys(files), `server/db/migrations/${migration}`].join("\n           ")}
  edited:  ${edited.join("\n           ")}
  route ${route}, permission Pages.${n.Name} (Create, Edit, Delete), table ${n.table}.
  Translate the noun "${n.en.one}" / "${n.en.many}" in zh, es and ja: messages ${n.camels}.{title,description,create,createTitle}, entities.${n.camel}, entities.${n.camels} and permissions.Pages_${n.Name}*.
  Next: npm run test:api -- server/services/${n.kebab}.api.test.ts; npm run db:migrate for an existing database.`);
