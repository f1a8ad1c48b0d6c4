/** English messages of the CMS files area: uploads, downloads and the store's storage (issue 10). */
export const en = {
  'content.error.imagedimensions': 'The picture may be at most {{max}} pixels wide and high.',
  'content.error.filesize': 'The file is larger than the maximum of {{max}} bytes.',
  'content.error.storagefull': 'The store’s storage is full: {{usage}} of {{max}} bytes are used.',
  'content.error.directory': 'There is no such folder for files.',
  'content.error.filename': 'This file name cannot be used.',
  'content.error.nofile': 'Send one file.',
  'content.error.onefile': 'Send one file at a time.',
};
