/*
 * Public pages whose French address is not the English one under /fr (decision 049): the quote
 * page is « soumission » and the samples page « échantillons » in French. Every link goes through
 * `localizedPath`, which reads this table both ways.
 */
export const frenchAddresses: Readonly<Record<string, string>> = {
  "/quote": "/soumission",
  "/samples": "/echantillons",
};
