import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { Area, MediaSize, Point } from 'react-easy-crop';
import type { PictureCrop } from '@showfolio/portfolio-schema';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import * as styles from './PictureCropDialog.css';

export const cropZoom = { min: 1, max: 4, step: 0.1 } as const;

export interface PictureCropDialogProps {
  open: boolean;
  /** An object URL of the selected picture. */
  imageUrl: string;
  /** The crop to start from when the user adjusts it again. */
  initialCrop?: PictureCrop;
  onApply: (crop: PictureCrop) => void;
  onCancel: () => void;
}

/**
 * The square of `area` in whole pixels that fits inside the picture: the cropper reports
 * fractions, and rounding each side on its own can make it one pixel wider than tall or push it
 * past the edge, which the server refuses.
 */
export function toPictureCrop(area: Area, media: Pick<MediaSize, 'naturalWidth' | 'naturalHeight'>): PictureCrop {
  const size = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), media.naturalWidth, media.naturalHeight));
  const clamp = (value: number, limit: number) => Math.min(Math.max(0, Math.round(value)), limit - size);
  return { x: clamp(area.x, media.naturalWidth), y: clamp(area.y, media.naturalHeight), size };
}

// The cropper (react-easy-crop) loads with the first picture chosen, not with the wizard.
const Cropper = lazy(() => import('react-easy-crop'));

/**
 * Choose the square of the picture to keep: drag or arrow keys move it, the slider or + and −
 * zoom. The crop is sent with the upload and cut by the server (the browser sends the original).
 */
export function PictureCropDialog({ open, imageUrl, initialCrop, onApply, onCancel }: PictureCropDialogProps) {
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(cropZoom.min);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const instructionsId = useId();

  const zoomBy = (delta: number) =>
    setZoom((current) => Math.min(cropZoom.max, Math.max(cropZoom.min, Math.round((current + delta) * 10) / 10)));
  // Arrow keys are the cropper's own; + and − zoom from anywhere in the crop area.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomBy(cropZoom.step * 2);
    else if (event.key === '-' || event.key === '_') zoomBy(-cropZoom.step * 2);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Crop your picture"
      description="Published pages show a square. Choose the part of your picture to keep."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!area || !media} onClick={() => area && media && onApply(toPictureCrop(area, media))}>
            Use this crop
          </Button>
        </>
      }
    >
      <p id={instructionsId} className={styles.instructions}>
        Drag the picture or use the arrow keys to move it; use the slider or the + and − keys to zoom.
      </p>
      {/* The keys come from the focusable crop area inside (role="application"); this wrapper
          only listens, so it needs no role of its own. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <Suspense fallback={null}>
          <Cropper
            image={imageUrl}
            crop={position}
            zoom={zoom}
            minZoom={cropZoom.min}
            maxZoom={cropZoom.max}
            aspect={1}
            cropShape="round"
            showGrid={false}
            keyboardStep={10}
            initialCroppedAreaPixels={initialCrop && { x: initialCrop.x, y: initialCrop.y, width: initialCrop.size, height: initialCrop.size }}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onMediaLoaded={setMedia}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ alt: 'The selected picture' }}
            cropperProps={{
              role: 'application',
              'aria-roledescription': 'crop area',
              'aria-label': 'Picture crop',
              'aria-describedby': instructionsId,
            }}
          />
        </Suspense>
      </div>
      <label className={styles.zoom}>
        <span>Zoom</span>
        <input
          type="range"
          min={cropZoom.min}
          max={cropZoom.max}
          step={cropZoom.step}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </label>
    </Dialog>
  );
}
