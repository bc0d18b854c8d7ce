/*
 * The demo catalogue's grades and packing as the French site writes them: the grades under the
 * names Quebec's flooring trade gives them (as the grades page does: « Sélect et meilleur »), the
 * packing in French units (pi², boîtes, palettes). Staff write their own products' French.
 */

export const demoLevelsFr: Readonly<Record<string, string>> = {
  "Select & Better": "Sélect et meilleur",
  "Select (AB)": "Sélect (AB)",
  "Rustic (ABCD)": "Rustique (ABCD)",
  Character: "Caractère",
  Premier: "Premier choix",
  Prime: "Prime",
  Heritage: "Patrimoine",
  AC3: "AC3",
  AC4: "AC4",
  "Wear layer 12 mil": "Couche d’usure de 12 mil",
  "Wear layer 20 mil": "Couche d’usure de 20 mil",
};

const decimal = (text: string) => text.replace(/(\d)\.(\d)/g, "$1,$2");

/** '8 pcs/box, 31.09 sq ft/box, 40 boxes/pallet' as « 8 pièces/boîte, 31,09 pi²/boîte, 40 boîtes/palette ». */
export function demoPackingFr(packing: string): string {
  return decimal(packing)
    .replace(/Random lengths (\S+) mm/, "Longueurs variées de $1 mm")
    .replace(/(\d+) ft lengths/, "Longueurs de $1 pi")
    .replace(/\((\d+) A \+ (\d+) B\)/, "($1 A + $2 B)")
    .replace(/(\d+) pcs?\//g, (_, count: string) => `${count} ${count === "1" ? "pièce" : "pièces"}/`)
    .replace(/(\d+) pcs?\b/g, (_, count: string) => `${count} ${count === "1" ? "pièce" : "pièces"}`)
    .replace(/sq ft/g, "pi²")
    .replace(/(\d+) boxes\//g, "$1 boîtes/")
    .replace(/(\d+) cartons\//g, "$1 cartons/")
    .replace(/\/box\b/g, "/boîte")
    .replace(/\/pallet\b/g, "/palette")
    .replace(/\/sleeve\b/g, "/manchon")
    .replace(/\/bag\b/g, "/sac")
    .replace(/\/bundle\b/g, "/paquet");
}
