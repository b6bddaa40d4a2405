/** A photo as the server stores it (features/photos/record-photos.ts on the server). */
export interface StoredPhoto {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Uploads one file as a form (`file`, plus any other fields) to `url`; progress through XMLHttpRequest so
 * the person sees it move. Resolves with what the server stored; rejects with the server's message for the
 * file (or its summary). Plan attachments and every record's photos use it.
 */
export function uploadFile<T = StoredPhoto>(
  url: string,
  file: File,
  onProgress?: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 || xhr.status === 200) resolve(body as T);
      else {
        const e = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
        reject(new Error(e?.fields?.file ?? e?.message ?? `Server error: ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('We could not reach WaiKura. Check your connection and try again.'));
    xhr.send(form);
  });
}
