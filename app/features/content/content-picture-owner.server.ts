import { registerPictureOwner } from "~/platform/media/picture-owners.server";
import { publishedContentPictureValues } from "./public-pictures.server";

// Published entries of the site's content name their pictures: the media route serves those files
// to anyone (decision 057).
registerPictureOwner("content", (fileName) => publishedContentPictureValues(fileName));
