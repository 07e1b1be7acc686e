export { PictureCropDialog, cropZoom, toPictureCrop } from './PictureCropDialog';
export type { PictureCropDialogProps } from './PictureCropDialog';
