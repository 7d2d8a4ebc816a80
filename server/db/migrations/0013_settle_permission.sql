-- Settling supplier sales moved from purchase to finance (issue 12): `Pages.Purchase.SalesRecord.Settle`
-- is now `Pages.Finance.SalesRecord.Settle`. A role that held the old grant and opens finance's
-- entry (Pages.Finance.SalesRecord) keeps settling under the new name; the old, dead grant goes.
-- Idempotent: a database seeded since the rename holds no old grant and is left as it is.
INSERT INTO role_permissions (role_id, name, tenant_id)
SELECT p.role_id, 'Pages.Finance.SalesRecord.Settle', p.tenant_id
FROM role_permissions p
WHERE p.name = 'Pages.Purchase.SalesRecord.Settle'
  AND EXISTS (SELECT 1 FROM role_permissions f
              WHERE f.role_id = p.role_id AND f.name = 'Pages.Finance.SalesRecord')
ON CONFLICT (role_id, name) DO NOTHING;
--> statement-breakpoint
DELETE FROM role_permissions WHERE name = 'Pages.Purchase.SalesRecord.Settle';
