import type { Page } from "@playwright/test";

// What a person does on the warehouse screens in more than one test.

/** Adds a location in the open location dialog, whose warehouse is already chosen. */
export async function addLocation(page: Page, frame: string, layer: string, position: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Frame").fill(frame);
  await dialog.getByLabel("Layer").fill(layer);
  await dialog.getByLabel("Position").fill(position);
  await dialog.getByRole("button", { name: "Save" }).click();
}
