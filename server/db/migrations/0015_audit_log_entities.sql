DROP INDEX "audit_logs_time_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "entity_ids" uuid[];--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_time_idx" ON "audit_logs" USING btree ("tenant_id","execution_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_user_time_idx" ON "audit_logs" USING btree ("tenant_id","user_id","execution_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_service_time_idx" ON "audit_logs" USING btree ("tenant_id","service_name","method_name","execution_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_ids_idx" ON "audit_logs" USING gin ("entity_ids");