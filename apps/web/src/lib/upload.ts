import type { Envelope } from '@hctl/contracts';
import { ApiError, sessionEnded } from './api-client';
import { authStore } from './auth-store';

/** Multipart upload with progress (fetch has no upload progress), same envelope handling as `api`. */
export function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    const token = authStore.get().api_token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () =>
      reject(new ApiError(0, 'The upload failed. Check your connection and try again.', 'network', {}));
    xhr.onload = () => {
      let json: any = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.status === 'success') resolve(json);
      else {
        if (xhr.status === 401 && token) sessionEnded();
        reject(
          new ApiError(
            xhr.status,
            json?.message ?? `Upload failed (${xhr.status}).`,
            json?.code ?? 'error',
            json?.errors ?? {},
          ),
        );
      }
    };
    xhr.send(form);
  });
}
