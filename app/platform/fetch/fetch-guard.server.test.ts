import { describe, expect, it } from "vitest";
import { checkTarget, FetchRefused, isPublicAddress, parseAllowedHosts } from "./fetch-guard.server";

const refusal = (link: string, allowed = new Set<string>()) => {
  try {
    checkTarget(link, allowed);
    return "fetched";
  } catch (error) {
    return error instanceof FetchRefused ? error.reason : `threw ${String(error)}`;
  }
};

describe("which addresses an import may connect to", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback, end of range"],
    ["10.0.0.5", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "private 172.16/12, end"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "cloud metadata (link-local)"],
    ["169.254.0.1", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT, end"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast (SSDP)"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["240.0.0.1", "reserved"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "IPv6 unique local"],
    ["fd12:3456:789a::1", "IPv6 unique local"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2001:0:4136:e378::1", "Teredo"],
    ["2001:db8::1", "IPv6 documentation"],
    ["[::1]", "bracketed IPv6 loopback"],
    ["127.1", "short loopback"],
    ["0x7f000001", "hex loopback"],
    ["2130706433", "decimal loopback"],
    ["not an address", "not an address"],
    ["", "empty"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "takes the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("which links an import may fetch", () => {
  it.each([
    ["file:///etc/passwd", "scheme"],
    ["data:text/html,<h1>x</h1>", "scheme"],
    ["ftp://example.com/catalogue.csv", "scheme"],
    ["gopher://example.com:70/_GET", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["ws://example.com/", "scheme"],
    ["http://user:secret@example.com/", "credentials"],
    ["https://user@example.com/", "credentials"],
    ["http://example.com:8080/", "port"],
    ["https://example.com:22/", "port"],
    ["http://example.com:0/", "port"],
    ["http://127.0.0.1/", "private-address"],
    ["http://127.1/", "private-address"],
    ["http://0x7f000001/", "private-address"],
    ["http://2130706433/", "private-address"],
    ["http://0177.0.0.1/", "private-address"],
    ["http://[::1]/", "private-address"],
    ["http://[::ffff:127.0.0.1]/", "private-address"],
    ["http://[0:0:0:0:0:ffff:7f00:1]/", "private-address"],
    ["http://0.0.0.0/", "private-address"],
    ["http://0/", "private-address"],
    ["http://169.254.169.254/latest/meta-data/", "private-address"],
    ["http://10.1.2.3/", "private-address"],
    ["http://[fd00::1]/", "private-address"],
    ["not a link", "invalid-url"],
    ["", "invalid-url"],
    ["http://", "invalid-url"],
  ])("refuses %s (%s)", (link, reason) => {
    expect(refusal(link)).toBe(reason);
  });

  it("takes public web links, leaving host names to be checked once resolved", () => {
    expect(refusal("https://supplier.example.com/items/oak")).toBe("fetched");
    expect(refusal("http://93.184.216.34/")).toBe("fetched");
    expect(refusal("  https://supplier.example.com:443/x  ")).toBe("fetched");
    expect(refusal("http://localhost/")).toBe("fetched");
  });

  it("lets an allowed host:port past the port and address rules, and only that one", () => {
    const allowed = parseAllowedHosts("127.0.0.1:4567, Fixture.Test:8080");
    expect(refusal("http://127.0.0.1:4567/catalogue", allowed)).toBe("fetched");
    expect(refusal("http://127.1:4567/", allowed)).toBe("fetched");
    expect(refusal("http://fixture.test:8080/", allowed)).toBe("fetched");
    expect(refusal("http://127.0.0.1:4568/", allowed)).toBe("port");
    expect(refusal("http://127.0.0.1/", allowed)).toBe("private-address");
    expect(refusal("http://[::1]:4567/", allowed)).toBe("port");
    expect(refusal("http://user:x@127.0.0.1:4567/", allowed)).toBe("credentials");
    expect(refusal("ftp://127.0.0.1:4567/", allowed)).toBe("scheme");
  });

  it("reads IMPORT_ALLOWED_HOSTS as host:port entries and refuses anything else", () => {
    expect([...parseAllowedHosts(undefined)]).toEqual([]);
    expect([...parseAllowedHosts(" a.test:80 ,[::1]:8080,")]).toEqual(["a.test:80", "[::1]:8080"]);
    expect(() => parseAllowedHosts("a.test")).toThrow(/host:port/);
    expect(() => parseAllowedHosts("http://a.test:80")).toThrow(/host:port/);
    expect(() => parseAllowedHosts("*:80")).toThrow(/host:port/);
  });
});
