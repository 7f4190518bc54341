import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { AccountApp } from './account-app.tsx';

export default exposeScreen('account', AccountApp);
