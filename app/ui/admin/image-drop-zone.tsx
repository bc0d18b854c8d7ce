import { Upload } from "lucide-react";
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "~/ui/button";
import { useT } from "~/platform/i18n/i18n";
import { useHydrated } from "~/platform/render/use-hydrated";
import { cn } from "~/ui/class-names";

/*
 * Where the admin's picture fields take files: a zone files can be dropped on, and the picker
 * (a button with JavaScript, the file input itself without).
 */

/** What the file picker offers (the server reads the bytes, whatever the picker let through). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** Where files can be dropped: the picker button, the hint and whatever the field shows. */
export function DropZone({
  onFiles,
  busy,
  children,
  className,
}: {
  onFiles: (files: File[]) => void;
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    <div
      className={cn(
        "rounded-sm border border-dashed border-sand bg-white p-4 transition-colors",
        over && "border-brass bg-linen",
        busy && "opacity-80",
        className,
      )}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = busy ? "none" : "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        if (!busy) onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
    </div>
  );
}

/** The picker: a button for the hidden file input, or (without JavaScript) the input itself. */
export function Picker({
  id,
  name,
  label,
  multiple,
  busy,
  describedBy,
  onFiles,
  action,
}: {
  id: string;
  name: string;
  label: string;
  multiple: boolean;
  busy: boolean;
  describedBy: string;
  onFiles: (files: File[]) => void;
  /** What the button says (else 'Upload'). */
  action?: string;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  if (!hydrated) {
    // Without JavaScript the enclosing (multipart) form posts the file.
    return (
      <input
        id={id}
        type="file"
        name={`${name}File`}
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        aria-label={label}
        aria-describedby={describedBy}
        className="block w-full text-sm text-bark file:mr-4 file:min-h-10 file:rounded-sm file:border file:border-walnut/30 file:bg-white file:px-4 file:text-xs file:font-semibold file:text-walnut"
      />
    );
  }
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Choosing the same file again must fire again.
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {busy ? t("images.uploading") : (action ?? t("images.upload"))}
      </Button>
    </>
  );
}
