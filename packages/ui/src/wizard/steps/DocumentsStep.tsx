import {
  isPdfBytes,
  isPictureBytes,
  isUploadedResumeUrl,
  messages,
  pdfSignatureLength,
  pictureSignatureLength,
  validateProfilePictureFile,
  validateResumeFile,
  validateResumeLink,
  wizardMessages,
  type PictureCrop,
} from '@showfolio/portfolio-schema';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { TextField } from '../../primitives/TextField';
import { PictureCropDialog } from '../PictureCropDialog';
import { useProfileWizard, useWizardGuard } from '../ProfileWizard/context';
import * as own from './DocumentsStep.css';
import * as styles from './steps.css';

export const pictureStates = ['none', 'selected', 'uploading', 'uploaded', 'failed'] as const;
export type PictureState = (typeof pictureStates)[number];

/** Builder §9: the shown progress climbs 10% every 200 ms and waits at 90% until the upload ends. */
export const uploadProgress = { step: 10, intervalMs: 200, cap: 90 } as const;

interface Selection {
  file: File;
  previewUrl: string;
  /** The picture's own size, known once its preview has loaded (the crop preview needs it). */
  natural?: { width: number; height: number };
  /** A square the user chose; absent means the server's automatic crop. */
  crop?: PictureCrop;
}

/** "Profile picture" is what the thing is called here, not a description of the element. */
const pictureAlt = {
  current: 'Your current profile picture',
  selected: 'Preview of the selected profile picture',
  cropped: 'Preview of the selected profile picture, cropped',
} as const;

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

/** Whether the file's own bytes are a JPEG, PNG or WebP picture (its name and type may say otherwise). */
async function holdsPicture(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, pictureSignatureLength).arrayBuffer());
  return isPictureBytes(head);
}

/** Whether the file's own bytes are a PDF (its name and type may say otherwise). */
async function holdsPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, pdfSignatureLength).arrayBuffer());
  return isPdfBytes(head);
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

