CREATE INDEX "outbound_records_creation_time_idx" ON "outbound_records" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "stock_ins_creation_time_idx" ON "stock_ins" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "stock_ins_time_idx" ON "stock_ins" USING btree ("tenant_id","in_storage_time");