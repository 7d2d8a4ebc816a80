import "server-only";
import { v7 as uuidv7 } from "uuid";
import {
  FEEDBACK_TYPE_KEY,
  IN_STORAGE_TYPE_KEY,
  INDUSTRY_KEY,
  LOGISTICS_COMPANY_KEY,
} from "@/lib/contracts/data-dictionary";
import type { Db } from "../types";
import { dataDictionaries } from "../schema";
import { IN_STORAGE_TYPES } from "./suppliers";

// The standard data dictionaries (issue 13): the nodes other modules offer their choices from.
// Industries are the ones the demo enterprise customers name (seed-customers.ts); logistics
// companies are the carriers a Canadian shop ships with; feedback types are the ones the demo
// feedback records (seed-feedback.ts). Display names are data, in English.

/** A value's key from its display name: its words run together, each capitalised ("RealEstate"). */
export const dictionaryKeyOf = (displayName: string) =>
  displayName
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

const value = (displayName: string) => ({ key: dictionaryKeyOf(displayName), displayName });

const DICTIONARIES: readonly {
  key: string;
  displayName: string;
  values: readonly { key: string; displayName: string }[];
}[] = [
  { key: IN_STORAGE_TYPE_KEY, displayName: "In-storage type", values: IN_STORAGE_TYPES },
  {
    key: INDUSTRY_KEY,
    displayName: "Industry",
    values: [
      "Design",
      "Education",
      "Electronics",
      "Energy",
      "Engineering",
      "Food",
      "Healthcare",
      "Hospitality",
      "Hotels",
      "Logistics",
      "Manufacturing",
      "Marine",
      "Office supplies",
      "Real estate",
      "Research",
      "Retail",
      "Wholesale",
    ].map(value),
  },
  {
    key: LOGISTICS_COMPANY_KEY,
    displayName: "Logistics company",
    values: [
      "Canada Post",
      "Purolator",
      "UPS",
      "FedEx",
      "DHL Express",
      "Canpar",
      "Loomis Express",
    ].map(value),
  },
  {
    key: FEEDBACK_TYPE_KEY,
    displayName: "Feedback type",
    values: [
      value("Suggestion"),
      value("Complaint"),
      value("Question"),
      { key: "Bug", displayName: "Problem report" },
      value("Other"),
    ],
  },
];

/** The standard dictionaries of the default tenant: each node, then its values in order. */
export async function seedDictionaries(db: Db, creatorUserId: string) {
  for (const [i, node] of DICTIONARIES.entries()) {
    const nodeId = uuidv7();
    await db.insert(dataDictionaries).values([
      {
        id: nodeId,
        creatorUserId,
        isParent: true,
        key: node.key,
        displayName: node.displayName,
        displayOrder: i + 1,
      },
      ...node.values.map((v, j) => ({
        creatorUserId,
        parentId: nodeId,
        parentKey: node.key,
        key: v.key,
        displayName: v.displayName,
        displayOrder: j + 1,
      })),
    ]);
  }
}
