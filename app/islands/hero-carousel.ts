/*
 * The home page's carousel as an island: a module of its own, imported only by the islands'
 * module, so that the build records its chunk under this source (the component's own module is
 * shared with the app's home page preview).
 */
export { HeroCarousel as default } from "~/features/site/hero-carousel";
