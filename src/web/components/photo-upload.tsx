import { Camera, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useI18n } from '../i18n';
import type { StoredPhoto } from './upload-file';

/** What the server keeps: PNG or JPEG photos of at most 10 MB (features/photos/record-photos.ts). */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];
const MAX_MB = 10;
const MAX_BYTES = MAX_MB * 1024 * 1024;

/**
 * Photos of a record (a completion, a visit report, a task): each uploads as soon as it is chosen, with its
 * progress, and shows as a thumbnail with a button to remove it. The feature says where a photo goes
 * (`upload`), where it is read (`srcOf`) and, for photos already attached to a saved record, how one is
 * taken off it (`remove`).
 */
export function PhotoUpload<P extends StoredPhoto>({
  photos,
  onChange,
  upload,
  srcOf,
  remove,
  max,
  label,
  hint,
  onBusyChange,
}: {
  photos: P[];
  onChange: (photos: P[]) => void;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<P>;
  srcOf: (photo: P) => string;
  remove?: (photo: P) => Promise<void>;
  max: number;
  label?: string;
  hint: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(null);
    onBusyChange?.(true);
    try {
      for (const file of Array.from(files)) {
        if (latest.current.length >= max) {
          setError(t('photos.tooMany', { max }));
          break;
        }
        if (!PHOTO_TYPES.includes(file.type)) {
          setError(t('photos.notImage', { name: file.name }));
          continue;
        }
        if (file.size > MAX_BYTES) {
          setError(t('photos.tooBig', { name: file.name, max: MAX_MB }));
          continue;
        }
        setProgress({ name: file.name, percent: 0 });
        try {
          const ref = await upload(file, (f) =>
            setProgress({ name: file.name, percent: Math.round(f * 100) }),
          );
          latest.current = [...latest.current, ref];
          onChange(latest.current);
        } catch (err) {
          setError(t('photos.failed', { name: file.name, reason: (err as Error).message }));
        }
      }
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const onRemove = async (photo: P) => {
    setError(null);
    if (remove) {
      try {
        await remove(photo);
      } catch (err) {
        setError(t('photos.removeFailed', { name: photo.name, reason: (err as Error).message }));
        return;
      }
    }
    latest.current = latest.current.filter((x) => x.id !== photo.id);
    onChange(latest.current);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">
        {label ?? t('photos.label')}
        <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">({t('common.optional')})</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <label
        htmlFor={`${id}-input`}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <Camera aria-hidden="true" className="size-4" />
        {t('photos.add')}
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          className="sr-only"
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          onChange={(e) => void onFiles(e.target.files)}
        />
      </label>
      {progress && (
        <p role="status" className="text-sm">
          {t('photos.uploading', { name: progress.name, percent: progress.percent })}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex list-none flex-wrap gap-3 p-0">
          {photos.map((p) => (
            <li key={p.id} className="w-28 space-y-1">
              <img
                src={srcOf(p)}
                alt={t('photos.alt', { name: p.name })}
                className="h-20 w-28 rounded border border-slate-300 object-cover dark:border-slate-600"
              />
              <button
                type="button"
                onClick={() => void onRemove(p)}
                className="inline-flex min-h-9 items-center gap-1 rounded px-1 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
                {t('photos.remove')}
                <span className="sr-only">{p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
