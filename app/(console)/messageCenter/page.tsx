import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { MessageOutbox } from "@/lib/contracts/portal";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { OutboxTable } from "./_components/outbox-table";

/** The message outbox (DESIGN §5 Messages): every e-mail and SMS, newest first; held ones read here. */
export default async function MessageCenterPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("messageCenter");
  const { params, input } = readListInput(MessageOutbox.GetAll.input, await searchParams);
  const result = await serverApi.MessageOutbox.GetAll(input);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <OutboxTable
        source={listSource("MessageOutbox", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
