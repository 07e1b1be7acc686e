import {
  isPictureBytes,
  limits,
  moveItem,
  pictureSignatureLength,
  profilePictureMaxBytes,
  type ProjectImage,
} from '@showfolio/portfolio-schema';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import type { UploadedProjectImage } from '../controller';
import { ReorderHandle, SortableList, useSortableItem } from '../SortableList';
import * as styles from './ProjectImagesField.css';

export const projectImageMessages = {
  altRequired: 'Describe this image (alt text is required)',
  notAnImage: 'This file is not a JPEG, PNG or WebP image',
  tooBig: 'Each image must be smaller than 5 MB',
  full: `Add at most ${limits.projectImages} images to a project`,
  failed: 'The image could not be uploaded. Check your connection and try again.',
} as const;

export interface ProjectImagesFieldProps {
  images: readonly ProjectImage[];
  onChange: (images: ProjectImage[]) => void;
  upload: (file: File) => Promise<UploadedProjectImage>;
  /** Set when the project was refused for an image without alt text: empty alt fields then say so. */
  showAltErrors?: boolean;
}

const errorText = (error: unknown) => (error instanceof Error && error.message) || projectImageMessages.failed;

/** What is wrong with a chosen file before it is sent, or null. */
async function fileProblem(file: File): Promise<string | null> {
  if (file.size >= profilePictureMaxBytes) return projectImageMessages.tooBig;
  const head = new Uint8Array(await file.slice(0, pictureSignatureLength).arrayBuffer());
  return isPictureBytes(head) ? null : projectImageMessages.notAnImage;
}

/**
 * A project's images: up to `limits.projectImages`, uploaded as they are chosen, each with its alt
 * text, reordered by drag or keyboard (the first is the cover), removable.
 */
export function ProjectImagesField({ images, onChange, upload, showAltErrors = false }: ProjectImagesFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // Uploads finish one after the other; each adds to the latest list, not the one of its start.
  const latest = useRef<ProjectImage[]>([...images]);
  useLayoutEffect(() => {
    latest.current = [...images];
  }, [images]);
  const room = limits.projectImages - images.length;
  // One key per image: its address, which the upload makes unique.
  const keys = images.map((image, index) => image.src || `image-${index}`);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const found: string[] = files.length > room ? [projectImageMessages.full] : [];
    const chosen = files.slice(0, Math.max(0, room));
    setUploading({ done: 0, total: chosen.length });
    for (const [index, file] of chosen.entries()) {
      const problem = await fileProblem(file);
      if (problem) found.push(`${file.name}: ${problem}`);
      else {
        try {
          const uploaded = await upload(file);
          latest.current = [...latest.current, { ...uploaded, alt: '' }];
          onChange(latest.current);
        } catch (error) {
          found.push(`${file.name}: ${errorText(error)}`);
        }
      }
      setUploading({ done: index + 1, total: chosen.length });
    }
    setUploading(null);
    setProblems(found);
  };
  const setAlt = (index: number, alt: string) => onChange(images.map((image, at) => (at === index ? { ...image, alt } : image)));
  const remove = (index: number) => onChange(images.filter((_, at) => at !== index));

  return (
    <fieldset className={styles.field} aria-describedby={hintId}>
      <legend className={styles.legend}>Images</legend>
      <p id={hintId} className={styles.hint}>
        Up to {limits.projectImages} JPEG, PNG or WebP images under 5 MB each. The first is the cover; drag an image by its handle (or press
        Space on it and use the arrow keys) to change the order. Describe each one for people who cannot see it.
      </p>
      {images.length > 0 ? (
        <SortableList
          ids={keys}
          labelOf={(key) => {
            const index = keys.indexOf(key);
            return `image ${index + 1}${images[index]?.alt ? ` (${images[index]!.alt})` : ''}`;
          }}
          onMove={(from, to) => onChange([...moveItem(images, from, to)])}
        >
          <ol className={styles.list} aria-label="Images of this project">
            {images.map((image, index) => (
              <ImageRow
                key={keys[index]}
                id={keys[index]!}
                image={image}
                position={index + 1}
                altError={showAltErrors && !image.alt.trim() ? projectImageMessages.altRequired : undefined}
                onAltChange={(alt) => setAlt(index, alt)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableList>
      ) : null}
      {room > 0 ? (
        <div className={styles.add}>
          <label htmlFor={inputId} className={styles.addLabel}>
            {images.length === 0 ? 'Add images' : 'Add more images'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className={styles.fileInput}
            disabled={uploading !== null}
            onChange={(event) => void choose(event)}
          />
        </div>
      ) : (
        <p className={styles.hint}>This project has the most images it can hold; remove one to add another.</p>
      )}
      {uploading ? (
        <p role="status" className={styles.hint}>
          Uploading image {Math.min(uploading.done + 1, uploading.total)} of {uploading.total}...
        </p>
      ) : null}
      {problems.length > 0 ? (
        <Alert tone="error" title="Some images were not added" onDismiss={() => setProblems([])}>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </fieldset>
  );
}

interface ImageRowProps {
  id: string;
  image: ProjectImage;
  position: number;
  altError?: string;
  onAltChange: (alt: string) => void;
  onRemove: () => void;
}

function ImageRow({ id, image, position, altError, onAltChange, onRemove }: ImageRowProps) {
  const { ref, style, dragging, handle } = useSortableItem(id);
  const name = `image ${position}`;
  return (
    <li ref={ref} style={style} className={styles.item} data-state={dragging ? 'dragging' : 'idle'}>
      <ReorderHandle handle={handle} />
      <div className={styles.thumbBox}>
        {/* The alt text is typed beside it; the thumbnail itself repeats nothing. */}
        <img src={image.src} alt="" width={image.width} height={image.height} className={styles.thumb} />
        {position === 1 ? (
          <span className={styles.cover}>
            <Badge tone="accent">Cover</Badge>
          </span>
        ) : null}
      </div>
      <div className={styles.itemFields}>
        <TextField
          label={`Alt text of ${name}`}
          required
          maxLength={limits.imageAlt}
          placeholder="What the image shows"
          value={image.alt}
          error={altError}
          onChange={(event) => onAltChange(event.target.value)}
        />
        <div className={styles.itemActions}>
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
