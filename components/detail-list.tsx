import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A card of labelled values: a record's page (a customer's profile, a stock-in's header). `id`
 * names its heading when a page has more than one.
 */
export function DetailList({
  title,
  rows,
  id = "profile",
}: {
  title: string;
  rows: [string, ReactNode][];
  id?: string;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-heading`}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="mt-1 break-words">{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
