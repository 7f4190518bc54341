import { renderStandalone } from '@dwell/ui/lib/standalone.tsx';
import { AccountApp } from './account-app.tsx';

renderStandalone('account', AccountApp);
