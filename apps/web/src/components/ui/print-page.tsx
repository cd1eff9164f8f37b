import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from './button';
import './print-page.css';

/**
 * For screens with a print view (`data-print-page` on their root, see print-page.css): prints in
 * the light theme even when the app is dark, since paper is white.
 */
export function useLightPrint() {
  useEffect(() => {
    const root = document.documentElement;
    let wasDark = false;
    const before = () => {
      wasDark = root.classList.contains('dark');
      if (wasDark) root.classList.remove('dark');
    };
    const after = () => {
      if (wasDark) root.classList.add('dark');
      wasDark = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, []);
}

/** 'Imprimir': the browser's print dialog. */
export function PrintButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <Button variant="secondary" onClick={() => window.print()} disabled={disabled}>
      <Printer className="size-4" aria-hidden="true" />
      Imprimir
    </Button>
  );
}
