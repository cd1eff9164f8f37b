// Runs before first paint: sets the `dark` class on <html> from the saved choice
// ('livro-caixa.theme' = 'dark' | 'light'), or from the system preference when none is saved.
(() => {
  let dark = false;
  try {
    const saved = window.localStorage.getItem('livro-caixa.theme');
    dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage blocked (privacy mode): fall back to the light theme.
  }
  document.documentElement.classList.toggle('dark', dark);
})();
