export { Toaster } from "./toaster";
export { clearToasts, dismissToast, toast } from "./toast-store";
