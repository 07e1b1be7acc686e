import type { ProjectImageUpload, UploadResponse } from '@showfolio/portfolio-schema';
import { messages } from '@showfolio/portfolio-schema';
import { ApiError } from '../errors';
import { authHeaders, serverMessage } from '../http';
import type { ClientRequest } from '../request';
import type { ApiClient, ProgressListener } from '../types';

/**
 * The shape of an uploaded project image, checked by hand: the client is on every page, and the
 * schema's zod parser would bring zod into pages that never upload (the server built the answer
 * with that schema).
 */
const isUploadedImage = (image: unknown): image is ProjectImageUpload['image'] => {
  const candidate = image as Partial<ProjectImageUpload['image']> | undefined;
  const positive = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
  return (
    typeof candidate?.src === 'string' &&
    positive(candidate.width) &&
    positive(candidate.height) &&
    Array.isArray(candidate.variants) &&
    candidate.variants.every((variant) => typeof variant?.src === 'string' && positive(variant.width))
  );
};

export type UploadCalls = Pick<ApiClient, 'uploadProfilePicture' | 'uploadResume' | 'uploadProjectImage'>;

/** The picture, resume and project-image uploads, with progress through XMLHttpRequest. */
export function uploadCalls({ urls, doFetch, customFetch, requireToken }: ClientRequest): UploadCalls {
  const uploadWithXhr = (url: string, form: FormData, token: string, onProgress?: ProgressListener) =>
    new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        // 100 % is kept for the server's answer: the bytes being sent is not the upload being stored.
        if (event.lengthComputable && event.total > 0)
          onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = xhr.responseText;
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(body);
        else reject(new ApiError(serverMessage(body) ?? messages.uploadFailed, { status: xhr.status, body }));
      };
      xhr.onerror = () => reject(new ApiError(messages.uploadFailed, { code: 'network' }));
      xhr.onabort = () => reject(new ApiError(messages.uploadFailed, { code: 'network' }));
      xhr.send(form);
    });

  /** Sends `file` as the multipart field `file` to `path` (under the portfolio API) and resolves with the answer's body. */
  const sendUpload = async (
    path: string,
    file: Blob,
    fallbackName: string,
    onProgress?: ProgressListener,
    fields: Record<string, string> = {},
  ): Promise<unknown> => {
    const token = requireToken();
    const url = `${urls.portfolio}${path}`;
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : fallbackName);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    onProgress?.(0);
    return !customFetch && typeof XMLHttpRequest !== 'undefined'
      ? await uploadWithXhr(url, form, token, onProgress)
      : await uploadWithFetch(url, form, token);
  };

  /** POSTs `file` (and any `fields`) as multipart to /user-portfolio/{route}; resolves with its address. */
  const uploadFile = async (
    route: string,
    file: Blob,
    fallbackName: string,
    onProgress?: ProgressListener,
    fields: Record<string, string> = {},
  ): Promise<UploadResponse> => {
    const body = await sendUpload(`/user-portfolio/${route}`, file, fallbackName, onProgress, fields);
    const uploaded = (body as Partial<UploadResponse> | undefined)?.url;
    if (typeof uploaded !== 'string' || !uploaded)
      throw new ApiError(messages.uploadFailed, { code: 'invalid-response', status: 200, body });
    onProgress?.(100);
    return { url: uploaded };
  };

  const uploadWithFetch = async (url: string, form: FormData, token: string) => {
    let response: Response;
    try {
      response = await doFetch(url, { method: 'POST', headers: authHeaders(token), body: form, credentials: 'include' });
    } catch (cause) {
      throw new ApiError(messages.uploadFailed, { code: 'network', cause });
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text: it is only read for a message
    }
    if (!response.ok) throw new ApiError(serverMessage(body) ?? messages.uploadFailed, { status: response.status, body });
    return body;
  };

  return {
    uploadProfilePicture: (file, onProgress, crop) =>
      uploadFile('upload-profile-picture', file, 'profile-picture', onProgress, crop && {
        cropX: String(crop.x),
        cropY: String(crop.y),
        cropSize: String(crop.size),
      }),
    uploadResume: (file, onProgress) => uploadFile('upload-resume', file, 'resume.pdf', onProgress),
    async uploadProjectImage(file, onProgress) {
      const body = await sendUpload('/uploads/project-image', file, 'project-image', onProgress);
      const image = (body as Partial<ProjectImageUpload> | undefined)?.image;
      if (!isUploadedImage(image)) throw new ApiError(messages.uploadFailed, { code: 'invalid-response', status: 201, body });
      onProgress?.(100);
      return image;
    },
  };
}
