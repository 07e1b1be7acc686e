import { validateProfilePictureFile, validateResumeLink, wizardMessages } from '@showfolio/portfolio-schema';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { TextField } from '../../primitives/TextField';
import { useProfileWizard, useWizardGuard } from '../ProfileWizard/context';
import * as styles from './steps.css';

export const pictureStates = ['none', 'selected', 'uploading', 'uploaded', 'failed'] as const;
export type PictureState = (typeof pictureStates)[number];

/** Builder §9: the shown progress climbs 10% every 200 ms and waits at 90% until the upload ends. */
export const uploadProgress = { step: 10, intervalMs: 200, cap: 90 } as const;

interface Selection {
  file: File;
  previewUrl: string;
}

/** Step 2: the profile picture (required) and a Google Drive resume link (optional). */
export function DocumentsStep() {
  const { draft, mode, controller, updateDraft, fail, clearFeedback } = useProfileWizard();
  const savedPicture = draft.documents.profilePictureUrl;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [status, setStatus] = useState<PictureState>(savedPicture ? 'uploaded' : 'none');
  const [progress, setProgress] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [resumeInput, setResumeInput] = useState(draft.documents.resumeUrl);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const resumeRef = useRef<HTMLInputElement>(null);
  const uploadRun = useRef(0);

  // The preview is a local object URL; release it when the selection changes or the step closes.
  useEffect(() => {
    if (!selection) return;
    return () => URL.revokeObjectURL(selection.previewUrl);
  }, [selection]);
  // Leaving the step abandons an upload in flight, so its late result must not touch this state.
  useEffect(() => {
    const runs = uploadRun;
    return () => {
      runs.current += 1;
    };
  }, []);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const problem = validateProfilePictureFile(file);
    if (problem) {
      setFileError(problem);
      event.currentTarget.value = '';
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
      const url = await controller.uploadProfilePicture(selection.file, (percent) => show(percent));
      if (run !== uploadRun.current) return false;
      updateDraft({ documents: { ...controller.getState().draft.documents, profilePictureUrl: url } });
      setProgress(100);
      setStatus('uploaded');
      setSelection(null);
      return true;
    } catch {
      if (run !== uploadRun.current) return false;
      setStatus('failed');
      return false;
    } finally {
      window.clearInterval(timer);
    }
  };

  const checkResume = (value: string) => {
    const result = validateResumeLink(value);
    setResumeInput(result.value);
    setResumeError(result.error ?? null);
    if (!result.error) {
      const documents = controller.getState().draft.documents;
      updateDraft({ documents: { ...documents, resumeUrl: result.value } });
    }
    return !result.error;
  };

  useWizardGuard(async () => {
    if (!checkResume(resumeInput)) {
      // The message sits under the field; focus takes the user there.
      resumeRef.current?.focus();
      return false;
    }
    if (status === 'uploading') {
      fail(wizardMessages.confirmProfilePicture);
      return false;
    }
    if (status === 'selected' || status === 'failed') {
      // Edit mode keeps the saved picture until the new one is confirmed with Upload.
      if (mode === 'edit') {
        fail(wizardMessages.confirmProfilePicture);
        return false;
      }
      return upload();
    }
    if (!savedPicture) {
      fail(wizardMessages.selectProfilePicture);
      return false;
    }
    return true;
  });

  const previewSrc = selection?.previewUrl ?? savedPicture;

  return (
    <div className={styles.stack}>
      <div className={styles.box} data-state={status}>
        <h3 className={styles.sectionTitle}>Profile picture</h3>
        {previewSrc ? (
          <img
            src={previewSrc}
            alt={selection ? 'Preview of the selected profile picture' : 'Your current profile picture'}
            className={styles.avatar}
          />
        ) : null}
        <label htmlFor={fileInputId} className={styles.fileLabel}>
          {savedPicture ? 'Choose a new picture' : 'Choose a picture'}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={fileInputRef}
          id={fileInputId}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          aria-required={!savedPicture}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[fileHintId, fileError ? fileErrorId : ''].filter(Boolean).join(' ')}
          disabled={status === 'uploading'}
          onChange={onSelect}
        />
        <p id={fileHintId} className={styles.subtle}>
          JPEG or PNG under 5 MB. A square picture of 500×500 pixels or larger looks best.
        </p>
        {fileError ? (
          <p id={fileErrorId} role="alert" className={styles.subtle}>
            {fileError}
          </p>
        ) : null}
        {status === 'uploading' || (status === 'uploaded' && progress === 100) ? (
          <ProgressBar label="Uploading profile picture" value={progress} tone={status === 'uploaded' ? 'success' : 'accent'} />
        ) : null}
        {status === 'uploaded' && progress === 100 ? <p role="status">Profile picture uploaded.</p> : null}
        {status === 'failed' ? <Alert tone="warning">{wizardMessages.uploadPictureFailed}</Alert> : null}
        {status === 'selected' || status === 'failed' || status === 'uploading' ? (
          <div className={styles.row}>
            <Button size="sm" onClick={() => void upload()} busy={status === 'uploading'}>
              {status === 'uploading' ? 'Uploading...' : status === 'failed' ? 'Try upload again' : 'Upload picture'}
            </Button>
            <Button size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
      <TextField
        ref={resumeRef}
        label="Resume link (Google Drive)"
        type="url"
        inputMode="url"
        placeholder="https://drive.google.com/file/d/.../view?usp=sharing"
        hint='Optional. Share the file with "Anyone with the link" and paste the link here.'
        value={resumeInput}
        error={resumeError ?? undefined}
        onChange={(event) => {
          setResumeInput(event.target.value);
          setResumeError(null);
        }}
        onBlur={(event) => checkResume(event.target.value)}
      />
    </div>
  );
}
