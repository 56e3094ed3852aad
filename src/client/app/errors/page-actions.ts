// The full-page moves the error screens offer. After a crash or a missing
// chunk the SPA's own state is suspect, so these leave it rather than route
// inside it. One object, so tests can record the moves (mock.method).

export const pageActions = {
  reload(): void {
    window.location.reload();
  },
  goHome(): void {
    window.location.assign('/');
  },
  goBack(): void {
    // Opened straight on the broken page there is nowhere to go back to: go home instead.
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  },
};
