/** A full page load: fetches index.html again (never cached), so a new deploy's files are used. */
export function reloadPage() {
  window.location.reload();
}
