import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { BankStatement } from "@/lib/contracts/bank-reconciliation";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { ImportStatementButton, StatementTable } from "./_components/statement-table";

/** Bank statements (Pages.FinanceManage.BankReconciliation, issue 17): newest period first. */
export default async function BankReconciliationPage({
  searchParams,
}: {
  searchParams: PageSearch;
}) {
  const t = await getTranslations("bankReconciliation");
  const { params, input } = readListInput(BankStatement.GetAll.input, await searchParams);
  const result = await serverApi.BankStatement.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<ImportStatementButton />}
      />
      <StatementTable
        result={result}
        params={params}
        source={listSource("BankStatement", "GetAll", input)}
      />
    </>
  );
}
