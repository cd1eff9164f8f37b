import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../lib/theme';
import { Button } from './button';

export function ThemeToggle() {
  const theme = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-pressed={theme === 'dark'}
      title="Alternar modo escuro"
    >
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
      <span className="sr-only">Alternar modo escuro</span>
    </Button>
  );
}
