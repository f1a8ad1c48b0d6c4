/**
 * Uploads (spec 000 §5 and §9; the default size, count and folders are in constants.ts): the folders files go into, the file types each use accepts, the
 * settings that bound them and their defaults. The server refuses by these lists and the web's
 * uploader offers the same, so both sides share them.
 */

/** The spec's uses of an upload and their extensions (spec 000 §5, "Accepted file types"). */
export const FILE_USES = {
  attribute: ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.zip', '.xls', '.xlsx', '.txt'],
  dataForm: ['.svg', '.jpg', '.jpeg', '.png', '.webp', '.pdf', '.doc', '.docx', '.zip', '.xls', '.xlsx', '.txt'],
  image: ['.svg', '.jpg', '.jpeg', '.png', '.bmp', '.webp', '.gif'],
  video: ['.3gp', '.mpeg', '.mpg', '.mov', '.flv', '.wmv', '.avi', '.m4v', '.mp4', '.webm'],
  avatar: ['.jpg', '.jpeg', '.png', '.bmp'],
  // Not one of the spec's lists: pictures and videos together, for a template's `multiimagevideo` control.
  media: [
    '.svg',
    '.jpg',
    '.jpeg',
    '.png',
    '.bmp',
    '.webp',
    '.gif',
    '.3gp',
    '.mpeg',
    '.mpg',
    '.mov',
    '.flv',
    '.wmv',
    '.avi',
    '.m4v',
    '.mp4',
    '.webm',
  ],
} as const satisfies Record<string, readonly string[]>;

export type FileUse = keyof typeof FILE_USES;

/**
 * The folders a file may go into, and the use each stands for. Fixed: a folder is never made from
 * a request, so no name a caller sends can reach outside the store's area. `DataContents` is the
 * spec's default folder (data-form files of pages and contents), `avatars` its avatar folder;
 * `Images` holds pictures of pages and contents, `Attributes` the files of file-upload attributes
 * `Videos` the video controls of templates (issue 10's control types), `Media` the controls
 * that take pictures and videos alike, `Tickets` the attachments of support tickets and
 * `CustomerFiles` the files of customers' own attributes (both private: see the server's readers).
 */
export const FILE_DIRECTORIES = {
  DataContents: 'dataForm',
  avatars: 'avatar',
  Images: 'image',
  Attributes: 'attribute',
  Videos: 'video',
  Media: 'media',
  // Issue 12: files attached to support tickets and their posts (the data-form types).
  Tickets: 'dataForm',
  // Files of customers' file-upload attributes (a CV, a scan of an ID): private to the customer and administrators.
  CustomerFiles: 'attribute',
  // Issue 13: pictures of the products customers add (public, as the store's Images are).
  ProductPictures: 'image',
} as const satisfies Record<string, FileUse>;

export type FileDirectory = keyof typeof FILE_DIRECTORIES;

/** Setting of the largest file of each use, and of how many files one upload may pick (the web's count). */
export const FILE_SIZE_SETTING: Record<FileUse, string> = {
  attribute: 'attribute.maximumfilesize',
  dataForm: 'datacontent.maximumfilesize',
  image: 'datacontent.maximumfilesize',
  video: 'datacontent.maximumfilesize',
  media: 'datacontent.maximumfilesize',
  avatar: 'adminform.maximumfilesize',
};
export const FILE_COUNT_SETTING = { dataForm: 'datacontent.maximumfilecount', attribute: 'attribute.maximumfilecount' } as const;

/** Largest upload any setting can allow, whatever a store sets: a cap on what one request makes the server buffer. */
export const UPLOAD_CEILING = 64 * 1_048_576;

/** Setting of a store's storage capacity in bytes, and the capacity when it sets none (1 GiB). */
export const STORAGE_CAPACITY_SETTING = 'storage.maximumcapacity';
export const DEFAULT_STORAGE_CAPACITY = 1_073_741_824;

/**
 * Widths an image is served at (`/api/CMS/Image/…?w=`). Any other width is served at the next
 * one up (the largest above the top), so the cache holds at most this many copies of a picture
 * whatever widths callers ask for.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** The extension of a file name, lower-cased with its dot (`.png`), or '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAccepted(use: FileUse, name: string): boolean {
  return (FILE_USES[use] as readonly string[]).includes(extensionOf(name));
}
