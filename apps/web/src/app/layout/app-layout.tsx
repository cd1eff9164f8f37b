import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { LoadingScreen } from '../../components/ui/spinner';
import { usePreferences } from '../../lib/preferences';
import { Header } from './header';
import { SidebarNav } from './sidebar-nav';

/** The shared layout of the authenticated screens: sidebar (drawer on phones), header, content. */
export function AppLayout() {
  const navigation = useNavigation();
  // The screens wait for the user's preferences (date format, time zone): their first render
  // already shows dates and "today" the user's way. A failure falls back to the defaults.
  const { ready } = usePreferences();
  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow dark:focus:bg-zinc-900"
      >
        Pular para o conteúdo
      </a>
      {navigation.state !== 'idle' && (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden" role="progressbar" aria-label="Carregando">
          <div className="h-full w-2/5 animate-progress bg-emerald-500" />
        </div>
      )}
      {/* In the page's flow, as tall as the page: its background reaches the bottom of a long page
          (a fixed sidebar is only as tall as the window); its content stays in view, sticky. */}
      <aside className="hidden w-64 shrink-0 border-r border-zinc-200 bg-white lg:block dark:border-zinc-800 dark:bg-zinc-900">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="flex h-16 shrink-0 items-center border-b border-zinc-200 px-6 dark:border-zinc-800">
            <Logo />
          </div>
          <SidebarNav />
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <Header />
        <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {ready ? <Outlet /> : <LoadingScreen fullPage={false} />}
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
