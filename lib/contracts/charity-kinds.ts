// No zod here: the money record screens read this in the browser without loading zod (issue 7).
import type { PermissionName } from "@/lib/permissions";

/**
 * The three kinds of money record (issue 17): the service each is called through, its code's
 * prefix, its screen's permission and route, and what it requires besides the shared fields.
 */
export const moneyKinds = {
  Donation: {
    /** its messages `entities.*`: one record (toasts, confirmations) and the list's things */
    entity: "donationIncome",
    entities: "donationIncomes",
    service: "DonationIncome",
    prefix: "DN",
    page: "Pages.FinanceManage.DonationIncome",
    route: "/charity/donationIncomes",
    fundRequired: true,
    category: false,
  },
  OtherIncome: {
    /** its messages `entities.*`: one record (toasts, confirmations) and the list's things */
    entity: "otherIncome",
    entities: "otherIncomes",
    service: "OtherIncome",
    prefix: "OI",
    page: "Pages.FinanceManage.OtherIncome",
    route: "/charity/otherIncomes",
    fundRequired: false,
    category: true,
  },
  Expense: {
    /** its messages `entities.*`: one record (toasts, confirmations) and the list's things */
    entity: "expenseRecord",
    entities: "expenseRecords",
    service: "ExpenseRecord",
    prefix: "EX",
    page: "Pages.FinanceManage.Expense",
    route: "/charity/expenses",
    fundRequired: true,
    category: false,
  },
} as const satisfies Record<
  string,
  {
    entity: string;
    entities: string;
    service: string;
    prefix: string;
    page: PermissionName;
    route: string;
    fundRequired: boolean;
    category: boolean;
  }
>;
export type TMoneyKind = keyof typeof moneyKinds;

/** A record's create, edit and delete permissions. */
export const moneyPermissions = (kind: TMoneyKind) => {
  const page = moneyKinds[kind].page;
  return {
    create: `${page}.Create`,
    edit: `${page}.Edit`,
    remove: `${page}.Delete`,
  } as {
    [K in "create" | "edit" | "remove"]: `${typeof page}.${"Create" | "Edit" | "Delete"}` &
      PermissionName;
  };
};

/** The files a record keeps (receipts, vouchers). */
export const MAX_RECEIPTS = 10;
