import { mediaMessages, type PostMedia, type SuccessEnvelope } from '@app/contract';
import { API_BASE_PATH, ApiError, NetworkError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';

/**
 * Uploads one image for a post. XMLHttpRequest rather than fetch: only it reports upload
 * progress. The answer's image is the uploader's until it is posted (or 24 hours pass).
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}/media`);
    const token = authStorage.getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        resolve((body as SuccessEnvelope<{ media: PostMedia }>).data.media);
        return;
      }
      const failure = body as { code?: string; message?: string } | undefined;
      reject(
        new ApiError({
          status: xhr.status,
          code: failure?.code ?? 'ERROR',
          message: failure?.message ?? mediaMessages.mediaUnreadable,
        }),
      );
    };
    xhr.onerror = () => reject(new NetworkError(undefined));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
