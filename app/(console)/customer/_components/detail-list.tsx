import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A card of labelled values: a customer's profile on its page. */
export function DetailList({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card role="region" aria-labelledby="profile-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="profile-heading">{title}</h2>
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
