import { describe, expect, it } from "vitest";
import "~/registrations.server";
import { auditActionLabel, auditActionsFor, defineAuditActions, isAuditAction, registerAuditActions, type AuditAction } from "./audit-actions";

describe("the audit log's registry of actions", () => {
  it("knows the actions the features registered, with their labels", () => {
    expect(isAuditAction("sign-in")).toBe(true);
    expect(auditActionLabel("sign-in")).toBe("activity.action.signIn");
    expect(isAuditAction("no-such-action")).toBe(false);
  });

  it("refuses, as a type, a name nobody registered", () => {
    const known: AuditAction = "image-uploaded";
    // @ts-expect-error: no feature registers this action
    const unknown: AuditAction = "no-such-action";
    expect([known, unknown]).toHaveLength(2);
  });

  it("lists everything to administrators, what staff share to editors, nothing to others, in order", () => {
    const everything = auditActionsFor("admin");
    const shared = auditActionsFor("editor");
    expect(everything.slice(0, 2)).toEqual(["sign-in", "sign-in-failed"]);
    expect(shared).not.toContain("sign-in");
    expect(shared).toContain("image-uploaded");
    expect(everything.filter((name) => shared.includes(name))).toEqual(shared);
    expect(auditActionsFor("viewer")).toEqual([]);
    expect(auditActionsFor(null)).toEqual([]);
  });

  it("refuses one name registered twice by two declarations", () => {
    const again = defineAuditActions({ "sign-in": { label: "activity.action.signIn", readers: "staff", order: 0 } });
    expect(() => registerAuditActions(again)).toThrow(/registered twice/);
  });
});
