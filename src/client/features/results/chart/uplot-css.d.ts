// uPlot's stylesheet as text (esbuild: `with { type: 'text' }`), adopted as a
// constructed stylesheet by uplot-line.ts.
declare module 'uplot/dist/uPlot.min.css' {
  const css: string;
  export default css;
}
