import {
  isPictureBytes,
  pictureSignatureLength,
  validateProfilePictureFile,
  wizardMessages,
  type PictureCrop,
} from '@showfolio/portfolio-schema';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useProfileWizard } from '../ProfileWizard/context';

export const pictureStates = ['none', 'selected', 'uploading', 'uploaded', 'failed'] as const;
export type PictureState = (typeof pictureStates)[number];

/** Builder §9: the shown progress climbs 10% every 200 ms and waits at 90% until the upload ends. */
export const uploadProgress = { step: 10, intervalMs: 200, cap: 90 } as const;

export interface Selection {
  file: File;
  previewUrl: string;
  /** The picture's own size, known once its preview has loaded (the crop preview needs it). */
  natural?: { width: number; height: number };
  /** A square the user chose; absent means the server's automatic crop. */
  crop?: PictureCrop;
}

export const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

/** Whether the file's own bytes are a JPEG, PNG or WebP picture (its name and type may say otherwise). */
async function holdsPicture(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, pictureSignatureLength).arrayBuffer());
  return isPictureBytes(head);
}

/**
 * An answer that sending the same picture again cannot change (the server refused the file: not a
 * picture, too large, unreadable): its message is shown as an error and no retry is offered.
 */
const refusalOf = (error: unknown): string | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 429
    ? errorText(error, wizardMessages.notAnImage)
    : null;
};

/**
 * The profile picture's choice and upload: the chosen file checked by its bytes, its preview and
 * crop, the upload with its shown progress, and whether the latest choice has reached the screen.
 */
export function usePictureUpload() {
  const { draft, controller, updateDraft, clearFeedback } = useProfileWizard();
  const savedPicture = draft.documents.profilePictureUrl;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [status, setStatus] = useState<PictureState>(savedPicture ? 'uploaded' : 'none');
  const [progress, setProgress] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const cropName = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const uploadRun = useRef(0);

  // The preview is a local object URL; release it when the selection changes or the step closes.
  const previewUrl = selection?.previewUrl;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  // Leaving the step abandons an upload in flight, so its late result must not touch this state.
  useEffect(() => {
    const runs = uploadRun;
    return () => {
      runs.current += 1;
    };
  }, []);

  /**
   * The latest choice, whose bytes may still be being read, and how many choices have reached the
   * state and a committed render: Next waits for both rather than judging a stale state.
   */
  const selecting = useRef<Promise<void> | null>(null);
  const choicesMade = useRef(0);
  const choicesShown = useRef(0);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    selecting.current = choose(event.currentTarget);
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    // A text file named .jpg is told apart by its bytes here, before anything is uploaded.
    const problem =
      validateProfilePictureFile(file) ?? ((await holdsPicture(file)) ? null : wizardMessages.notAnImage);
    // Counted before the state changes below, so the render that shows them also counts it as shown.
    choicesMade.current += 1;
    if (problem) {
      setFileError(problem);
      input.value = '';
      return;
    }
    setFileError(null);
    clearFeedback();
    setSelection({ file, previewUrl: URL.createObjectURL(file) });
    setStatus('selected');
    setProgress(0);
  };

  const cancel = () => {
    uploadRun.current += 1;
    setSelection(null);
    setStatus(savedPicture ? 'uploaded' : 'none');
    setProgress(0);
    setFileError(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const removePicture = () => {
    clearFeedback();
    updateDraft({ documents: { ...controller.getState().draft.documents, profilePictureUrl: '' } });
    setStatus('none');
    setProgress(0);
  };

  const upload = async (): Promise<boolean> => {
    if (!selection) return false;
    const run = ++uploadRun.current;
    setStatus('uploading');
    setProgress(0);
    clearFeedback();
    let shown = 0;
    const show = (value: number) => {
      shown = Math.min(uploadProgress.cap, Math.max(shown, value));
      if (run === uploadRun.current) setProgress(shown);
    };
    const timer = window.setInterval(() => show(shown + uploadProgress.step), uploadProgress.intervalMs);
    try {
      const url = await controller.uploadProfilePicture(selection.file, (percent) => show(percent), selection.crop);
      if (run !== uploadRun.current) return false;
      updateDraft({ documents: { ...controller.getState().draft.documents, profilePictureUrl: url } });
      setProgress(100);
      setStatus('uploaded');
      setSelection(null);
      if (fileInputRef.current) fileInputRef.current.value = '';
      return true;
    } catch (error) {
      if (run !== uploadRun.current) return false;
      const refusal = refusalOf(error);
      if (refusal) {
        // Nothing to retry: the picture itself was refused, so the choice starts over.
        setSelection(null);
        setStatus(savedPicture ? 'uploaded' : 'none');
        setProgress(0);
        setFileError(refusal);
        if (fileInputRef.current) fileInputRef.current.value = '';
        return false;
      }
      setStatus('failed');
      return false;
    } finally {
      window.clearInterval(timer);
    }
  };

  // Counted as shown once a render with the latest choice's state has committed.
  useLayoutEffect(() => {
    choicesShown.current = choicesMade.current;
  });
  /** Resolves once the latest choice has been read and a render has shown the state it led to. */
  const choiceSettled = async () => {
    await selecting.current;
    for (let tries = 0; choicesShown.current !== choicesMade.current && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };

  return {
    savedPicture,
    selection,
    setSelection,
    status,
    progress,
    fileError,
    cropping,
    setCropping,
    cropName,
    fileInputRef,
    onSelect,
    cancel,
    removePicture,
    upload,
    choiceSettled,
  };
}

export type PictureUpload = ReturnType<typeof usePictureUpload>;
