import { extensionOf, FILE_DIRECTORIES, FILE_USES, type FileDirectory } from '@store/domain/public';
import { api } from '../api/api-client';
import { ApiError, type ApiErrorBody } from '../api/api-error';
import { requestHeaders } from '../api/request-headers';
import { readAuth } from '../auth/auth-storage';
import { accessExpired, refreshSession } from '../auth/session-refresh';
import { i18n } from '../i18n/i18n-setup';

/** A stored file as GetFiles and SearchFiles answer it (spec 000 §5; docs/notes/issue-10-files.md). */
export interface StoredFile {
  name: string;
  size: number;
  url: string;
}

/** The extensions a folder accepts (its use's list). */
export const acceptedOf = (directory: FileDirectory): readonly string[] => FILE_USES[FILE_DIRECTORIES[directory]];

export const isAcceptedIn = (directory: FileDirectory, name: string) => acceptedOf(directory).includes(extensionOf(name));

/** The stored name in a file's url (`/api/CMS/Image/Images/logo-1a2b3c4d.png?store=1` → `logo-1a2b3c4d.png`). */
export function nameOfUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** The download address of a file (always `attachment`), with the store of its url. */
export function downloadUrl(directory: FileDirectory, file: StoredFile): string {
  const query = file.url.includes('?') ? file.url.slice(file.url.indexOf('?')) : '';
  return `/api/cms/download/${directory}/${encodeURIComponent(file.name)}${query}`;
}

export async function getFiles(directory: FileDirectory): Promise<StoredFile[]> {
  const answer = await api<{ data?: StoredFile[] }>('GET', '/api/CMS/GetFiles', { query: { directory } });
  return answer.data ?? [];
}

export async function searchFiles(name: string, directory: FileDirectory): Promise<StoredFile[]> {
  const answer = await api<{ data?: StoredFile[] }>('GET', '/api/CMS/SearchFiles', { query: { name, directory } });
  return answer.data ?? [];
}

/** DELETE DeleteFile; an answer without `result: true` means the file is still there. */
export async function deleteFile(directory: FileDirectory, filename: string): Promise<boolean> {
  const answer = await api<{ data?: { result?: boolean } }>('DELETE', '/api/CMS/DeleteFile', { query: { directory, filename } });
  return answer?.data?.result === true;
}

export interface UploadAnswer {
  url?: string;
  size?: number;
}

/**
 * POST UploadFile with one file, by XMLHttpRequest (fetch reports no upload progress), with the
 * headers the api client sends. Resolves with the answer's `data`; rejects with an ApiError whose
 * message is the server's field message when there is one.
 */
export function uploadFile(directory: FileDirectory, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return uploadWithProgress(`/api/CMS/UploadFile?directory=${encodeURIComponent(directory)}`, file, onProgress);
}

/** POST UploadAvatar: the signed-in user's own picture, into the avatars folder. */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return uploadWithProgress('/api/CMS/UploadAvatar', file, onProgress);
}

/** POST uploadAttachment: a file the signed-in user attaches to a ticket or a post, into the private Tickets folder. */
export function uploadTicketAttachment(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return uploadWithProgress('/api/Tickets/uploadAttachment', file, onProgress);
}

/** POST Attribute/uploadFile: a file for one of the signed-in customer's own file attributes, into the private CustomerFiles folder. */
export function uploadCustomerFile(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return uploadWithProgress('/api/Attribute/uploadFile', file, onProgress);
}

/**
 * POSTs one file to `address` by XMLHttpRequest (fetch reports no upload progress) with the headers
 * the api client sends; resolves with the answer's `data`, rejects with an ApiError whose message is
 * the server's message about the file when there is one.
 */
export async function uploadWithProgress(address: string, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  let auth = readAuth();
  if (accessExpired(auth)) auth = (await refreshSession(auth.access_token)) ?? readAuth();
  const headers = requestHeaders(false, auth?.access_token);
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', address);
    for (const [key, value] of headers) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'common.error.network', message: i18n.t('common.error.network') }));
    xhr.onload = () => {
      let payload: { data?: UploadAnswer; error?: ApiErrorBody } | undefined;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload?.data ?? {});
        return;
      }
      const error = payload?.error ?? {};
      const field = error.fields?.file;
      reject(new ApiError(xhr.status, { ...error, ...(field ? { message: field } : {}) }));
    };
    xhr.send(body);
  });
}
