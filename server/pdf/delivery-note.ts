import "server-only";
import type { TOutboundDto } from "@/lib/contracts/stock";
import { formatDate } from "@/lib/format";
import type { Translate } from "@/server/i18n";
import {
  BOLD,
  CONTENT,
  type Doc,
  ensureSpace,
  GREY,
  letterhead,
  MARGIN,
  note as remark,
  openDocument,
  pageFooters,
  pairColumns,
  REGULAR,
  table,
  type TableLayout,
  tableRow,
} from "./kit";

// The delivery note of an outbound record (issue 10, /warehouse/invoice/{id}), in the reader's
// language; the font, page, letterhead, tables and footers are the PDF kit's (./kit.ts).

/** # · SKU number · product · quantity · location */
const LINES: TableLayout = {
  widths: [24, 128, 231, 52, 80],
  align: ["left", "left", "left", "right", "left"],
};

export interface DeliveryNoteOptions {
  t: Translate;
  /** the time zone dates are shown in (the app's, as on the screens) */
  timeZone: string;
}

/** The delivery note of one outbound record as PDF bytes. */
export async function renderDeliveryNote(
  note: TOutboundDto,
  { t, timeZone }: DeliveryNoteOptions,
): Promise<Buffer> {
  const title = t("warehouse.deliveryNote.title");
  const { doc, finish } = await openDocument({ title: `${title} ${note.outboundCode}`, t });
  letterhead(doc, t, title, note.outboundCode);
  parties(doc, note, t, timeZone);
  lines(doc, note, t);
  signatures(doc, t);
  pageFooters(doc, t, 0, doc.bufferedPageRange().count, note.outboundCode);
  return finish();
}

/** Two columns of label/value pairs: the document on the left, the addressee on the right. */
function parties(doc: Doc, note: TOutboundDto, t: Translate, timeZone: string) {
  pairColumns(
    doc,
    [
      [t("warehouse.deliveryNote.outboundCode"), note.outboundCode],
      [t("warehouse.deliveryNote.orderCode"), note.orderCode ?? "—"],
      [
        t("warehouse.deliveryNote.date"),
        formatDate(note.issuedTime ?? note.creationTime, timeZone),
      ],
      [t("warehouse.deliveryNote.status"), t(`enums.OutboundStatus.${note.status}`)],
      [t("warehouse.deliveryNote.warehouse"), note.warehouseName ?? "—"],
    ],
    [
      [t("warehouse.deliveryNote.recipient"), note.recipientName],
      [t("warehouse.deliveryNote.phone"), note.recipientPhone ?? "—"],
      [t("warehouse.deliveryNote.address"), note.recipientAddress ?? "—"],
      ...(note.customerName
        ? [[t("warehouse.deliveryNote.customer"), note.customerName] as [string, string]]
        : []),
    ],
  );
  if (note.remark) remark(doc, t("warehouse.deliveryNote.remark"), note.remark);
}

function lines(doc: Doc, note: TOutboundDto, t: Translate) {
  doc.y += 6;
  table(
    doc,
    LINES,
    [
      "#",
      t("warehouse.deliveryNote.skuNumber"),
      t("warehouse.deliveryNote.productName"),
      t("warehouse.deliveryNote.quantity"),
      t("warehouse.deliveryNote.location"),
    ],
    note.lines.map((line, i) => [
      String(i + 1),
      line.skuNumber,
      line.productName,
      String(line.quantity),
      line.locationCode ?? "—",
    ]),
  );
  tableRow(
    doc,
    LINES,
    [
      "",
      t("warehouse.deliveryNote.total"),
      t("warehouse.deliveryNote.lineCount", { count: note.lines.length }),
      String(note.totalQuantity),
      "",
    ],
    { font: BOLD },
  );
}

/** Who handed the goods over and who received them, each with a line to sign and a date. */
function signatures(doc: Doc, t: Translate) {
  ensureSpace(doc, 94);
  const top = doc.y + 36;
  const width = CONTENT / 2 - 20;
  const boxes = [t("warehouse.deliveryNote.shippedBy"), t("warehouse.deliveryNote.receivedBy")];
  boxes.forEach((label, i) => {
    const x = MARGIN + i * (width + 40);
    doc
      .moveTo(x, top + 24)
      .lineTo(x + width, top + 24)
      .lineWidth(0.75)
      .strokeColor("black");
    doc.stroke();
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text(label, x, top + 28, { width });
    doc
      .moveTo(x, top + 58)
      .lineTo(x + width * 0.6, top + 58)
      .stroke();
    doc.text(t("warehouse.deliveryNote.signDate"), x, top + 62, { width });
  });
  doc.x = MARGIN;
}
