import './reports.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { StatCardsWidget } from './features/dashboard/components/stat-cards-widget.tsx';

/** Dashboard widget: the four stat cards with their period picker. */
export default exposeScreen('reports', StatCardsWidget);
