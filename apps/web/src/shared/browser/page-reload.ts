/** A full page load, behind an object so tests can watch for it (the test DOM cannot reload). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
