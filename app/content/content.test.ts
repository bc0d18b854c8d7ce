import { describe, expect, it } from "vitest";
import { expectFilled } from "../../tests/support/expect-filled";
import { demoProducts } from "../features/catalogue/demo-catalogue";
import * as aboutModule from "./about";
import { aboutEn } from "./about";
import * as categoriesModule from "./categories";
import { homeCategories } from "./categories";
import { imageManifest } from "./image-manifest";
import * as contactModule from "./contact";
import { contactPage } from "./contact";
import * as finishesModule from "./finishes";
import * as galleryModule from "./gallery";
import * as gradesModule from "./grades";
import * as homeModule from "./home";
import { home } from "./home";
import * as installationModule from "./installation";
import * as newsModule from "./news";
import { articles, formatArticleDate, getArticle, relatedArticles } from "./news";
import { siteLocaleTags } from "~/platform/i18n/site-locale";
import * as projectsModule from "./projects";
import { getProject, projects } from "./projects";
import { site } from "./site";
import * as slidesModule from "./slides";
import { heroSlides } from "./slides";
import * as speciesModule from "./species";
import * as valuesModule from "./values";
import { valuesEn } from "./values";

const forestToFlooring = aboutEn.forest;
const coreValues = valuesEn.values;

/** Image keys the content may use: exactly the generated images. */
const allowedImageKeys = new Set<string>(Object.keys(imageManifest));

const contentModules = {
  about: aboutModule,
  categories: categoriesModule,
  contact: contactModule,
  finishes: finishesModule,
  gallery: galleryModule,
  grades: gradesModule,
  home: homeModule,
  installation: installationModule,
  news: newsModule,
  projects: projectsModule,
  slides: slidesModule,
  species: speciesModule,
  values: valuesModule,
};

interface ImageUse {
  where: string;
  key: unknown;
  alt: unknown;
}

/** Every object with an `image` field anywhere in the exported content, with its alt text. */
function collectImages(value: unknown, where: string, out: ImageUse[] = []): ImageUse[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectImages(item, `${where}[${index}]`, out));
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("image" in record) {
      out.push({ where, key: record.image, alt: record.imageAlt ?? record.alt });
    }
    for (const [field, child] of Object.entries(record)) {
      collectImages(child, `${where}.${field}`, out);
    }
  }
  return out;
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

describe("hero slides", () => {
  it("has exactly three slides with the specified text", () => {
    expect(
      heroSlides.map(({ title, subtitle, description }) => [title, subtitle, description]),
    ).toEqual([
      [
        site.productLine,
        "Canadian First 7-inch Full Color Series",
        "Innovation in Premium Hardwood Flooring",
      ],
      [
        "UNMATCHED QUALITY",
        "Own Factory - 100,000 sq ft Monthly Production",
        "Massive Capacity, Superior Quality",
      ],
      [
        "MARKET LEADER",
        "500+ Partner Stores Across Ontario",
        "30% Annual Growth - Your Trusted Partner",
      ],
    ]);
  });

  it("uses the three hero images and an Explore Collection button into the catalogue", () => {
    expect(heroSlides.map((slide) => slide.image)).toEqual([
      "scene/hero-1",
      "scene/hero-2",
      "scene/hero-3",
    ]);
    for (const slide of heroSlides) {
      expect(slide.cta.label).toBe("Explore Collection");
      expect(slide.cta.to).toMatch(/^\/products(\?category=[a-z-]+)?$/);
    }
    expect(heroSlides[0]?.cta.to).toBe("/products?category=solid-hardwood");
  });
});

describe("core values", () => {
  it("numbers the five values 01 to 05 in order", () => {
    expect(coreValues.map((value) => [value.number, value.title])).toEqual([
      ["01", "Be Humble"],
      ["02", "Serving Mindset"],
      ["03", "Promote Trust"],
      ["04", "Family Matters"],
      ["05", "Better Everyday"],
    ]);
    for (const value of coreValues) expect(value.description.length).toBeGreaterThan(40);
  });
});

