/** The product version, injected by the server build; `dev` when running from source. */
declare const __APP_VERSION__: string | undefined;
export const VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : (process.env.npm_package_version ?? 'dev');
