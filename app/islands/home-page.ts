import "./enhance";
import { runAddToQuote, runPlaceholders } from "./product-cards";
import type { CardWords } from "./product-cards";

/*
 * The home page (features/site/home.tsx) without the client app: the chrome, the reveals and the
 * language offer as on every page (enhance.ts), and its featured products' cards as on the
 * product list (product-cards.ts). Its carousel is an island (islands.ts).
 */

const words: CardWords = document.querySelector<HTMLElement>("[data-products-words]")?.dataset ?? {};

runAddToQuote(words);
runPlaceholders();
