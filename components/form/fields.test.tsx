import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { DateField, MoneyField, NumberField, SelectField, SwitchField, TextField } from "./fields";

type Values = {
  name: string;
  quantity: number;
  price: string;
  day: string;
  kind: string | null;
  isActive: boolean;
};

function Form({ withErrors }: { withErrors?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { name: "Kettle", quantity: 3, price: "12.50", day: "2026-01-31", kind: null },
    errors: withErrors
      ? { name: { type: "server", message: "The name Kettle is already used." } }
      : undefined,
  });
  return (
    <form>
      <TextField form={form} name="name" label="Name" required />
      <NumberField form={form} name="quantity" label="Quantity" min={1} max={5} />
      <MoneyField form={form} name="price" label="Price" />
      <DateField form={form} name="day" label="Day" />
      <SelectField form={form} name="kind" label="Kind" none="None" options={[]} />
      <SwitchField form={form} name="isActive" label="Active" hint="Can sign in" />
    </form>
  );
}

describe("bound form fields", () => {
  it("label each control by its field name and carry the form's values", () => {
    const html = renderToStaticMarkup(<Form />);
    for (const id of ["name", "quantity", "price", "day", "kind", "isActive"])
      expect(html).toContain(`for="${id}"`);
    const input = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(input("quantity")).toMatch(/type="number"[^>]*min="1"[^>]*max="5"/);
    expect(input("price")).toMatch(/inputMode="decimal"/i);
    expect(html).toMatch(/<input type="date"[^>]*id="day"/);
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain("data-field-error");
  });

  it("show a field's error under it, tied to the control for screen readers", () => {
    const html = renderToStaticMarkup(<Form withErrors />);
    expect(html).toMatch(
      /<input[^>]*id="name"[^>]*aria-invalid="true"[^>]*aria-describedby="name-error"/,
    );
    expect(html).toContain('id="name-error"');
    expect(html).toContain("The name Kettle is already used.");
  });
});
