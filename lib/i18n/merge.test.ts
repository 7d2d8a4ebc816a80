import { describe, expect, it } from "vitest";
import { mergeMessages } from "./merge";

describe("language text overrides", () => {
  const bundled = { shell: { signOut: "Sign out", home: "Home" }, app: { name: "Quay" } };

  it("replaces texts the bundle has and keeps the rest", () => {
    expect(mergeMessages(bundled, { shell: { signOut: "Log out" } })).toEqual({
      shell: { signOut: "Log out", home: "Home" },
      app: { name: "Quay" },
    });
  });

  it("ignores unknown keys and shape changes, and never touches the bundle", () => {
    const merged = mergeMessages(bundled, {
      shell: "flat",
      nope: "x",
      app: { name: { deep: "y" } },
      __proto__: { polluted: "z" },
    } as never);
    expect(merged).toEqual(bundled);
    expect(bundled.shell.signOut).toBe("Sign out");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
