import { db } from "~/platform/db/client.server";
import { requestUrl } from "~/platform/http/request-url";
import { STAFF_ROLES } from "~/platform/entities/define";
import { requireRole } from "~/features/auth/require-role.server";
import { listMedia, MEDIA_PAGE_SIZE, readMediaQuery } from "./media-list.server";
import { mediaCard } from "./media-library.server";
import type { Route } from "./+types/api-admin-media";

/*
 * GET /api/admin/media?q=&use=&source=&by=&from=&to=&page= (decision 065): a page of the media
 * library as JSON, for a picture field's "choose from the library": `{items, total, page, pages}`,
 * each item its id, stored key (`path`, the value a picture field keeps), file name, size,
 * descriptions and a signed thumbnail link. Staff only; never stored (server/admin-area.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, STAFF_ROLES);
  const query = readMediaQuery(requestUrl(request).searchParams);
  const { items, total } = await listMedia(query, db());
  return Response.json({ items: items.map(mediaCard), total, page: query.page, pages: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)) });
}
