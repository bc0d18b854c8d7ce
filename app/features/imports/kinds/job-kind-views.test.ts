import { describe, expect, it } from "vitest";
import { JOB_KIND_VIEWS, jobKindViewOf } from "./job-kind-views";
import { JOB_KINDS } from "./index.server";

describe("the import pages' views of job kinds", () => {
  it("has a view for every kind the registry declares, and no other", () => {
    expect(Object.keys(JOB_KIND_VIEWS).sort()).toEqual(Object.keys(JOB_KINDS).sort());
  });

  it("shows only the common parts for a job of no known kind, not even one named after an object's own keys", () => {
    for (const kind of ["nightly-report", "toString", "__proto__", "constructor"]) {
      expect(jobKindViewOf(kind)).toEqual({});
    }
  });
});
