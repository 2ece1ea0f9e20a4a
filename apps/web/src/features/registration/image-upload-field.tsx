import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { toast } from '@/lib/toast';
import { emptyFileMessage, fileTooLargeMessage, maxUploadBytes, onlyImagesMessage } from '@rgcc/shared/constants/uploads';
import type { UploadResult } from '@rgcc/shared/schemas/uploads';
import type { ApiError } from '@rgcc/shared/schemas/api-error';

interface ImageUploadFieldProps {
  /** The file input, for the form to focus when a field message (the server's, say) lands here. */
  inputRef: Ref<HTMLInputElement>;
  label: string;
  /** The stored link (the upload's `secure_url`), or '' before an upload. */
  value: string;
  onUploaded: (link: string) => void;
  /** The upload's own problem (type, size) or the form's (required). */
  error?: string;
  onError: (message: string) => void;
  onBlur: () => void;
}

/** Uploads the chosen image at once (call 2) and keeps its link, which the form sends. */
export function ImageUploadField({ inputRef, label, value, onUploaded, error, onError, onBlur }: ImageUploadFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);

  const refuse = (message: string) => {
    onError(message);
    toast.error(message);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The same checks the server makes, answered without a round trip.
    if (!file.type.startsWith('image/')) return refuse(onlyImagesMessage);
    if (file.size === 0) return refuse(emptyFileMessage);
    if (file.size > maxUploadBytes) return refuse(fileTooLargeMessage);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => ({}))) as Partial<UploadResult & ApiError>;
      if (!response.ok || !answer.secure_url) return refuse(answer.message ?? 'The upload failed. Please try again.');
      onUploaded(answer.secure_url);
    } catch {
      refuse('Network error. Please check your connection.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fairway-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => void upload(event)}
        onBlur={onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : value ? `${id}-link` : undefined}
        className="w-full rounded-lg border border-fairway-200 bg-white px-4 py-2.5 text-sm text-ink file:mr-4 file:rounded-full file:border-0 file:bg-fairway-700 file:px-4 file:py-2 file:font-semibold file:text-cream aria-[invalid=true]:border-red-700"
      />
      {uploading && (
        <p role="status" className="text-sm text-ink-muted">
          Uploading…
        </p>
      )}
      {value && !uploading && (
        <p id={`${id}-link`} className="truncate text-sm">
          Uploaded:{' '}
          <a href={value} target="_blank" rel="noreferrer" className="text-river-700 underline underline-offset-4">
            {value}
          </a>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
