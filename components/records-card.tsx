import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableHeader, TableRow } from "@/components/ui/table";

/**
 * A record's related rows on its page (a customer's orders, its member payment orders): a named
 * region with its heading, a link to all of them in their list, and a table or a sentence
 * saying there are none.
 */
export function RecordsCard({
  id,
  title,
  more,
  empty,
  head,
  rows,
}: {
  /** the heading's id (the region is named by it) */
  id: string;
  title: string;
  /** the link to all of them, when the card shows only some */
  more?: { href: string; label: string };
  /** what the card says with no rows */
  empty: string;
  /** the header cells */
  head: ReactNode;
  /** the rows (TableRow elements) */
  rows: ReactNode[];
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
        {more && (
          <Link href={more.href} className="text-sm hover:underline">
            {more.label}
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>{head}</TableRow>
              </TableHeader>
              <TableBody>{rows}</TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
