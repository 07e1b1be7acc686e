export { ToastProvider, toastDuration, toastTones, useToast } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
