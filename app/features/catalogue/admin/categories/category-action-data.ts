import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey } from "~/platform/i18n/i18n";

/* What the Categories page's action answers, read by the page and its forms to show the outcome. */

export type Intent = "create" | "edit" | "delete" | "move";

interface Outcome {
  ok: boolean;
  message: MessageKey;
  params?: Record<string, string | number>;
}

export interface CategoriesActionData {
  intent: Intent | null;
  /** The category the form was about. */
  id: number | null;
  result?: SubmissionResult<string[]>;
  /** When the slug is taken: the name of the category that has it. */
  takenBy?: string;
  /** Which way a category was moved. */
  direction?: "up" | "down";
  outcome?: Outcome;
}

export const isIntent = (value: unknown): value is Intent =>
  value === "create" || value === "edit" || value === "delete" || value === "move";
