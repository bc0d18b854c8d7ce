import type { MessageKey } from "~/platform/i18n/i18n";

/*
 * The audit log's vocabulary (decision 057). The platform keeps the mechanism: an action is a
 * name, a label in the activity log and who may read it. Each feature declares its own actions
 * with `defineAuditActions`, registers them with `registerAuditActions` and adds them to
 * `AuditActionRegistry`, so that recording an action nobody declared is a type error; the
 * activity log reads the registry.
 */

/** Who reads an action's entries: administrators only (accounts, addresses typed by strangers), or all staff. */
export type AuditReaders = "administrators" | "staff";

export interface AuditActionDeclaration {
  /** The action's name in the activity log. */
  label: MessageKey;
  readers: AuditReaders;
  /** Where the action stands in the activity log's list of actions (smallest first). */
  order: number;
}

/**
 * Every declared group of actions, by the name it is registered under. Each feature adds its own
 * (`declare module "~/platform/audit/audit-actions" { interface AuditActionRegistry { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuditActionRegistry {}

/** Everything the audit log records, by the name its entries carry. */
export type AuditAction = {
  [Group in keyof AuditActionRegistry]: keyof AuditActionRegistry[Group] & string;
}[keyof AuditActionRegistry];

/** A group of actions, by name, as a feature declares them (its names kept as literal types). */
export const defineAuditActions = <const Actions extends Record<string, AuditActionDeclaration>>(actions: Actions) => actions;

const registered = new Map<string, AuditActionDeclaration>();

/** Makes a declared group known to the activity log; a name registered twice is a mistake. */
export function registerAuditActions(actions: Readonly<Record<string, AuditActionDeclaration>>) {
  for (const [name, declaration] of Object.entries(actions)) {
    const known = registered.get(name);
    if (known && known !== declaration) throw new Error(`The audit action "${name}" is registered twice.`);
    registered.set(name, declaration);
  }
}

export const isAuditAction = (value: string): value is AuditAction => registered.has(value);

/** Every registered action, in the activity log's order. */
const auditActions = (): AuditAction[] =>
  [...registered.entries()].sort(([, a], [, b]) => a.order - b.order).map(([name]) => name as AuditAction);

/** What a role may read in the activity log, in the log's order. */
export const auditActionsFor = (role: string | null | undefined): readonly AuditAction[] =>
  role === "admin"
    ? auditActions()
    : role === "editor"
      ? auditActions().filter((name) => registered.get(name)?.readers === "staff")
      : [];

/** An action's label in the activity log. */
export const auditActionLabel = (action: AuditAction): MessageKey => registered.get(action)!.label;
