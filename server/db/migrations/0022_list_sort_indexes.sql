CREATE INDEX "product_skus_sale_price_idx" ON "product_skus" USING btree ("tenant_id","sale_price");--> statement-breakpoint
CREATE INDEX "product_skus_available_idx" ON "product_skus" USING btree ("tenant_id","available_stock");--> statement-breakpoint
CREATE INDEX "product_skus_total_idx" ON "product_skus" USING btree ("tenant_id","total_stock");--> statement-breakpoint
CREATE INDEX "product_skus_sales_idx" ON "product_skus" USING btree ("tenant_id","sales_volume");--> statement-breakpoint
CREATE INDEX "product_skus_time_idx" ON "product_skus" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_time_idx" ON "products" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree ("tenant_id",lower("real_name"));--> statement-breakpoint
CREATE INDEX "customers_enterprise_sort_idx" ON "customers" USING btree ("tenant_id",lower("enterprise_name"));--> statement-breakpoint
CREATE INDEX "customers_quota_idx" ON "customers" USING btree ("tenant_id","account_quota");--> statement-breakpoint
CREATE INDEX "customers_time_idx" ON "customers" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("tenant_id","total_amount");