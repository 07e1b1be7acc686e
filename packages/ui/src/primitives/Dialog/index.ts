export { ConfirmDialog, Dialog, dialogSizes } from './Dialog';
export type {
  ConfirmDialogProps,
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogProps,
  DialogRootProps,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './Dialog';
