// What the server and the tests import as `@store/domain`: the web's modules (add new ones to
// index.browser.ts) and the messages of every language (`messages`, `translate`).

export * from './i18n/index.js';
export * from './index.browser.js';
