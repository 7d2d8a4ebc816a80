import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { FinanceMemberPaymentOrder } from "@/lib/contracts/member-payment";
import { dayRangeInput } from "@/lib/date-range";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreatePaymentButton, PaymentTable } from "./_components/payment-table";

/**
 * Member payment orders (Pages.Finance.MemberPaymentOrder): membership fees, paid or not, with
 * filters and sorting in the URL; `?from=` and `?to=` are the days they were created, in the
 * app's time zone, both included. Marking one paid extends its customer's membership.
 */
export default async function MemberPaymentOrdersPage({
  searchParams,
}: {
  searchParams: PageSearch;
}) {
  const [t, timeZone] = await Promise.all([getTranslations("memberPayments"), getTimeZone()]);
  const { from, to, ...search } = await searchParams;
  const { params, input } = readListInput(FinanceMemberPaymentOrder.GetAll.input, search);
  const days = dayRangeInput({ from: first(from), to: first(to) }, timeZone);
  const listInput = { ...input, beginTime: days.from, endTime: days.to };
  const result = await serverApi.FinanceMemberPaymentOrder.GetAll(listInput);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreatePaymentButton />}
      />
      <PaymentTable
        result={result}
        params={params}
        source={listSource("FinanceMemberPaymentOrder", "GetAll", listInput)}
      />
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
