import "server-only";
import type { Db } from "../types";
import { selfLiftPoints, warehouseLocations, warehouses } from "../schema";
import { locationIds } from "./locations";

// Demo warehouses (issue 10): three warehouses with their racks (frame, layer, position) and two
// self-pickup points in seeded cities. Stock-ins, and so stock, come with the next part.

interface DemoWarehouse {
  name: string;
  description: string;
  /** frames × layers × positions, zero-padded ("A-01-02") */
  frames: readonly string[];
  layers: number;
  positions: number;
}

const WAREHOUSES: readonly DemoWarehouse[] = [
  {
    name: "Toronto DC",
    description: "Distribution centre for Ontario and the Prairies.",
    frames: ["A", "B"],
    layers: 2,
    positions: 3,
  },
  {
    name: "Montreal Depot",
    description: "Depot serving Quebec and the Maritimes.",
    frames: ["A"],
    layers: 3,
    positions: 3,
  },
  {
    name: "Shenzhen Hub",
    description: "Sourcing hub for goods from southern China.",
    frames: ["A", "B", "C"],
    layers: 1,
    positions: 2,
  },
];

const POINTS = [
  {
    warehouse: "Toronto DC",
    name: "Toronto Front Street pickup",
    contacts: "Olivia Tremblay",
    contactNumber: "+1 416-555-0142",
    contactEmail: "pickup.toronto@quay.local",
    region: ["Canada", "Ontario", "Toronto"],
    address: "220 Front St W, Toronto, ON M5V 3J1",
    remark: "Mon–Sat 9:00–18:00; bring the order number.",
  },
  {
    warehouse: "Shenzhen Hub",
    name: "Shenzhen Nanshan pickup",
    contacts: "Zhang Wei",
    contactNumber: "+86 755 5555 0188",
    contactEmail: "pickup.shenzhen@quay.local",
    region: ["China", "Guangdong", "Shenzhen"],
    address: "深南大道 9988 号, 南山区, 深圳市 518057",
    remark: null,
  },
] as const;

const pad = (n: number) => String(n).padStart(2, "0");
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export async function seedWarehouses(db: Db, creatorUserId: string): Promise<void> {
  const stamp = { creatorUserId };
  const rows = await db
    .insert(warehouses)
    .values(WAREHOUSES.map((w) => ({ name: w.name, description: w.description, ...stamp })))
    .returning({ id: warehouses.id, name: warehouses.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await db.insert(warehouseLocations).values(
    WAREHOUSES.flatMap((w) =>
      w.frames.flatMap((frame) =>
        range(w.layers).flatMap((layer) =>
          range(w.positions).map((position) => ({
            warehouseId: idOf.get(w.name)!,
            frame,
            layer: pad(layer),
            position: pad(position),
            ...stamp,
          })),
        ),
      ),
    ),
  );
  for (const { warehouse, region, ...point } of POINTS) {
    const ids = await locationIds(db, region);
    await db.insert(selfLiftPoints).values({
      ...point,
      warehouseId: idOf.get(warehouse)!,
      countryId: ids.countryId,
      provinceId: ids.provinceId!,
      cityId: ids.cityId!,
      ...stamp,
    });
  }
}
