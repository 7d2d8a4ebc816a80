import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * One figure of the dashboard: what it counts, the number, a line under it, and the whole card a
 * link into the list that shows exactly the rows it counts.
 */
export function FigureCard({
  id,
  label,
  value,
  note,
  href,
}: {
  /** `figure-<id>` is the number's test id */
  id: string;
  label: string;
  value: string;
  note?: ReactNode;
  href: string;
}) {
  return (
    <Link
      href={href}
      className="focus-visible:ring-ring block min-w-0 rounded-xl focus-visible:ring-2 focus-visible:outline-none"
      data-testid={`card-${id}`}
    >
      <Card className="@container h-full transition-shadow hover:shadow-md">
        <CardHeader>
          <CardDescription>{label}</CardDescription>
          {/* large figures (millions) shrink with the card (8% of its width: 15 characters fit)
              rather than wrap mid-number; anything longer still wraps rather than leave it */}
          <CardTitle
            className="text-[min(1.5rem,8cqi)] [overflow-wrap:anywhere] tabular-nums 2xl:text-[min(1.875rem,8cqi)]"
            data-testid={`figure-${id}`}
          >
            {value}
          </CardTitle>
          {note && (
            <div className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{note}</div>
          )}
        </CardHeader>
      </Card>
    </Link>
  );
}

/** What a figure looks like while it loads (its own Suspense boundary). */
export function FigureSkeleton({ count = 1 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Card key={i} aria-hidden data-testid="figure-loading">
      <CardHeader className="space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-20" />
      </CardHeader>
    </Card>
  ));
}

/** A figure whose call failed: said in its place, the rest of the page unaffected. */
export function FigureUnavailable({ label, message }: { label: string; message: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <p className="text-muted-foreground text-sm">{message}</p>
      </CardHeader>
    </Card>
  );
}
