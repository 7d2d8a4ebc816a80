import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { moneyKinds, type TMoneyKind, ZGetMoneyRecordsInput } from "@/lib/contracts/charity";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateMoneyRecordButton, MoneyRecordTable } from "./money-record-table";

/**
 * A money record list (donation income, other income or expenses; issue 17): filters in the URL,
 * the sum of the whole filtered view under the amounts, the funds to choose from.
 */
export async function MoneyRecordsPage({
  kind,
  searchParams,
}: {
  kind: TMoneyKind;
  searchParams: PageSearch;
}) {
  const t = await getTranslations(`moneyRecords.${kind}`);
  const { params, input } = readListInput(ZGetMoneyRecordsInput, await searchParams);
  const service = moneyKinds[kind].service;
  const [result, funds] = await Promise.all([
    serverApi[service].GetAll(input),
    serverApi.Fund.GetOptions({}),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateMoneyRecordButton kind={kind} funds={funds.items} />}
      />
      <MoneyRecordTable
        kind={kind}
        result={result}
        params={params}
        funds={funds.items}
        source={listSource(service, "GetAll", input)}
      />
    </>
  );
}
