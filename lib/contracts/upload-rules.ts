// No zod here: the uploader reads these rules in the browser without loading zod (issue 7).

const MB = 1024 * 1024;

/**
 * What each kind of upload accepts (SPEC §5, §9), checked against the file's bytes on the server
 * and shown as the hint next to the uploader. `warnAbove` only warns.
 */
export const uploadRules = {
  brandImage: {
    types: ["image/png", "image/jpeg", "image/gif"],
    maxBytes: 1 * MB,
    hint: "brandImage",
  },
  productImage: {
    types: ["image/png", "image/jpeg", "image/gif", "image/webp"],
    maxBytes: 2 * MB,
    hint: "productImage",
  },
  instructions: {
    types: [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.ms-powerpoint",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "application/x-cfb",
    ],
    maxBytes: 5 * MB,
    hint: "instructions",
  },
  video: {
    types: ["video/mp4", "video/webm", "video/quicktime"],
    maxBytes: 1024 * MB,
    warnAbove: 200 * MB,
    hint: "video",
  },
  file: { types: [] as string[], maxBytes: 5 * MB, hint: "file" },
} as const;

export type TUploadPurpose = keyof typeof uploadRules;
