"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import * as z from "zod";
import { NumberField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api, BffError } from "@/lib/api/client";
import { type TStockRowDto, WarehouseStock } from "@/lib/contracts/stock";
import { formatChange } from "@/lib/format";
import { LocationField } from "../../_components/location-field";
import { WarehouseField } from "../../_components/warehouse-field";
import type { Option } from "../../_components/warehouse-options";

// A stock row's Transfer and Count dialogs (loaded when opened, with the form kit and zod). The
// API checks its limits against the stock as it is; the forms check them against the row as
// shown, so a quantity that cannot succeed is refused on its field before any call. A refusal
// that names no field (409: the place or the SKU changed meanwhile) lands on the quantity too.

interface StockDialogProps {
  row: TStockRowDto;
  onClose: () => void;
}

const placeOf = (row: Pick<TStockRowDto, "warehouseName" | "locationCode">) =>
  `${row.warehouseName} ${row.locationCode}`;

/** The server's refusal of the whole request, put on `field` (it is what was refused). */
const onField = (field: string) => (error: unknown) =>
  error instanceof BffError && error.status === 409 && error.validationErrors.length === 0
    ? new BffError(error.message, error.status, error.details, [
        { message: error.details || error.message, members: [field] },
      ])
    : error;

/**
 * The least a count at this place may record: stock on shelf or reserved (over all places) must
 * stay covered by the SKU's total, as the API's `stockBelowCommitted` says.
 */
function countFloor(row: TStockRowDto) {
  const spare = row.totalStock - row.reservedStock - row.availableStock;
  return Math.max(0, row.quantity - spare);
}

/** Move some of what this place holds to another location (choose the warehouse, then it). */
export function TransferDialog({
  row,
  warehouses,
  onClose,
}: StockDialogProps & { warehouses: Option[] }) {
  const t = useTranslations("warehouse.stock");
  const [toOptions, setToOptions] = useState<Option[]>([]);
  const schema = useMemo(() => {
    const input = WarehouseStock.Transfer.input;
    return input.safeExtend({
      /** the destination's warehouse: chooses the locations offered, not sent */
      warehouseId: z.uuid({ error: "validation.required" }),
      quantity: input.shape.quantity.max(row.quantity, "form.atMost"),
    });
  }, [row.quantity]);
  const form = useAppForm(schema, {
    skuId: row.skuId,
    fromLocationId: row.locationId,
    warehouseId: warehouses.some((w) => w.value === row.warehouseId) ? row.warehouseId : undefined,
    remark: "",
  });
  const onSubmit = form.submitWith(
    ({ warehouseId: _warehouseId, ...values }) => api.WarehouseStock.Transfer(values),
    {
      success: (moved, values) =>
        t("transferred", {
          quantity: values.quantity,
          number: row.skuNumber,
          from: placeOf(row),
          to: placeOf({
            warehouseName: warehouses.find((w) => w.value === values.warehouseId)?.label ?? "",
            locationCode: toOptions.find((o) => o.value === values.toLocationId)?.label ?? "",
          }).trim(),
          reference: moved.reference,
        }),
      then: onClose,
      mapErrors: onField("quantity"),
    },
  );
  return (
    <FormDialog
      id="stock-transfer-form"
      title={t("transferTitle", { number: row.skuNumber })}
      description={t("transferFrom", {
        warehouse: row.warehouseName,
        location: row.locationCode,
        quantity: row.quantity,
      })}
      submitLabel={t("transferSubmit")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <WarehouseField form={form} warehouses={warehouses} label={t("toWarehouse")} />
      <LocationField
        form={form}
        name="toLocationId"
        label={t("toLocation")}
        exclude={row.locationId}
        onOptions={setToOptions}
      />
      <NumberField
        form={form}
        name="quantity"
        label={t("transferQuantity")}
        hint={t("transferQuantityHint", { max: row.quantity })}
        min={1}
        max={row.quantity}
        required
      />
      <TextField form={form} name="remark" label={t("remark")} />
    </FormDialog>
  );
}

/** Record what was counted at this place, with the reason; the difference becomes a Count row. */
export function CountDialog({ row, onClose }: StockDialogProps) {
  const t = useTranslations("warehouse.stock");
  const floor = countFloor(row);
  const schema = useMemo(() => {
    const input = WarehouseStock.Count.input;
    return input.extend({
      countedQuantity: input.shape.countedQuantity.min(floor, "form.atLeast"),
    });
  }, [floor]);
  const form = useAppForm(schema, { skuId: row.skuId, locationId: row.locationId, remark: "" });
  const onSubmit = form.submitWith((values) => api.WarehouseStock.Count(values), {
    success: (counted) =>
      counted.delta === 0
        ? t("countUnchanged", { number: row.skuNumber })
        : t("counted", {
            number: row.skuNumber,
            delta: formatChange(counted.delta),
            quantity: counted.quantity,
          }),
    then: onClose,
    mapErrors: onField("countedQuantity"),
  });
  return (
    <FormDialog
      id="stock-count-form"
      title={t("countTitle", {
        number: row.skuNumber,
        warehouse: row.warehouseName,
        location: row.locationCode,
      })}
      description={t("countDescription", { quantity: row.quantity })}
      submitLabel={t("countSubmit")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NumberField
        form={form}
        name="countedQuantity"
        label={t("countedQuantity")}
        hint={floor > 0 ? t("countFloorHint", { min: floor }) : undefined}
        min={floor}
        required
      />
      <TextField form={form} name="remark" label={t("countReason")} required />
    </FormDialog>
  );
}
