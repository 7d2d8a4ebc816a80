// No zod here: the import dialog reads these limits in the browser without loading zod (issue 7).

/**
 * What a spreadsheet import accepts, checked by the server (server/xlsx/read.ts) and, before
 * anything is sent, by the console's import dialog: a workbook of at most 5 MB (SPEC §9's
 * attachment limit) with at most 5,000 rows below its headings.
 */
export const importRules = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
} as const;
