import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetFundsInput } from "@/lib/contracts/charity";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateFundButton, FundTable } from "./_components/fund-table";

/** Funds (Pages.Fund, issue 17): each with its income, expense and balance. */
export default async function FundPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("funds");
  const { params, input } = readListInput(ZGetFundsInput, await searchParams);
  const result = await serverApi.Fund.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateFundButton />}
      />
      <FundTable result={result} params={params} source={listSource("Fund", "GetAll", input)} />
    </>
  );
}
