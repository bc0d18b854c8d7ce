import { describe, expect, it } from "vitest";
import { expectFilled } from "../../tests/support/expect-filled";
import { finishes } from "./finishes";
import { galleryItems } from "./gallery";
import { grades, selectAndBetterStatement } from "./grades";
import { installationSteps, maintenanceImportance } from "./installation";
import { woodSpecies } from "./species";

/* The flooring guides' facts: the colour gallery, grades, wood species, finishes, installation. */

describe("gallery", () => {
  it("has the eight colours in order, each with its gallery picture", () => {
    expect(galleryItems.map(({ title, color }) => [title, color])).toEqual([
      ["Nature", "Natural Wood Tones"],
      ["Lily Canvas", "Light Cream"],
      ["Ivory Gold", "Golden Beige"],
      ["Burlywood", "Warm Brown"],
      ["Silver", "Cool Grey"],
      ["Senior Grey", "Charcoal"],
      ["Old Prairie", "Weathered Oak"],
      ["Nudie", "Natural Finish"],
    ]);
    for (const item of galleryItems) {
      const kebab = item.title.toLowerCase().replace(/\s+/g, "-");
      expect(item.id).toBe(kebab);
      expect(item.image).toBe(`gallery/${kebab}`);
    }
  });
});

describe("grades", () => {
  it("lists Clear, Premier, Select and Heritage in order", () => {
    expect(grades.map((grade) => grade.name)).toEqual(["Clear", "Premier", "Select", "Heritage"]);
    expect(grades.map((grade) => grade.image)).toEqual([
      "grade/clear",
      "grade/premier",
      "grade/select",
      "grade/heritage",
    ]);
    for (const grade of grades) {
      expect(grade.description.length).toBeGreaterThanOrEqual(1);
      expect(grade.description.length).toBeLessThanOrEqual(2);
    }
  });

  it("states the specified facts", () => {
    const text = (index: number) => grades[index]!.description.join(" ");
    for (const mark of [
      "staining",
      "checking",
      "mineral streaks",
      "pin knots",
      "character marks",
    ]) {
      expect(text(0)).toContain(mark);
    }
    expect(text(1)).toContain("colour variation");
    expect(text(2)).toContain("natural medley of colour and character");
    expect(text(3)).toContain("two inches across");
    expect(selectAndBetterStatement.text).toContain("only use Select and better");
  });
});

describe("wood species", () => {
  it("lists red oak, maple and walnut with their Janka ratings", () => {
    expect(woodSpecies.map((species) => [species.id, species.janka])).toEqual([
      ["red-oak", 1290],
      ["maple", 1450],
      ["walnut", 1010],
    ]);
    for (const species of woodSpecies) {
      expect(species.paragraphs).toHaveLength(2);
      expect(species.traits.length).toBeGreaterThanOrEqual(3);
      expect(species.traits.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("finishes", () => {
  it("lists the five finishes in order", () => {
    expect(finishes.map((finish) => [finish.name, finish.image])).toEqual([
      ["Smooth", "finish/smooth"],
      ["Wire Brushed", "finish/wire-brushed"],
      ["Hand Scraped", "finish/hand-scraped"],
      ["Distressed", "finish/distressed"],
      ["UV Oil Finish", "finish/uv-oil"],
    ]);
    for (const finish of finishes) {
      expect(finish.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(finish.paragraphs.length).toBeLessThanOrEqual(2);
    }
  });
});

describe("installation and maintenance", () => {
  it("has six steps numbered 1 to 6", () => {
    expect(installationSteps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const step of installationSteps) expectFilled(step, `step ${step.number}`);
  });

  it("states the specified facts", () => {
    const text = installationSteps.map((step) => step.text);
    expect(text[1]).toContain("at least 48 hours before installation");
    expect(text[1]).toMatch(/plastering, cement work and painting/);
    expect(text[2]).toMatch(/cannot be returned or credited/);
    expect(text[3]).toMatch(/cut out deficient pieces/);
    expect(text[3]).toMatch(/professional certified installers/);
    expect(text[4]).toMatch(/colour, tone and grain/);
    expect(text[5]).toMatch(/voids the warranty/);
    expect(maintenanceImportance.title).toBe("Importance of Floor Maintenance");
    expect(maintenanceImportance.paragraphs).toHaveLength(2);
  });
});
