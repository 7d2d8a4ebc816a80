"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { useErrorToast } from "@/components/shell/use-mutation";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** How many matches show at once. */
const MATCHES = 8;

/**
 * One record of many, found by typing and chosen from the matches (a customer to revise a price
 * for, a product to link to): a search box over a short list of radio buttons, bound by `name`
 * to the record's id. The matches come from `search` (the server filters, a pause after typing).
 */
export function SearchChoiceField<T extends FieldValues, O extends { id: string }>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  /** the search box's placeholder and accessible name */
  placeholder: string;
  search: (keyword: string) => Promise<O[]>;
  /** one match as the list shows it */
  describe: (option: O) => ReactNode;
  /** after the person chose one */
  onChoose?: (option: O) => void;
  /** the record already chosen (editing), shown even when the search does not find it */
  initial?: O;
  required?: boolean;
}) {
  const t = useTranslations("searchChoice");
  const showError = useErrorToast();
  const [keyword, setKeyword] = useState("");
  const [matches, setMatches] = useState<O[] | null>(null);
  const [chosen, setChosen] = useState<O | null>(props.initial ?? null);
  const { search } = props;
  const id = props.name.replaceAll(".", "-");

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const found = await search(keyword.trim());
        if (live) setMatches(found.slice(0, MATCHES));
      } catch (error) {
        if (live) {
          setMatches([]);
          showError(error);
        }
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, search, showError]);

  // the chosen one stays in the list while the search moves on
  const shown =
    chosen && matches && !matches.some((m) => m.id === chosen.id)
      ? [chosen, ...matches]
      : (matches ?? []);

  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FormField id={id} label={props.label} error={error} required={props.required}>
            <Input
              id={id}
              type="search"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder={props.placeholder}
              autoComplete="off"
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {matches === null ? (
              <p className="text-muted-foreground text-sm">{t("searching")}</p>
            ) : shown.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noMatches")}</p>
            ) : (
              <div
                role="radiogroup"
                aria-label={t("matches")}
                className="max-h-56 divide-y overflow-y-auto rounded-md border"
              >
                {shown.map((option) => (
                  <label
                    key={option.id}
                    className={cn(
                      "hover:bg-muted/60 flex cursor-pointer items-start gap-3 px-3 py-2 text-sm",
                      field.value === option.id && "bg-muted",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-choice`}
                      value={option.id}
                      checked={field.value === option.id}
                      onChange={() => {
                        setChosen(option);
                        field.onChange(option.id as PathValue<T, Path<T>>);
                        props.onChoose?.(option);
                      }}
                      className="mt-1"
                    />
                    <span className="min-w-0">{props.describe(option)}</span>
                  </label>
                ))}
              </div>
            )}
          </FormField>
        );
      }}
    />
  );
}
