/**
 * Toasts live outside React so query/mutation handlers can raise them; the Toaster subscribes.
 * Each toast closes itself after TOAST_AUTO_CLOSE_MS (spec §8/§9).
 */
import { TOAST_AUTO_CLOSE_MS } from "@/config/constants";

export type ToastKind = "success" | "error" | "info" | "warning";
export type ToastItem = { id: number; kind: ToastKind; message: string };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

/** Tests start from an empty stack. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [];
  emit();
}
