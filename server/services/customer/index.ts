import "server-only";
import { customerBillAddressService, customerReceivingAddressService } from "./address";
import { customerService } from "./customer";

export const customerServices = [
  customerService,
  customerBillAddressService,
  customerReceivingAddressService,
] as const;
