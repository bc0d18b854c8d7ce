import { createContext, type RouterContextProvider } from "react-router";

/*
 * What the HTTP server hands every loader, action and the document's render for one request
 * (React Router's context, decision 055): the server sets it once in `getLoadContext`, and each
 * reads it with `siteRequestOf(context)`. Its fields are declared where the server builds it
 * (server/app.ts), so that this module knows nothing of what they hold.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by server/app.ts
export interface SiteRequest {}

export const siteRequest = createContext<SiteRequest>();

/** The context React Router passes a loader, an action or the document's render. */
export type RequestContext = Readonly<RouterContextProvider>;

/** This request's values from the server. */
export const siteRequestOf = (context: RequestContext): SiteRequest => context.get(siteRequest);
