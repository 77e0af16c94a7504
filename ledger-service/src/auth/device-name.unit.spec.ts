import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name.js";

describe("device names", () => {
  it("when common browsers sign in, then the session shows the browser and the system in plain words", () => {
    expect(
      deviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36"),
    ).toBe("Chrome on Android");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0"),
    ).toBe("Edge on Windows");
    expect(deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0")).toBe("Firefox on macOS");
  });

  it("when the User-Agent is missing or unknown, then the session is an unknown device", () => {
    expect(deviceName(undefined)).toBe("Unknown device");
    expect(deviceName("something-else/1.0")).toBe("Unknown device");
  });
});
