-- Opening stock (issue 10 review): a database made before 0006 holds SKU stock that no placed
-- ledger row explains (the old seed wrote total_stock directly; the old AdjustStock wrote ledger
-- rows without a place). Such stock could never be moved, counted out or shipped. Per tenant
-- that has any, this puts it at one place, warehouse "Opening stock", location OPEN-00-00:
-- unplaced ledger rows move there, a Count row explains what no row explains, and the place's
-- balance is its ledger sum. A database whose stock the ledger already explains (every one made
-- since 0006) is left exactly as it is.
CREATE TEMPORARY TABLE opening_tenants AS
SELECT s.tenant_id
FROM product_skus s
LEFT JOIN (SELECT sku_id, sum(delta) AS total FROM stock_ledger GROUP BY sku_id) l ON l.sku_id = s.id
WHERE s.total_stock <> coalesce(l.total, 0)
UNION
SELECT tenant_id FROM stock_ledger WHERE location_id IS NULL;
--> statement-breakpoint
INSERT INTO warehouses (id, tenant_id, name, status, description)
SELECT gen_random_uuid(), t.tenant_id, 'Opening stock', 'Enable',
  'Stock held before the stock ledger; move it to its real places with transfers.'
FROM opening_tenants t
WHERE NOT EXISTS (
  SELECT 1 FROM warehouses w
  WHERE w.tenant_id = t.tenant_id AND lower(w.name) = 'opening stock' AND w.is_deleted = false
);
--> statement-breakpoint
INSERT INTO warehouse_locations (id, tenant_id, warehouse_id, frame, layer, position, status)
SELECT gen_random_uuid(), w.tenant_id, w.id, 'OPEN', '00', '00', 'Enable'
FROM warehouses w
JOIN opening_tenants t ON t.tenant_id = w.tenant_id
WHERE lower(w.name) = 'opening stock' AND w.is_deleted = false
  AND NOT EXISTS (
    SELECT 1 FROM warehouse_locations l
    WHERE l.warehouse_id = w.id AND lower(l.frame) = 'open' AND l.layer = '00'
      AND l.position = '00' AND l.is_deleted = false
  );
--> statement-breakpoint
CREATE TEMPORARY TABLE opening_places AS
SELECT w.tenant_id, w.id AS warehouse_id, l.id AS location_id
FROM warehouses w
JOIN opening_tenants t ON t.tenant_id = w.tenant_id
JOIN warehouse_locations l ON l.warehouse_id = w.id AND lower(l.frame) = 'open'
  AND l.layer = '00' AND l.position = '00' AND l.is_deleted = false
WHERE lower(w.name) = 'opening stock' AND w.is_deleted = false;
--> statement-breakpoint
UPDATE stock_ledger g
SET warehouse_id = p.warehouse_id, location_id = p.location_id
FROM opening_places p
WHERE g.tenant_id = p.tenant_id AND g.location_id IS NULL;
--> statement-breakpoint
INSERT INTO stock_ledger (id, tenant_id, sku_id, warehouse_id, location_id, delta, reason, remark)
SELECT gen_random_uuid(), s.tenant_id, s.id, p.warehouse_id, p.location_id,
  s.total_stock - coalesce(l.total, 0), 'Count', 'Opening balance: stock held before the ledger'
FROM product_skus s
JOIN opening_places p ON p.tenant_id = s.tenant_id
LEFT JOIN (SELECT sku_id, sum(delta) AS total FROM stock_ledger GROUP BY sku_id) l ON l.sku_id = s.id
WHERE s.total_stock <> coalesce(l.total, 0);
--> statement-breakpoint
INSERT INTO stock_balances (tenant_id, sku_id, warehouse_id, location_id, quantity)
SELECT g.tenant_id, g.sku_id, g.warehouse_id, g.location_id, sum(g.delta)
FROM stock_ledger g
JOIN opening_places p ON p.location_id = g.location_id
GROUP BY g.tenant_id, g.sku_id, g.warehouse_id, g.location_id
ON CONFLICT (tenant_id, sku_id, location_id) DO UPDATE SET quantity = excluded.quantity;
--> statement-breakpoint
DROP TABLE opening_places, opening_tenants;
