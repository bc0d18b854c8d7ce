/** The Enquiries tab's pages: their entry of the admin's navigation and the texts they show. */
export const enquiriesSection = { section: "enquiries", scope: ["enquiries."] } as const;
