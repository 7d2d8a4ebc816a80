"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the page as it is; the console's sidebar, top bar and buttons are left off paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden /> {label}
    </Button>
  );
}
