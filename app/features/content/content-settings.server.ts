import { registerSetting } from "~/platform/config/settings.server";

// The site's content's own settings (decision 057): administrators change them in the admin.

declare module "~/platform/config/settings.server" {
  interface Settings {
    /** The categories a news article may take, in the order the editor offers them. */
    newsCategories: string[];
  }
}

registerSetting("newsCategories", ["Guide", "Company News", "Sustainability", "Trends"]);
