import {
  Banknote,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ChartSpline,
  HandCoins,
  Handshake,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Path prefix that marks the item active (defaults to `to`). */
  section?: string;
}

/** The sidebar's items, in order (e2e/auth.spec.ts checks the list each role sees). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/payments', label: 'Pagamentos', icon: Banknote },
  { to: '/expenses', label: 'Despesas', icon: Receipt },
  { to: '/contas', label: 'Contas', icon: CalendarClock },
  { to: '/attendants', label: 'Atendentes', icon: Users },
  { to: '/tripeiros', label: 'Tripeiros', icon: Handshake },
  { to: '/payouts', label: 'Acertos', icon: HandCoins },
  { to: '/reports', label: 'Relatórios', icon: ChartColumn },
  { to: '/fluxo-de-caixa', label: 'Fluxo de caixa', icon: ChartSpline },
  { to: '/conciliacao', label: 'Conciliação', icon: Landmark },
  { to: '/fechamento', label: 'Fechamento', icon: CalendarCheck },
  { to: '/settings', label: 'Configurações', icon: Settings },
];

/** Only for role admin. */
export const ADMIN_NAV_ITEM: NavItem = {
  to: '/admin/dashboard',
  label: 'Administração',
  icon: ShieldCheck,
  section: '/admin',
};
