import type { FileDirectory } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api/api-error';
import { errorMessage } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { showToast } from '../ui/toast-store';
import { deleteFile } from './files-api';

/** Told of every file deleted, wherever (the uploader drops its row when the list deletes the file). */
const deletedListeners = new Set<(directory: FileDirectory, name: string) => void>();

export function onFileDeleted(listener: (directory: FileDirectory, name: string) => void): () => void {
  deletedListeners.add(listener);
  return () => deletedListeners.delete(listener);
}

/** After an upload or a delete: the lists of files and the top bar's storage bar are read again. */
export function useFilesChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['storage-capacity'] });
    void queryClient.invalidateQueries({ queryKey: ['cms-files'] });
  }, [queryClient]);
}

/**
 * DELETE DeleteFile with the spec's notices (000 §8): "File Deleting Error" when it fails, "File is
 * not deleted" when the answer has no result. Resolves whether the file is gone.
 */
export function useDeleteFile(directory: FileDirectory) {
  const { t } = useTranslation();
  const changed = useFilesChanged();
  return useCallback(
    async (filename: string): Promise<boolean> => {
      try {
        const done = await deleteFile(directory, filename);
        if (!done) {
          showToast('error', t('files.delete.error'), t('files.delete.notdeleted'));
          return false;
        }
        showToast('success', t('common.datadeletedsuccessfully.title'), t('files.deleted'));
        for (const listener of deletedListeners) listener(directory, filename);
        return true;
      } catch (error) {
        // A 401 already told the user and went to sign in.
        if (!(error instanceof ApiError && error.status === 401)) {
          showToast('error', t('files.delete.error'), errorMessage(error, t('files.delete.notdeleted')));
        }
        return false;
      } finally {
        changed();
      }
    },
    [directory, t, changed],
  );
}
