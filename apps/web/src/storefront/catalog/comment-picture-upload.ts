import { type UploadAnswer, uploadWithProgress } from '../../cms/files-api';

/** POST uploadCommentPicture: one picture of the signed-in customer's review, with its progress. */
export const uploadCommentPicture = (file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> =>
  uploadWithProgress('/api/Catalog/uploadCommentPicture', file, onProgress);
