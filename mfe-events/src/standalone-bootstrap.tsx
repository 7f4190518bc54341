import { renderStandalone } from '@dwell/ui/lib/standalone.tsx';
import { EventsApp } from './events-app.tsx';

renderStandalone('events', EventsApp);
