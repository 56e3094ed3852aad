// `import('i18n-namespace:ro/auth,plans')` gives the named top-level
// namespaces of i18n/ro.json, as their own small chunk. build.mjs resolves
// these imports (an esbuild plugin), so a screen downloads only its texts.
declare module 'i18n-namespace:*' {
  const messages: Record<string, unknown>;
  export default messages;
}
