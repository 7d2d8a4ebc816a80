// The list kit in one import, for list components (brand, and what `npm run new:module` writes).
export { col } from "./columns";
export { CreateButton } from "./create-button";
export { DialogEditedList } from "./dialog-edited-list";
export { RowActions, RowMenu } from "./row-actions";
export { BinButton, binOf } from "./bin";
