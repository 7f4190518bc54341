import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { EventsApp } from './events-app.tsx';

export default exposeScreen('events', EventsApp);
