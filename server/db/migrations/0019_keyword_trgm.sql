CREATE INDEX "product_skus_number_trgm_idx" ON "product_skus" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_skus_model_trgm_idx" ON "product_skus" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_skus_name_trgm_idx" ON "product_skus" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("order_code" gin_trgm_ops);