/// <reference types="vite/client" />

/** Version of the web app, from apps/web/package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
