import './reports.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { ActiveMapWidget } from './features/map/components/active-map-widget.tsx';

/** Dashboard widget: the active-locations map. */
export default exposeScreen('reports', ActiveMapWidget);
