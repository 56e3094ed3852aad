// Full-page navigations (the identity provider redirect) leave the SPA; they go
// through this object so tests can record them instead of unloading the page.

export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
