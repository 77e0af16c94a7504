export { Toaster } from "./toaster";
export { clearErrorToasts, clearToasts, dismissToast, toast } from "./toast-store";
