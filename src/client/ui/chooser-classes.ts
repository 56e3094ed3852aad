// The look shared by the searchable choosers built on cmdk (the command
// palette, go to school/classroom, assign and grade a quiz): one search
// field on top, options highlighted while selected by arrow keys.

export const CHOOSER_INPUT = 'h-14 w-full bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 dark:text-slate-100';

const OPTION = [
  'min-h-11 cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
  'data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-900 dark:data-[selected=true]:bg-slate-800 dark:data-[selected=true]:text-white',
].join(' ');

/** An option showing a label over a detail line. */
export const CHOOSER_OPTION = `flex flex-col justify-center ${OPTION}`;

/** An option with the label on the left and something (a shortcut) on the right. */
export const CHOOSER_OPTION_ROW = `flex items-center justify-between gap-3 ${OPTION}`;

/** An option that is one line of text. */
export const CHOOSER_OPTION_ITEM = `flex items-center ${OPTION}`;
