// Security headers (DESIGN §3, docs/decisions.md). Kept free of lib/env so next.config.ts can
// import it: the static set goes on every response there, the page policy is made per request
// in proxy.ts because its script nonce must be new each time.

/** On every response, pages and API alike (next.config.ts). */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  { key: "X-Frame-Options", value: "DENY" },
];

/** The request header that hands the page's nonce to the root layout (next-themes' script). */
export const NONCE_HEADER = "x-nonce";

// No includeSubDomains or preload: other hosts of the domain may still serve plain http.
export const HSTS = "max-age=31536000";

/** 128 random bits, base64: what CSP and Next's nonce parser accept. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A page's Content-Security-Policy. Scripts need this request's nonce; 'strict-dynamic' lets
 * Next's nonce'd bootstrap load its chunks. Styles allow 'unsafe-inline': Radix and sonner set
 * inline styles, which nonces cannot cover. Images and media come from our own origin (uploads
 * are served through the BFF, also with S3 storage), data: and blob: for previews.
 */
export function contentSecurityPolicy(
  nonce: string,
  opts: {
    isDev: boolean;
    isSecure: boolean;
    /** the file storage's origin when browsers upload to it directly (S3, issue 15) */
    uploadOrigin?: string;
  },
) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.uploadOrigin ? ` ${opts.uploadOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.isSecure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
