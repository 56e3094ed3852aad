// Design tokens and shared class shortcuts (DESIGN 1). build.mjs extracts
// utilities from src/client, so class names must appear literally in source.
import { presetWind4 } from '@unocss/preset-wind4';

/** Catedra blue: 700 on white and 300 on slate-900 both pass WCAG AA for text. */
const primary = {
  50: '#eff6ff',
  100: '#dbeafe',
  200: '#bfdbfe',
  300: '#93c5fd',
  400: '#60a5fa',
  500: '#3b82f6',
  600: '#2563eb',
  700: '#1d4ed8',
  800: '#1e40af',
  900: '#1e3a8a',
  950: '#172554',
};

/** Global rules the utilities cannot express. */
const baseCss = `
html, .page-backdrop { background: #f8fafc; color: #0f172a; }
html.dark, html.dark .page-backdrop { background: #020617; color: #e2e8f0; }
/* Before the script applies the theme, follow the system so dark-mode visitors get no white flash. */
@media (prefers-color-scheme: dark) { html:not(.light), html:not(.light) .page-backdrop { background: #020617; color: #e2e8f0; } }
body { margin: 0; min-height: 100vh; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif; -webkit-font-smoothing: antialiased; }
/* SPEC 4: reduced motion sets animation and transition durations to zero. */
html.reduce-motion *, html.reduce-motion *::before, html.reduce-motion *::after {
  animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; scroll-behavior: auto !important;
}
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
/* A bar stuck to the window's foot (the editor's, with Save now) stays uncovered: the toasts show above it,
   clear of it scrolled to the end too, where the page's bottom padding lifts it (a failed save's toast covered
   the button that retries it). The toasts are the fixed region of live regions (ui/Toaster.tsx). */
body:has(.sticky.bottom-0) section:has(> [aria-live]) { bottom: 10rem; }
@media (min-width: 640px) { body:has(.sticky.bottom-0) section:has(> [aria-live]) { bottom: 8rem; } }
/* Below 640 px a data table (ui/DataTable.tsx) is a list of cards: each row a bordered block, each cell its column's
   label beside its value (the cell's one child), so the actions column is on screen, not a sideways scroll away.
   The header row stays only for its sort buttons. */
@media (max-width: 639.98px) {
  /* A phone's tabs wrap onto a second line: scrolled sideways, a test's last two tabs were off screen with no sign of them. */
  [role="tablist"] { flex-wrap: wrap; }
  /* The grid's names on two lines of smaller text: cut to one in 112 px, four pupils read "Bălănescu…". */
  [role="grid"] [role="rowheader"] > span:first-child {
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
    white-space: normal; overflow-wrap: anywhere; font-size: .75rem; line-height: 1rem;
  }
  .stack-sm, .stack-sm > caption, .stack-sm > tbody, .stack-sm > tbody > tr, .stack-sm > tbody > tr > :is(td, th) { display: block; }
  .stack-sm > thead:not(:has(button)), .stack-sm > thead th:not(:has(button)) { display: none; }
  .stack-sm > thead > tr { display: flex; flex-wrap: wrap; margin-bottom: .75rem; border-radius: .5rem; }
  .stack-sm > thead th { padding: .25rem .75rem; }
  /* A finger's target: 44 px high, the sort buttons and each row's links and buttons (20 px links sat stacked). */
  .stack-sm > thead th button, .stack-sm > tbody > tr > :is(td, th) a, .stack-sm > tbody > tr > :is(td, th) button { min-height: 2.75rem; display: inline-flex; align-items: center; }
  .stack-sm > tbody > tr { margin-bottom: .75rem; border: 1px solid #e2e8f0; border-radius: .5rem; }
  .stack-sm > tbody > tr > :is(td, th) { text-align: left; border-width: 0; }
  .stack-sm > tbody > tr > :is(td, th)[data-label] { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: .75rem; }
  .stack-sm > tbody > tr > :is(td, th)[data-label=""] { display: block; }
  .stack-sm > tbody > tr > :is(td, th) + :is(td, th) { border-top: 1px solid #f1f5f9; }
  .stack-sm > tbody > tr > :is(td, th)[data-label]::before { content: attr(data-label); font-weight: 600; color: #475569; }
  .stack-sm > tbody > tr > :is(td, th):first-child > div { font-weight: 600; }
  /* A value set flush right for its column (a count, the actions) starts beside its label instead. */
  .stack-sm > tbody > tr > :is(td, th) > div > * { text-align: left; justify-content: flex-start; align-items: flex-start; }
  .stack-sm > tbody > tr > :is(td, th) > div * { text-align: left; }
  html.dark .stack-sm > tbody > tr { border-color: #334155; }
  html.dark .stack-sm > tbody > tr > :is(td, th) + :is(td, th) { border-color: #1e293b; }
  html.dark .stack-sm > tbody > tr > :is(td, th)[data-label]::before { color: #94a3b8; }
}
`;

export default {
  presets: [presetWind4({ dark: 'class' })],
  theme: {
    colors: { primary },
  },
  shortcuts: {
    focusable:
      'outline-none focus-visible:ring-3 focus-visible:ring-primary-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-primary-300 dark:focus-visible:ring-offset-slate-950',
    page: 'flex min-h-screen flex-col',
    'page-title': 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white',
    card: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900',
    btn: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold no-underline transition-colors focusable disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    'btn-primary': 'btn bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-500 dark:text-slate-950 dark:hover:bg-primary-400',
    'btn-secondary':
      'btn border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
    input:
      'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder-slate-400 focusable aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400',
    'field-label': 'text-sm font-medium text-slate-800 dark:text-slate-200',
    'field-hint': 'text-sm text-slate-600 dark:text-slate-400',
    'field-error': 'text-sm font-medium text-red-700 dark:text-red-400',
    link: 'rounded-sm font-medium text-primary-700 underline-offset-2 hover:underline focusable dark:text-primary-300',
    alert: 'rounded-lg border px-4 py-3 text-sm outline-none',
    'alert-error': 'alert border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    'alert-success': 'alert border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    'alert-info': 'alert border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-900 dark:bg-primary-950 dark:text-primary-100',
    brand: 'inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 no-underline focusable dark:text-white',
    'brand-mark': 'inline-flex h-8 w-8 items-center justify-center rounded-lg bg-primary-700 text-white',
    'lang-btn':
      'inline-flex min-h-9 items-center gap-1 rounded-md border border-transparent px-2 py-1 text-slate-700 hover:bg-slate-200 focusable aria-pressed:border-primary-600 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-primary-400 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-primary-200',
    'skip-link': 'absolute left-2 top-2 z-50 -translate-y-20 rounded-md bg-primary-700 px-3 py-2 text-white focus:translate-y-0 focusable',
    spinner: 'inline-block h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-primary-600 dark:border-slate-700 dark:border-t-primary-300',
  },
  preflights: [{ getCSS: () => baseCss }],
};
