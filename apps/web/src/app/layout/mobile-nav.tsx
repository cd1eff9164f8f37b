import * as Dialog from '@radix-ui/react-dialog';
import { type LucideIcon, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { SidebarNav } from './sidebar-nav';

/** Below the lg breakpoint the sidebar lives in a drawer opened from the header's menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton icon={Menu} label="Abrir menu" className="-ml-2 lg:hidden" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl animate-slide-in-left focus:outline-none lg:hidden dark:bg-zinc-900"
        >
          <Dialog.Title className="sr-only">Menu de navegação</Dialog.Title>
          <div className="flex h-16 items-center justify-between border-b border-zinc-200 px-4 dark:border-zinc-800">
            <Logo />
            <Dialog.Close asChild>
              <MenuButton icon={X} label="Fechar menu" className="-mr-2" />
            </Dialog.Close>
          </div>
          <SidebarNav onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The drawer's open and close buttons: an icon, named by `label`. Radix gives it its handlers (asChild). */
function MenuButton({ icon: Icon, label, ...props }: ButtonProps & { icon: LucideIcon; label: string }) {
  return (
    <Button variant="ghost" size="icon" {...props}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
