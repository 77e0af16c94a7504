/**
 * Renders a component inside the app's providers (a fresh QueryClient, a memory router and the
 * toast stack) and stubs fetch so a test can assert which calls were made.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { expect, vi } from "vitest";
import { Toaster } from "@/components/toast";
import { createQueryClient } from "@/lib/query-client";

type FetchAnswer = { status?: number; body?: unknown } | undefined;
export type FetchRoute = (url: string, init?: RequestInit) => FetchAnswer | Promise<FetchAnswer>;

/** Stubs GET /api/site with the operator's public URL and these identity settings (every other call unanswered). */
export const answerSite = (site: Record<string, string>) =>
  stubFetch((url) => (url.endsWith("/api/site") ? { body: { publicUrl: "https://invest.example.ng", ...site } } : undefined));

/** A fetch stub answering JSON by URL (an answer may be a promise, to hold a request in flight); unmatched calls answer 200 {}. */
export function stubFetch(route: FetchRoute = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input.toString();
    const answer = (await route(url, init)) ?? {};
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function renderWithApp(ui: ReactNode, { path = "/", extraRoutes = [] as { path: string; element: ReactNode }[] } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: path.split("?")[0] ?? "/",
        element: (
          <>
            {ui}
            <Toaster />
          </>
        ),
      },
      ...extraRoutes.map((route) => ({
        ...route,
        element: (
          <>
            {route.element}
            <Toaster />
          </>
        ),
      })),
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

/**
 * An admin opens `ui` (an admin list) and clicks the first button named `name` (Approve,
 * Reject): the view, the fetch stub and the dialog that opened.
 */
export async function openAdminDialog(ui: ReactNode, name: string, route: FetchRoute) {
  signIn({ isAdmin: true });
  const fetchMock = stubFetch(route);
  const view = renderWithApp(ui);
  await view.user.click(await screen.findByRole("button", { name }));
  return { ...view, fetchMock, dialog: await screen.findByRole("dialog") };
}

/** An admin opens `ui` at `path`; GET `url` answers `body`, every other request answers nothing. */
export function renderAdminPage(ui: ReactNode, path: string, url: string, body: unknown) {
  signIn({ isAdmin: true });
  const fetchMock = stubFetch((requested) => (requested === url ? { body } : undefined));
  return { ...renderWithApp(ui, { path }), fetchMock };
}

/** A JWT-shaped token, as the login answer carries for API clients (the web app does not keep it). */
export function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

/**
 * Signs a fake session in: the stored user record the guards and header read (the real session
 * is an HttpOnly cookie the browser sends; no script sees it).
 */
export function signIn({ isAdmin = false, isAuditor = false, id = "u1" } = {}) {
  localStorage.setItem("user", JSON.stringify({ _id: id, fullName: "Ada Obi", email: "ada@example.com", isAdmin, isAuditor }));
}

/** URLs the app wrote to (POST/PUT/PATCH/DELETE or multipart), ignoring reads. */
export function writes(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET").map(([url]) => String(url));
}

/** The writes the app sent, with the `Idempotency-Key` header of each (undefined when none). */
export function sentWrites(fetchMock: ReturnType<typeof stubFetch>): { url: string; key: string | undefined; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => ({
      url: String(url),
      key: (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }));
}

/** Exactly one write went out, to `url`, carrying an `Idempotency-Key` (a UUID); answers it. */
export function expectOneKeyedWrite(fetchMock: ReturnType<typeof stubFetch>, url: string) {
  const sent = sentWrites(fetchMock);
  expect(sent.map((w) => w.url)).toEqual([url]);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
  return sent[0];
}

/**
 * Nothing is sent while the dialog is open; clicking (or double-clicking) its `confirm` button
 * shows `toastText` and sends exactly one keyed write to `url`.
 */
export async function expectConfirmSendsOnce(
  { user, fetchMock, dialog }: { user: ReturnType<typeof userEvent.setup>; fetchMock: ReturnType<typeof stubFetch>; dialog: HTMLElement },
  { confirm, toastText, url, click = "click" }: { confirm: string; toastText: string; url: string; click?: "click" | "dblClick" },
) {
  expect(sentWrites(fetchMock)).toEqual([]);
  await user[click](within(dialog).getByRole("button", { name: confirm }));
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  return expectOneKeyedWrite(fetchMock, url);
}

/** A promise the test resolves when it wants the held request to answer. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Waits until `text` shows exactly `count` times, e.g. a form's inline message and its toast:
 * they render in different ticks, so findAllByText can return the first one alone.
 */
export async function findTextTimes(text: string, count: number): Promise<HTMLElement[]> {
  return await waitFor(() => {
    const found = screen.getAllByText(text);
    expect(found).toHaveLength(count);
    return found;
  });
}

/**
 * A refused form's message under its field and nowhere else: no toast repeats what the page
 * already shows inline.
 */
export async function findInlineOnly(text: string): Promise<HTMLElement> {
  const [shown] = await findTextTimes(text, 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getAllByText(text)).toHaveLength(1);
  expect(shown?.closest(".toaster")).toBeNull();
  return shown as HTMLElement;
}

/**
 * Fills a form as a user would: types each value into the field with that label (a select picks
 * the option), in order, then clicks the button named `submit` when one is given.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>, submit?: string): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
  if (submit) await user.click(screen.getByRole("button", { name: submit }));
}

/** Renders a form whose requests answer nothing, fills `fields` and clicks `submit` when given. */
export async function renderAndFill(ui: ReactNode, fields: Record<string, string>, submit?: string) {
  const fetchMock = stubFetch();
  const view = renderWithApp(ui);
  await fill(view.user, fields, submit);
  return { ...view, fetchMock };
}

/** The admin cancels the open confirmation: it closes and nothing was sent. */
export async function expectCancelSendsNothing(user: ReturnType<typeof userEvent.setup>, fetchMock: ReturnType<typeof stubFetch>) {
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(sentWrites(fetchMock)).toEqual([]);
}

/**
 * `confirm` in `dialog` is double-clicked while the write is held: it turns into a disabled
 * "Please wait...", and once `release` answers, `toastText` shows after exactly one keyed write.
 */
export async function expectDoubleClickSendsOnce(
  { user, fetchMock, dialog }: { user: ReturnType<typeof userEvent.setup>; fetchMock: ReturnType<typeof stubFetch>; dialog: HTMLElement },
  { confirm, toastText, release }: { confirm: string; toastText: string; release: () => void },
) {
  await user.dblClick(within(dialog).getByRole("button", { name: confirm }));
  expect(within(dialog).getByRole("button", { name: "Please wait..." })).toBeDisabled();
  release();
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  const sent = sentWrites(fetchMock);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
}

/**
 * The investor confirms cancelling their own request in `dialog`: nothing is sent before, then
 * one write to `url`, `toastText` shows and the row reads Cancelled with no Cancel button left.
 */
export async function expectOwnRequestCancelled(
  { user, fetchMock, dialog }: { user: ReturnType<typeof userEvent.setup>; fetchMock: ReturnType<typeof stubFetch>; dialog: HTMLElement },
  { confirm, toastText, url }: { confirm: string; toastText: string; url: string },
) {
  expect(sentWrites(fetchMock)).toEqual([]);
  await user.click(within(dialog).getByRole("button", { name: confirm }));
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  expect(sentWrites(fetchMock).map((w) => w.url)).toEqual([url]);
  expect(await screen.findByText("Cancelled")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument());
}

/** Sets (or, with null, removes) the CSRF cookie the server sets at sign-in; jsdom has no Cookie Store API. */
export function setCsrfCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; tests stand in for the server's Set-Cookie.
  document.cookie = value === null ? "csrf_token=; path=/; max-age=0" : `csrf_token=${value}; path=/`;
}
