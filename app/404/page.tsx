import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("title") };
}

export default function NotFoundPage() {
  return <NotFoundView />;
}
