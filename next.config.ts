import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { STATIC_SECURITY_HEADERS } from "./lib/security-headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/**
 * The PDF fonts (server/pdf/kit.ts reads them from node_modules at run time, outside Turbopack's
 * tracing; the delivery note and the invoices use them): listed here for the routes that serve
 * the API, so standalone and Vercel output carry them, and only them (not all nine weights of the
 * package).
 */
const PDF_FONTS = [
  "./node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  "./node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
];

const nextConfig: NextConfig = {
  output: "standalone",
  // pdfkit stays a plain Node package (its font and AFM loading breaks when bundled)
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pino-pretty", "pdfkit", "exceljs"],
  // keys are globs over route paths ("[service]" would be a character class): the API route
  // and the console's BFF, the two that serve WarehouseOutbound/DeliveryNote and
  // OrderMain/BatchDownloadInvoicePdf (a page or route outside them that renders a PDF needs a
  // line here too)
  outputFileTracingIncludes: {
    "/api/services/app/**/*": PDF_FONTS,
    "/bff/**/*": PDF_FONTS,
    instrumentation: ["./server/db/migrations/**/*"],
  },
  poweredByHeader: false,
  // Pages add their CSP (and HSTS over HTTPS) per request in proxy.ts.
  headers: async () => [{ source: "/:path*", headers: STATIC_SECURITY_HEADERS }],
};

export default withNextIntl(nextConfig);
