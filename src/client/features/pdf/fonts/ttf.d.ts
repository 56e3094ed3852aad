// build.mjs loads .ttf with esbuild's 'file' loader: the import is the
// asset's URL, relative to the importing chunk (/assets/media/...-[hash].ttf).
declare module '*.ttf' {
  const url: string;
  export default url;
}
