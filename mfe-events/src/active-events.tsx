import './events.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { ActiveEventsWidget } from './features/active-events/components/active-events-widget.tsx';

/** Dashboard widget: the stops running now, live. */
export default exposeScreen('events-active', ActiveEventsWidget);
