import './reports.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { TrendWidget } from './features/trends/components/trend-widget.tsx';

/** Dashboard widget: the detention hours trend chart. */
export default exposeScreen('reports', TrendWidget);
