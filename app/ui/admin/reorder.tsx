import { GripVertical } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { cn } from "~/ui/class-names";

/*
 * What every list staff put in order shares: after a move by keyboard, the focus stays on the
 * moved item's control, wherever the item went (a moved row is taken out of the page and put back,
 * and a 'Move up' button at the top is disabled: either way the focus would fall to the top of the
 * page); and a drag handle that is a button of its own, reached with Tab and moved with the arrow
 * keys.
 *
 * A list marks each item `data-move-item="<its key>"` and each of its controls
 * `data-move-control="up" | "down" | "handle"`.
 */

export type MoveControl = "up" | "down" | "handle";

/**
 * Call the answer with an item's key and the control used when a move starts; once the list's
 * order (`order`, its keys joined) has changed, that control of that item has the focus again, or
 * the other arrow when the one used is disabled now.
 */
export function useFocusAfterMove(order: string) {
  const pending = useRef<{ item: string; control: MoveControl } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const item = document.querySelector(`[data-move-item="${CSS.escape(wanted.item)}"]`);
    if (!item) return;
    pending.current = null;
    const usable = (control: MoveControl) => item.querySelector<HTMLElement>(`[data-move-control="${control}"]:not(:disabled)`);
    const fallback: MoveControl[] = wanted.control === "up" ? ["down", "handle"] : wanted.control === "down" ? ["up", "handle"] : ["up", "down"];
    const target = [wanted.control, ...fallback].map(usable).find(Boolean);
    target?.focus();
  }, [order]);
  return (item: string | number, control: MoveControl) => {
    pending.current = { item: String(item), control };
  };
}

/**
 * A drag handle that is also a keyboard control: Tab reaches it, the up and down arrow keys move
 * its item one place (`onMove(-1 | 1)`), and its description says so.
 */
export function DragHandle({ label, keyboardHint, onMove, className }: { label: string; keyboardHint: string; onMove: (step: -1 | 1) => void; className?: string }) {
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    onMove(event.key === "ArrowUp" ? -1 : 1);
  };
  return (
    <>
      <button
        type="button"
        data-move-control="handle"
        aria-label={label}
        aria-describedby={hintId}
        aria-keyshortcuts="ArrowUp ArrowDown"
        title={label}
        onKeyDown={onKeyDown}
        className={cn("inline-flex size-11 cursor-grab items-center justify-center rounded-sm text-stone hover:bg-linen hover:text-walnut", className)}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span id={hintId} hidden>
        {keyboardHint}
      </span>
    </>
  );
}
