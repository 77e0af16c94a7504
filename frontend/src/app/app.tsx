import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { createQueryClient } from "@/lib/query-client";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

/** One QueryClient, shared by the screens and the routes' prefetching loaders. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
