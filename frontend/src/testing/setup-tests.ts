import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearToasts } from "@/components/toast";

// findBy* and waitFor wait up to 4 s instead of 1 s: on a busy 2-core CI machine (the backend's
// tests run beside these) a lazily loaded route or a first render can take over a second. A test
// that passes still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
