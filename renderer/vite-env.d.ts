/// <reference types="vite/client" />

/** A catalogue in the pseudo-locale (scripts/i18n/compiled-catalogues.ts). */
declare module '*.json?pseudo' {
  const messages: unknown;
  export default messages;
}
