import type { FieldDeclaration, FieldKind } from "~/platform/entities/define";

/*
 * Where the product editor shows each declared field: its tab is the field's group, its place in
 * the tab follows from its kind. The tabs render the places below, each a loop over the fields
 * placed there, so a field added to the declaration shows in the editor without a line of its own;
 * a field whose kind has no place in its tab is refused here, before anyone opens the editor.
 * Shared by browser and server.
 */

/**
 * The places of each tab:
 * - basic: `lead` (the first required line of text: the title), `body` (multiline text), `category`,
 *   `details` (short text and numbers, two to a row), `position` (the display order, shown as the
 *   product's place in the list), `switches` (yes or no), `picture`;
 * - seo: `search` (the fields search engines read);
 * - images: `colours` (the colour pictures);
 * - french: `translation` (a French text beside the English one it translates).
 */
type EditorPlace = "lead" | "body" | "category" | "details" | "position" | "switches" | "picture" | "search" | "colours" | "translation";

type Placed<F> = { field: F; place: EditorPlace };

/** Where the Basic info tab shows each kind. */
const basicPlaces: Record<FieldKind, EditorPlace | null> = {
  text: "details",
  number: "details",
  decimal: "details",
  position: "position",
  multiline: "body",
  treeNode: "category",
  boolean: "switches",
  picture: "picture",
  colourImages: null,
  date: null,
  month: null,
  choice: null,
  richText: null,
  pictures: null,
  links: null,
  references: null,
  openingHours: null,
};

function placeOf(field: FieldDeclaration, isLead: boolean): EditorPlace | null {
  switch (field.group) {
    case "basic":
      return field.kind === "text" && isLead ? "lead" : basicPlaces[field.kind];
    case "seo":
      return field.kind === "text" || field.kind === "multiline" ? "search" : null;
    case "images":
      return field.kind === "colourImages" ? "colours" : null;
    case "french":
      return (field.kind === "text" || field.kind === "multiline") && field.translates ? "translation" : null;
    default:
      return null;
  }
}

/** Every field of `entity` with its place, in the declaration's order; throws for a field no tab can show. */
export function editorLayout<F extends FieldDeclaration>(entity: { name: string; fields: readonly F[] }): Placed<F>[] {
  const lead = entity.fields.find((field) => field.group === "basic" && field.kind === "text" && field.required);
  return entity.fields.map((field) => {
    const place = placeOf(field, field === lead);
    if (!place) throw new Error(`${entity.name}.${field.key}: the editor has no place for a ${field.kind} field on its ${field.group} tab`);
    return { field, place };
  });
}

/** The fields shown at one place, in the declaration's order. */
export function fieldsAt<F extends FieldDeclaration>(layout: readonly Placed<F>[], place: EditorPlace): F[] {
  return layout.filter((item) => item.place === place).map((item) => item.field);
}
