import { describe, expect, it } from "vitest";
import { patternServing } from "./route-handles";

describe("the route serving an address", () => {
  const patterns = ["/admin", "/admin/shelf/first", "/admin/shelf/:kind", "/admin/shelf/:kind/:id", "/admin/*"];

  it("ranks fixed segments before parameters and parameters before a splat, as the router does", () => {
    expect(patternServing(patterns, "/admin")).toBe(0);
    expect(patternServing(patterns, "/admin/shelf/first")).toBe(1);
    expect(patternServing(patterns, "/admin/shelf/second")).toBe(2);
    expect(patternServing(patterns, "/admin/shelf/second/12")).toBe(3);
    expect(patternServing(patterns, "/admin/shelf/second/12/more")).toBe(4);
  });

  it("ignores letter case and answers -1 where no pattern serves", () => {
    expect(patternServing(patterns, "/ADMIN/Shelf/Second")).toBe(2);
    expect(patternServing(patterns, "/about")).toBe(-1);
  });
});
