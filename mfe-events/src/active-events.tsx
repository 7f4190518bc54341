import './events.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { ActiveEventsWidget } from './features/active-events/components/active-events-widget.tsx';
import { PhonePrompt } from './phone-prompt.tsx';

/** Dashboard widget: the stops running now, live; on a driver's phone, the geofence prompt with it. */
function ActiveEventsWithPrompt(props: ScreenProps & { scope?: 'company' | 'mine' }) {
  return (
    <>
      <ActiveEventsWidget {...props} />
      <PhonePrompt session={props.session} />
    </>
  );
}

export default exposeScreen('events-active', ActiveEventsWithPrompt);
