import { describe, expect, it } from "vitest";
import { homeCategories } from "~/content/categories";
import { aboutEn } from "~/content/about";

const forestToFlooring = aboutEn.forest;
import { home } from "~/content/home";
import { siteIcons } from "./site-icon";

describe("site icons", () => {
  it("bundles every icon the content names", () => {
    const named = [...homeCategories.map((category) => category.icon), ...home.whyChoose.items.map((item) => item.icon), ...forestToFlooring.qualityBullets.map((bullet) => bullet.icon)];
    for (const name of named) expect(siteIcons[name], name).toBeDefined();
  });
});