describe("home page", () => {
  it("links to the specified pages", () => {
    expect(home.aboutTeaser.cta).toEqual({ label: "Learn More", to: "/about" });
    expect(home.galleryTeaser.cta).toEqual({ label: "View Gallery", to: "/inspiration/gallery" });
    expect(home.featured.cta).toEqual({ label: "View All Products", to: "/products" });
    expect(home.contactCta.cta).toEqual({ label: "Contact Us Today", to: "/contact" });
  });

  it("shows three or four gallery pictures and one reason per company claim", () => {
    expect(home.galleryTeaser.items.length).toBeGreaterThanOrEqual(3);
    expect(home.galleryTeaser.items.length).toBeLessThanOrEqual(4);
    expect(home.aboutTeaser.paragraphs).toHaveLength(2);
    expect(home.whyChoose.items.map((item) => item.text)).toEqual(
      site.claims.map((claim) => claim.text),
    );
    for (const item of home.whyChoose.items) expect(item.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
  });
});

describe("home categories", () => {
  it("lists the seven categories with their slugs and taglines in order", () => {
    expect(homeCategories.map(({ name, slug, tagline }) => [name, slug, tagline])).toEqual([
      ["Solid Hardwood", "solid-hardwood", "Timeless beauty and durability"],
      ["Engineered Hardwood", "engineered-hardwood", "Superior stability and versatility"],
      ["SPC Floor", "spc-floor", "100% waterproof protection"],
      ["Laminate Floor", "laminate-floor", "Affordable elegance"],
      ["Wood Trim", "wood-trim", "Perfect finishing touches"],
      ["Iron Spindle & Accessories", "iron-spindle-accessories", "Complete your installation"],
      ["Stair Tread & Riser", "stair-tread-riser", "Safety meets style"],
    ]);
  });

  it("uses a product picture for every card", () => {
    for (const category of homeCategories) {
      expect(category.image).toMatch(/^(swatch|stair|trim|spindle)\//);
    }
  });
});

describe("projects", () => {
  it("has four projects with unique slug ids", () => {
    expect(projects).toHaveLength(4);
    const ids = projects.map((project) => project.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("fills every field of every project", () => {
    for (const project of projects) {
      expectFilled(project, project.id);
      expect(["Residential", "Commercial"]).toContain(project.category);
      expect(project.date).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      expect(project.area).toMatch(/^\d{1,3}(,\d{3})* sq ft$/);
      expect(project.location).toMatch(/^[A-Z][a-z]+, [A-Z][A-Za-z ]+$/);
      expect(project.details.length).toBeGreaterThanOrEqual(2);
      expect(project.details.length).toBeLessThanOrEqual(3);
    }
  });

  it("covers the four specified projects, with their three pictures each", () => {
    expect(projects.map((project) => [project.location, project.category])).toEqual([
      ["Toronto, Ontario", "Residential"],
      ["Vancouver, British Columbia", "Residential"],
      ["Montreal, Quebec", "Commercial"],
      ["Calgary, Alberta", "Commercial"],
    ]);
    ["penthouse", "heritage", "hotel", "office"].forEach((name, index) => {
      const project = projects[index];
      expect(project?.image).toBe(`project/${name}-1`);
      expect(project?.gallery.map((picture) => picture.image)).toEqual([
        `project/${name}-1`,
        `project/${name}-2`,
        `project/${name}-3`,
      ]);
    });
  });

  it("names only products that exist in the demo catalogue", () => {
    const titles = new Set(demoProducts.map((product) => product.title));
    for (const project of projects) {
      expect(project.productsUsed.length).toBeGreaterThanOrEqual(2);
      expect(project.productsUsed.length).toBeLessThanOrEqual(4);
      for (const name of project.productsUsed)
        expect(titles, `${project.id}: ${name}`).toContain(name);
    }
  });

  it("finds a project by id and returns undefined for an unknown id", () => {
    for (const project of projects) expect(getProject(project.id)).toBe(project);
    expect(getProject("no-such-project")).toBeUndefined();
    expect(getProject("")).toBeUndefined();
  });
});

describe("news articles", () => {
  it("has four articles, one per category, with unique slug ids", () => {
    expect(articles.map((article) => [article.category, article.image])).toEqual([
      ["Guide", "news/selection-guide"],
      ["Company News", "news/design-award"],
      ["Sustainability", "news/sustainability"],
      ["Trends", "news/wide-plank-trends"],
    ]);
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives every article an ISO date, 4 to 6 headings and 500 to 800 words", () => {
    for (const article of articles) {
      expectFilled(article, article.id);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      const headings = article.content.filter((block) => block.type === "heading");
      expect(headings.length, article.id).toBeGreaterThanOrEqual(4);
      expect(headings.length, article.id).toBeLessThanOrEqual(6);
      const words = article.content
        .map((block) => (block.type === "list" ? block.items.join(" ") : block.text))
        .reduce((total, text) => total + wordCount(text), 0);
      expect(words, article.id).toBeGreaterThanOrEqual(500);
      expect(words, article.id).toBeLessThanOrEqual(800);
    }
  });

  it("finds an article by id and returns undefined for an unknown id", () => {
    for (const article of articles) expect(getArticle(article.id)).toBe(article);
    expect(getArticle("no-such-article")).toBeUndefined();
  });

  it("relates the first three other articles in order, never the article itself", () => {
    for (const article of articles) {
      const related = relatedArticles(article.id);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(article);
      expect(related).toEqual(articles.filter((other) => other.id !== article.id));
    }
    const [first, second, third, fourth] = articles;
    expect(relatedArticles(second!.id)).toEqual([first, third, fourth]);
    expect(relatedArticles(first!.id, 2)).toEqual([second, third]);
    expect(relatedArticles("no-such-article")).toEqual([first, second, third]);
  });

  it("formats a date for display", () => {
    expect(formatArticleDate("2026-09-15")).toBe("September 15, 2026");
    expect(formatArticleDate("2026-09-15", "en-CA")).toBe("September 15, 2026");
  });

  it("formats a date in French, the first of the month as « 1er »", () => {
    expect(formatArticleDate("2026-11-26", "fr-CA")).toBe("26 novembre 2026");
    expect(formatArticleDate("2026-02-01", "fr-CA")).toBe("1er février 2026");
    expect(formatArticleDate("2026-08-10", "fr-CA")).toBe("10 août 2026");
    // The tags the pages pass are the site's own.
    expect(formatArticleDate("2026-11-26", siteLocaleTags.fr)).toBe("26 novembre 2026");
    expect(formatArticleDate("2026-11-26", siteLocaleTags.en)).toBe("November 26, 2026");
  });

  it("keeps an article's calendar date whatever the time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["Pacific/Kiritimati", "America/Vancouver", "Pacific/Pago_Pago"]) {
        process.env.TZ = tz;
        expect(formatArticleDate("2026-01-01", "fr-CA"), tz).toBe("1er janvier 2026");
        expect(formatArticleDate("2026-12-31", "fr-CA"), tz).toBe("31 décembre 2026");
        expect(formatArticleDate("2026-12-31"), tz).toBe("December 31, 2026");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("about page", () => {
  it("ends with four quality bullets under From Forest To Flooring", () => {
    expect(forestToFlooring.title).toBe("From Forest To Flooring");
    expect(forestToFlooring.qualityBullets).toHaveLength(4);
    expect(forestToFlooring.qualityBullets[0]?.text).toMatch(/certified sustainable forests/);
    for (const bullet of forestToFlooring.qualityBullets) expectFilled(bullet, bullet.title);
  });
});

describe("contact page", () => {
  it("uses the specified card titles", () => {
    expect(contactPage.enquiry.title).toBe("How can we help?");
    expect(contactPage.stayInTouch.title).toBe("Stay In Touch");
  });
});

describe("images", () => {
  const uses = Object.entries(contentModules).flatMap(([name, module]) =>
    collectImages(module, name),
  );

  it("finds the content's pictures", () => {
    expect(uses.length).toBeGreaterThan(50);
  });

  it("uses only known image keys, each with alt text", () => {
    for (const use of uses) {
      expect(allowedImageKeys, use.where).toContain(use.key);
      expect(typeof use.alt, use.where).toBe("string");
      expect((use.alt as string).trim().length, use.where).toBeGreaterThan(10);
    }
  });
});