/** Step 2: the profile picture (required) and a resume (optional): an uploaded PDF or a link. */
export function DocumentsStep() {
  const { draft, controller, updateDraft, fail, clearFeedback } = useProfileWizard();
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

  const resumeLinkRef = useRef<HTMLInputElement>(null);
  const resumeFileRef = useRef<HTMLInputElement>(null);
  const resume = useResume(resumeLinkRef, resumeFileRef);

  const guard = async (): Promise<boolean> => {
    if (!resume.check()) return false;
    if (status === 'uploading' || resume.uploading) {
      fail(wizardMessages.confirmProfilePicture);
      return false;
    }
    // A chosen picture goes up with Next, in edit mode too: the saved one stays until it succeeds.
    if (status === 'selected' || status === 'failed') return upload();
    if (!savedPicture) {
      fail(wizardMessages.selectProfilePicture);
      return false;
    }
    return true;
  };
  // The guard of the latest render: a choice still being read when Next is pressed is waited for,
  // and then judged by the state it led to, not by the state the press saw.
  const latestGuard = useRef(guard);
  useLayoutEffect(() => {
    latestGuard.current = guard;
    choicesShown.current = choicesMade.current;
  });
  useWizardGuard(async () => {
    await selecting.current;
    for (let tries = 0; choicesShown.current !== choicesMade.current && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return latestGuard.current();
  });

  const hasSelection = status === 'selected' || status === 'failed' || status === 'uploading';
  const showsCurrent = !hasSelection && Boolean(savedPicture);

  return (
    <div className={styles.stack}>
      <div className={styles.box} data-state={showsCurrent ? 'uploaded' : status}>
        <h3 className={styles.sectionTitle}>Profile picture</h3>
        {showsCurrent ? (
          <img src={savedPicture} alt={pictureAlt.current} className={styles.avatar} />
        ) : null}
        {selection ? <SelectionPreview selection={selection} onMeasured={(natural) => setSelection({ ...selection, natural })} /> : null}
        <FileChooser
          inputRef={fileInputRef}
          label={showsCurrent ? 'Choose a new picture' : 'Choose a picture'}
          required
          accept="image/jpeg,image/png,image/webp"
          behindButton={showsCurrent}
          hint="JPEG, PNG or WebP under 5 MB. A square picture of 500×500 pixels or larger looks best."
          error={fileError}
          disabled={status === 'uploading'}
          onChange={onSelect}
        />
        {showsCurrent ? (
          <div className={styles.row}>
            <Button size="sm" variant="secondary" onClick={() => fileInputRef.current?.click()}>
              Replace picture
            </Button>
            <Button size="sm" variant="ghost" onClick={removePicture}>
              Remove picture
            </Button>
          </div>
        ) : null}
        {selection && status !== 'uploading' ? (
          <fieldset className={own.cropChoice}>
            <legend className={own.cropLegend}>Crop</legend>
            <label className={own.radio}>
              <input
                type="radio"
                name={cropName}
                checked={!cropping && !selection.crop}
                onChange={() => setSelection({ ...selection, crop: undefined })}
              />
              Use automatic crop
            </label>
            <label className={own.radio}>
              {/* Checked while the dialog is open; cancelling it without a crop goes back to automatic. */}
              <input type="radio" name={cropName} checked={cropping || Boolean(selection.crop)} onChange={() => setCropping(true)} />
              Crop it myself
            </label>
            {selection.crop ? (
              <Button size="sm" variant="ghost" onClick={() => setCropping(true)}>
                Adjust crop
              </Button>
            ) : null}
          </fieldset>
        ) : null}
        {status === 'uploading' || (status === 'uploaded' && progress === 100) ? (
          <ProgressBar label="Uploading profile picture" value={progress} tone={status === 'uploaded' ? 'success' : 'accent'} />
        ) : null}
        {status === 'uploaded' && progress === 100 ? <p role="status">Profile picture uploaded.</p> : null}
        {status === 'failed' ? <Alert tone="warning">{wizardMessages.uploadPictureFailed}</Alert> : null}
        {hasSelection ? (
          <div className={styles.row}>
            <Button size="sm" onClick={() => void upload()} busy={status === 'uploading'}>
              {status === 'uploading' ? 'Uploading...' : status === 'failed' ? 'Try upload again' : 'Upload picture'}
            </Button>
            <Button size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        ) : null}
        {selection ? (
          <PictureCropDialog
            open={cropping}
            imageUrl={selection.previewUrl}
            initialCrop={selection.crop}
            onApply={(crop) => {
              setSelection({ ...selection, crop });
              setCropping(false);
            }}
            onCancel={() => setCropping(false)}
          />
        ) : null}
      </div>
      <ResumeSection resume={resume} linkRef={resumeLinkRef} fileRef={resumeFileRef} />
    </div>
  );
}

/** The selected picture as it will be published: the chosen square, else the whole picture. */
function SelectionPreview({ selection, onMeasured }: { selection: Selection; onMeasured: (natural: { width: number; height: number }) => void }) {
  const { crop, natural } = selection;
  if (crop && natural) {
    // Geometry of this one picture, so it is computed here rather than in a stylesheet.
    const scale = 120 / crop.size;
    return (
      <div className={own.cropPreview}>
        <img
          src={selection.previewUrl}
          alt={pictureAlt.cropped}
          className={own.cropPreviewImage}
          style={{ width: natural.width * scale, height: natural.height * scale, left: -crop.x * scale, top: -crop.y * scale }}
        />
      </div>
    );
  }
  return (
    <img
      src={selection.previewUrl}
      alt={pictureAlt.selected}
      className={styles.avatar}
      onLoad={(event) => {
        const image = event.currentTarget;
        if (!natural) onMeasured({ width: image.naturalWidth, height: image.naturalHeight });
      }}
    />
  );
}

/** The resume's state: an uploaded PDF, a link being typed, an upload in flight. */
function useResume(linkRef: RefObject<HTMLInputElement | null>, fileRef: RefObject<HTMLInputElement | null>) {
  const { draft, controller, updateDraft, clearFeedback } = useProfileWizard();
  const saved = draft.documents.resumeUrl;
  const uploaded = isUploadedResumeUrl(saved) ? saved : '';
  const [linkInput, setLinkInput] = useState(uploaded ? '' : saved);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const setResumeUrl = (resumeUrl: string) =>
    updateDraft({ documents: { ...controller.getState().draft.documents, resumeUrl } });

  const checkLink = (value: string) => {
    const result = validateResumeLink(value);
    setLinkInput(result.value);
    setLinkError(result.error ?? null);
    if (!result.error) setResumeUrl(result.value);
    return !result.error;
  };

  return {
    uploaded,
    uploading,
    fileError,
    linkInput,
    linkError,
    setLinkInput(value: string) {
      setLinkInput(value);
      setLinkError(null);
    },
    checkLink,
    /** Next's check: an uploaded PDF needs none; a typed link must pass the rule. */
    check() {
      if (uploaded) return true;
      if (checkLink(linkInput)) return true;
      // The message sits under the field; focus takes the user there.
      linkRef.current?.focus();
      return false;
    },
    async upload(file: File) {
      // A text file named .pdf is told apart by its bytes here, before anything is uploaded.
      const problem = validateResumeFile(file) ?? ((await holdsPdf(file)) ? null : messages.notAPdf);
      setFileError(problem);
      if (problem) {
        if (fileRef.current) fileRef.current.value = '';
        return;
      }
      clearFeedback();
      setUploading(true);
      try {
        setResumeUrl(await controller.uploadResume(file));
        setLinkInput('');
        setLinkError(null);
      } catch (error) {
        setFileError(errorText(error, messages.uploadFailed));
      } finally {
        setUploading(false);
        if (fileRef.current) fileRef.current.value = '';
      }
    },
    remove() {
      setResumeUrl('');
      setFileError(null);
    },
  };
}

interface ResumeSectionProps {
  resume: ReturnType<typeof useResume>;
  linkRef: RefObject<HTMLInputElement | null>;
  fileRef: RefObject<HTMLInputElement | null>;
}

function ResumeSection({ resume, linkRef, fileRef }: ResumeSectionProps) {
  const { uploaded } = resume;
  return (
    <div className={styles.box} data-state={uploaded ? 'uploaded' : 'link'}>
      <h3 className={styles.sectionTitle}>Resume</h3>
      <p className={styles.subtle}>Optional. Upload a PDF or share a link; your portfolio's Resume button opens it.</p>
      {uploaded ? (
        <p>
          <a className={own.resumeLink} href={uploaded} target="_blank" rel="noreferrer">
            Your resume (PDF)<span className={own.hiddenInput}> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <FileChooser
        inputRef={fileRef}
        label={uploaded ? 'Choose a new resume PDF' : 'Upload your resume (PDF)'}
        accept="application/pdf,.pdf"
        behindButton={Boolean(uploaded)}
        hint="PDF up to 5 MB."
        error={resume.fileError}
        disabled={resume.uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void resume.upload(file);
        }}
      />
      {resume.uploading ? <p role="status">Uploading your resume...</p> : null}
      {uploaded ? (
        <div className={styles.row}>
          <Button size="sm" variant="secondary" onClick={() => fileRef.current?.click()} busy={resume.uploading}>
            Replace PDF
          </Button>
          <Button size="sm" variant="ghost" onClick={resume.remove} disabled={resume.uploading}>
            Remove PDF
          </Button>
        </div>
      ) : (
        <>
          <p className={own.or}>or</p>
          <TextField
            ref={linkRef}
            label="Resume link"
            type="url"
            inputMode="url"
            placeholder="https://drive.google.com/file/d/.../view?usp=sharing"
            hint='Any https:// link. A Google Drive file needs "Anyone with the link" sharing.'
            value={resume.linkInput}
            error={resume.linkError ?? undefined}
            onChange={(event) => resume.setLinkInput(event.target.value)}
            onBlur={(event) => resume.checkLink(event.target.value)}
          />
        </>
      )}
    </div>
  );
}

interface FileChooserProps {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  accept: string;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** A file is already there: a Replace button opens the chooser, so it leaves the page and tab order. */
  behindButton: boolean;
  hint: string;
  error: string | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled native file input with its hint and its error, described by both. */
function FileChooser({ inputRef, label, accept, required, behindButton, hint, error, disabled, onChange }: FileChooserProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={inputId} className={behindButton ? own.hiddenInput : styles.fileLabel}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        className={behindButton ? own.hiddenInput : styles.fileInput}
        tabIndex={behindButton ? -1 : undefined}
        aria-required={required && !behindButton ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        disabled={disabled}
        onChange={onChange}
      />
      <p id={hintId} className={styles.subtle}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
