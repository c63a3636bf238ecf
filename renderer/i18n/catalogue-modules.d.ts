// A catalogue in the pseudo-locale, as the build hands it in (scripts/i18n/compiled-catalogues.ts).
declare module '*.json?pseudo' {
  const messages: unknown;
  export default messages;
}
