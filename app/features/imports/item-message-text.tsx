import { useT } from "~/platform/i18n/i18n";
import { itemMessageText } from "~/features/imports/item-message";

/** Says a job's stored item message (a key, a key with values, or plain text) in the reader's language. */
export function useItemMessage(): (stored: string) => string {
  const { t, isKey } = useT();
  return (stored) =>
    itemMessageText(
      stored,
      (key, values) => t(key, values as never),
      isKey,
    );
}
