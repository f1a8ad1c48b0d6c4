import {
  DEFAULT_UPLOAD_BYTES,
  DEFAULT_UPLOAD_COUNT,
  FILE_COUNT_SETTING,
  FILE_DIRECTORIES,
  FILE_SIZE_SETTING,
  type FileDirectory,
  settingInteger,
  UPLOAD_CEILING,
} from '@store/domain';
import type { AppSettings } from '../api/use-app-settings';

export interface UploadLimits {
  /** The largest file in bytes. */
  maxSize: number;
  /** How many files one pick may hold. */
  maxCount: number;
}

/**
 * A folder's upload limits from the store's public settings (spec 000 §9: the folder's use names
 * its size and count settings), the spec's 1 MiB and 5 where a setting is missing or unreadable.
 * The server checks the size again with the same setting.
 */
export function uploadLimits(directory: FileDirectory, settings: AppSettings | undefined): UploadLimits {
  const use = FILE_DIRECTORIES[directory];
  const countSetting = (FILE_COUNT_SETTING as Partial<Record<typeof use, string>>)[use];
  return {
    maxSize: settingInteger(settings?.[FILE_SIZE_SETTING[use]], DEFAULT_UPLOAD_BYTES, 1, UPLOAD_CEILING),
    maxCount: countSetting ? settingInteger(settings?.[countSetting], DEFAULT_UPLOAD_COUNT) : DEFAULT_UPLOAD_COUNT,
  };
}
