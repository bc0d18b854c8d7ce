import { registerPictureOwner } from "~/platform/media/picture-owners.server";
import { listPublishedImageValuesMentioning } from "~/features/catalogue/product-files.server";

// Published products name their pictures: the media route serves those files to anyone (decision 057).
registerPictureOwner("catalogue", (fileName) => listPublishedImageValuesMentioning(fileName));
