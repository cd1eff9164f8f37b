import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { SettlingKind } from '../api/settling-api';

/** The Acertos page (ADR 022) on one kind: every payout of every attendant, or every settlement with every tripeiro. */
export function SettlingLink({ kind, children }: { kind: SettlingKind; children: string }) {
  return (
    <Link to={`/payouts?kind=${kind}`} className={buttonClasses('secondary')}>
      <HandCoins className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
