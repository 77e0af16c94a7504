import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { AppProvider } from "./provider";

/**
 * The providers around the router, one QueryClient shared by the screens and the routes'
 * prefetching loaders. The browser (start.tsx) and the server's pre-render (prerender.tsx) wrap
 * their router in this same tree, so the browser hydrates the server's HTML as it is.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider client={queryClient}>{children}</AppProvider>
    </StrictMode>
  );
}
