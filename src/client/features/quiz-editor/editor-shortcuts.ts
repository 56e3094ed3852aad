// The editor's key bindings, in one place for the commands, the buttons'
// hover texts and the help. Alt chords, so they never clash with typing and
// the browser keeps Ctrl/Cmd+letter (core/shortcuts.ts); they also work from
// inside the editor's fields (the commands say `whileTyping`). Save is
// Ctrl/Cmd+S, as in the grade grid: teachers press it by habit, and Alt+S
// left the browser's "Save page as" to answer it.
export const EDITOR_SHORTCUTS = {
  addQuestion: 'alt+n',
  addSection: 'alt+shift+n',
  moveUp: 'alt+arrowup',
  moveDown: 'alt+arrowdown',
  duplicate: 'alt+shift+d',
  delete: 'alt+shift+backspace',
  nextQuestion: 'alt+j',
  previousQuestion: 'alt+k',
  focusTotals: 'alt+shift+t',
  focusPreview: 'alt+shift+p',
  saveNow: 'mod+s',
} as const;
