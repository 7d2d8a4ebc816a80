"use client";

import { type ReactNode, useState } from "react";
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { FileUploader, type FileUploaderProps } from "@/components/uploader/file-uploader";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { FormField } from "./form-field";

// Bound fields (the form kit): label, control, hint and error wired to one react-hook-form field
// by name, with aria-invalid and aria-describedby set, so a form is a list of these.

interface Bound<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function useBound<T extends FieldValues>({ form, name }: Bound<T>) {
  const id = name.replaceAll(".", "-");
  const error = form.getFieldState(name, form.formState).error?.message;
  return {
    id,
    error,
    aria: { "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined },
  };
}

function Frame<T extends FieldValues>(
  props: Bound<T> & { bound: ReturnType<typeof useBound>; children: ReactNode },
) {
  return (
    <FormField
      id={props.bound.id}
      label={props.label}
      error={props.bound.error}
      hint={props.hint}
      required={props.required}
      className={props.className}
    >
      {props.children}
    </FormField>
  );
}

/** Text: one line, or several with `multiline`. */
export function TextField<T extends FieldValues>(
  props: Bound<T> & {
    type?: "text" | "email" | "password" | "tel" | "url" | "month";
    multiline?: boolean;
    autoComplete?: string;
    placeholder?: string;
    /** shown but fixed (e.g. the built-in Admin role's name) */
    readOnly?: boolean;
  },
) {
  const bound = useBound(props);
  const control = {
    id: bound.id,
    ...bound.aria,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    className: props.readOnly ? "bg-muted" : undefined,
  };
  return (
    <Frame {...props} bound={bound}>
      {props.multiline ? (
        <Textarea rows={4} {...control} {...props.form.register(props.name)} />
      ) : (
        <Input
          {...control}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete ?? "off"}
          {...props.form.register(props.name)}
        />
      )}
    </Frame>
  );
}

/** A whole number; blank reads as "not given" (so the schema says required or uses its default). */
export function NumberField<T extends FieldValues>(
  props: Bound<T> & { min?: number; max?: number; step?: number },
) {
  const bound = useBound(props);
  return (
    <Frame {...props} bound={bound}>
      <Input
        id={bound.id}
        {...bound.aria}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        {...props.form.register(props.name, {
          setValueAs: (v: unknown) =>
            v === "" || v === null || v === undefined ? undefined : Number(v),
        })}
      />
    </Frame>
  );
}

/** Money as typed ("12.50"): the schema (ZMoney) checks and rounds it, never a binary float. */
export function MoneyField<T extends FieldValues>(props: Bound<T>) {
  const bound = useBound(props);
  return (
    <Frame {...props} bound={bound}>
      <Input
        id={bound.id}
        {...bound.aria}
        inputMode="decimal"
        autoComplete="off"
        {...props.form.register(props.name)}
      />
    </Frame>
  );
}

/** A date (YYYY-MM-DD). */
export function DateField<T extends FieldValues>(props: Bound<T>) {
  const bound = useBound(props);
  return (
    <Frame {...props} bound={bound}>
      <Input id={bound.id} {...bound.aria} type="date" {...props.form.register(props.name)} />
    </Frame>
  );
}

/** Radix Select has no empty value; this stands for "none" (null in the form). */
const NONE = "__none";

/** One of a few options; `none` offers an empty choice (null); `depth` indents a tree's options. */
export function SelectField<T extends FieldValues>(
  props: Bound<T> & {
    options: { value: string; label: string; depth?: number }[];
    none?: string;
    placeholder?: string;
    /** nothing to choose yet (e.g. a province before its country) */
    disabled?: boolean;
  },
) {
  const bound = useBound(props);
  return (
    <Frame {...props} bound={bound}>
      <Controller
        control={props.form.control}
        name={props.name}
        render={({ field }) => (
          <Select
            value={field.value ?? (props.none ? NONE : "")}
            onValueChange={(v) => field.onChange(v === NONE ? null : v)}
            disabled={props.disabled}
          >
            <SelectTrigger id={bound.id} {...bound.aria} className="w-full" onBlur={field.onBlur}>
              <SelectValue placeholder={props.placeholder} />
            </SelectTrigger>
            <SelectContent>
              {props.none && <SelectItem value={NONE}>{props.none}</SelectItem>}
              {props.options.map((o) => (
                <SelectItem
                  key={o.value}
                  value={o.value}
                  style={o.depth ? { paddingLeft: `${0.5 + o.depth}rem` } : undefined}
                >
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </Frame>
  );
}

/** Yes or no: a switch beside its label and hint, in a bordered row. */
export function SwitchField<T extends FieldValues>(props: Bound<T>) {
  const bound = useBound(props);
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-4 rounded-md border p-3",
        props.className,
      )}
    >
      <div className="space-y-1">
        <label htmlFor={bound.id} className="text-sm font-medium">
          {props.label}
        </label>
        {props.hint && <p className="text-muted-foreground text-xs">{props.hint}</p>}
      </div>
      <Controller
        control={props.form.control}
        name={props.name}
        render={({ field }) => (
          <Switch
            id={bound.id}
            {...bound.aria}
            checked={!!field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}

/**
 * Uploaded files (uploaded to Temp at once, bound when the form is saved). The field holds the
 * file id (one file) or ids (`multiple`); `initial` is what the record already has.
 */
export function UploadField<T extends FieldValues>(
  props: Bound<T> &
    Pick<FileUploaderProps, "purpose" | "multiple" | "max" | "sortable" | "onBusyChange"> & {
      initial: TAttachmentDto[];
      /** the files now held, as they change (e.g. for a preview) */
      onFiles?: (files: TAttachmentDto[]) => void;
    },
) {
  const bound = useBound(props);
  const { form, name, multiple } = props;
  return (
    <Frame {...props} bound={bound}>
      <Controller
        control={form.control}
        name={name}
        render={() => (
          <UploadControl
            {...props}
            id={bound.id}
            invalid={!!bound.error}
            describedBy={bound.aria["aria-describedby"]}
            onIds={(files) => {
              const ids = files.map((f) => f.id);
              form.setValue(name, (multiple ? ids : (ids[0] ?? null)) as PathValue<T, Path<T>>, {
                shouldDirty: true,
              });
              form.clearErrors(name);
              props.onFiles?.(files);
            }}
          />
        )}
      />
    </Frame>
  );
}

function UploadControl(
  props: Pick<
    FileUploaderProps,
    "purpose" | "multiple" | "max" | "sortable" | "onBusyChange" | "id" | "invalid" | "describedBy"
  > & { initial: TAttachmentDto[]; onIds: (files: TAttachmentDto[]) => void },
) {
  const [files, setFiles] = useState(props.initial);
  return (
    <FileUploader
      id={props.id}
      purpose={props.purpose}
      multiple={props.multiple}
      max={props.max}
      sortable={props.sortable}
      invalid={props.invalid}
      describedBy={props.describedBy}
      onBusyChange={props.onBusyChange}
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onIds(next);
      }}
    />
  );
}
