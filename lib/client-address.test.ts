import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientAddress", () => {
  it("takes the connection's address that Next.js wrote", () => {
    expect(clientAddress(from("203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientAddress(from(), 0)).toBeNull();
  });

  it("never trusts entries left of what the trusted proxies appended", () => {
    // one proxy appends its peer: whatever the client claimed stays to the left
    expect(clientAddress(from("10.0.0.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(from("10.0.0.1, 203.0.113.7"), 0)).toBe("203.0.113.7");
    // a CDN then a load balancer: the CDN's peer is the client
    expect(clientAddress(from("1.1.1.1, 203.0.113.7, 198.51.100.2"), 2)).toBe("203.0.113.7");
    // fewer entries than proxies: the leftmost there is
    expect(clientAddress(from("203.0.113.7"), 3)).toBe("203.0.113.7");
  });
});
