import './events.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { AlertsDropdown } from './features/notifications/components/alerts-dropdown.tsx';

/** The header's notification dropdown (docs/product.md#main-layout), for the shell to mount beside the user menu. */
export default exposeScreen('events-alerts', AlertsDropdown);
