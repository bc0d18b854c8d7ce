import { db } from "~/platform/db/client.server";
import { withSearchParams } from "~/platform/http/search-params";
import { STAFF_ROLES } from "~/platform/entities/define";
import { requireRole } from "~/features/auth/require-role.server";
import { listMedia, MEDIA_PAGE_SIZE, mediaQuerySchema } from "./media-list.server";
import { mediaCard } from "./media-library.server";
import type { Route } from "./+types/api-admin-media";

/*
 * GET /api/admin/media?q=&use=&source=&by=&from=&to=&page= (decision 065): a page of the media
 * library as JSON, for a picture field's "choose from the library": `{items, total, page, pages}`,
 * each item its id, stored key (`path`, the value a picture field keeps), file name, size,
 * descriptions and a signed thumbnail link. Staff only; never stored (server/admin-area.ts).
 */
export const loader = withSearchParams(mediaQuerySchema, async ({ request, context }: Route.LoaderArgs, query) => {
  requireRole(request, context, STAFF_ROLES);
  const { items, total } = await listMedia(query, db());
  return Response.json({ items: items.map(mediaCard), total, page: query.page, pages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)) });
});
