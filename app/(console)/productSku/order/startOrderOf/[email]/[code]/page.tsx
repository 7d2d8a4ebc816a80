import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { loadOr404 } from "@/lib/load-or-404";
import { UpstreamError } from "@/lib/upstream/errors";
import { customerPage } from "../../../../_components/order-data";
import { PlaceOrderForm } from "../../../_components/place-order-form";

/** A path segment as the person typed it (Next may hand it over still percent-encoded). */
function segment(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Placing an order on behalf of the customer whose e-mail and code the URL names (SPEC §2):
 * what can be ordered, where it goes, how it is paid, with a live price, tax and shipping
 * preview. An unknown customer is Page Not Found; a disabled one cannot order (said here).
 */
export default async function StartOrderPage({
  params,
}: {
  params: Promise<{ email: string; code: string }>;
}) {
  const { email, code } = await params;
  const [t, tc, { granted }] = await Promise.all([
    getTranslations("orders.place"),
    getTranslations("common"),
    loadConsoleSession(),
  ]);
  const loaded = await loadOr404(async () => {
    try {
      const prepared = await serverApi.OrderMain.PreparePlaceOrderOnBehalf({
        email: segment(email),
        customerCode: segment(code),
      });
      return { prepared, refusal: null };
    } catch (error) {
      // a disabled customer (409): the page says why rather than failing
      if (!(error instanceof UpstreamError && error.kind === "business")) throw error;
      return { prepared: null, refusal: error.details || error.message };
    }
  });
  const { prepared, refusal } = loaded;
  const customer = prepared?.customer;
  const back = customer && customerPage({ customerId: customer.id, ...customer }, granted);
  return (
    <>
      <PageHeader
        title={t("title", { name: customer?.name ?? segment(code) })}
        description={customer ? `${customer.customerCode} · ${customer.email ?? ""}` : undefined}
        actions={
          back ? (
            <Button variant="outline" asChild>
              <Link href={back}>{tc("back")}</Link>
            </Button>
          ) : undefined
        }
      />
      {prepared ? (
        <PlaceOrderForm prepared={prepared} />
      ) : (
        <p role="alert" className="border-destructive text-destructive rounded-md border p-4">
          {refusal}
        </p>
      )}
    </>
  );
}
