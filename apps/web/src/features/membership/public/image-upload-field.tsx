import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { toast } from '@/lib/toast';
import { inPageLanguage } from '@/lib/message-language';
import { emptyFileMessage, fileTooLargeMessage, maxUploadBytes, onlyImagesMessage } from '@rgcc/shared/common/uploads';
import { useTexts } from '@/lib/texts';
import { uploadImage } from './registration-api';
import { registrationTexts } from './registration-texts';

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
  /** An upload begins; the promise settles once its link is kept or it is refused (the form waits for it before sending). */
  onUploadStarted: (upload: Promise<void>) => void;
}

/** Uploads the chosen image at once (call 2) and keeps its link, which the form sends. */
export function ImageUploadField({ inputRef, label, value, onUploaded, error, onError, onBlur, onUploadStarted }: ImageUploadFieldProps) {
  const id = useId();
  const t = useTexts(registrationTexts);
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const refuse = (input: HTMLInputElement, message: string) => {
    // Emptied, so that choosing the same file again (once the problem is put right) uploads it.
    input.value = '';
    onError(message);
    toast.error(message);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    // The same checks the server makes, answered without a round trip, in the server's words (translated with its messages).
    if (!file.type.startsWith('image/')) return refuse(input, await inPageLanguage(onlyImagesMessage));
    if (file.size === 0) return refuse(input, await inPageLanguage(emptyFileMessage));
    if (file.size > maxUploadBytes) return refuse(input, await inPageLanguage(fileTooLargeMessage));
    setUploading(file.name);
    const uploaded = (async () => {
      try {
        const { ok, answer } = await uploadImage(file);
        if (!ok || !answer.secure_url) return refuse(input, answer.message ?? t('uploadFailed'));
        setUploadedName(file.name);
        onUploaded(answer.secure_url);
      } catch {
        refuse(input, t('networkError'));
      } finally {
        setUploading(null);
      }
    })();
    onUploadStarted(uploaded);
    await uploaded;
  };

  const state = uploading ? t('uploading', { file: uploading }) : value ? (uploadedName ?? t('imageUploaded')) : t('noImageChosen');
  const describedBy = [`${id}-state`, error ? `${id}-error` : value && !uploading ? `${id}-link` : ''].filter(Boolean).join(' ');

  return (
    // min-w-0: a grid item is otherwise at least as wide as its content, and on a phone one long
    // line here widened the whole form past the screen.
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fairway-800">
        {label}
      </label>
      {/* The browser's own file box cannot be styled and knows nothing of the upload (it says "No
          file chosen" once emptied after a refusal, with an upload still in place). The box below
          shows the upload's state instead, and the real input lies over it, transparent: a tap or
          a click opens the file picker, and keyboards and screen readers reach the input. */}
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          onChange={(event) => void upload(event)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <div className="flex items-center gap-3 rounded-lg border border-fairway-200 bg-white px-2 py-2 peer-hover:border-fairway-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sand-500 peer-aria-[invalid=true]:border-red-700">
          <span className="shrink-0 rounded-full bg-fairway-700 px-4 py-2 text-sm font-semibold text-cream">
            {value ? t('replaceImage') : t('chooseImage')}
          </span>
          <span id={`${id}-state`} role="status" className={`line-clamp-2 min-w-0 text-sm wrap-anywhere ${value || uploading ? 'text-ink' : 'text-ink-muted'}`}>
            {state}
          </span>
        </div>
      </div>
      {value && !uploading && (
        <p id={`${id}-link`} className="text-sm">
          {t.rich('uploadedView', {
            link: (chunks) => (
              <a href={value} target="_blank" rel="noreferrer" className="text-river-700 underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
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
