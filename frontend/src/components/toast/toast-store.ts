/**
 * Toasts live outside React so query/mutation handlers can raise them; the Toaster subscribes.
 * Each toast closes itself after TOAST_AUTO_CLOSE_MS (spec §8/§9). One toast at a time: a new
 * one replaces the last (a failed try's error never stays beside the next success), and the next
 * submit of a form clears an error or warning (`clearErrorToasts`, wired by the Toaster).
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
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [{ id, kind, message }];
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

/** A new try begins: the last try's error or warning no longer applies. */
export function clearErrorToasts(): void {
  for (const item of items) if (item.kind === "error" || item.kind === "warning") dismissToast(item.id);
}

/** Tests start from an empty stack. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [];
  emit();
}
