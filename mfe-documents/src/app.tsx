import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { DocumentsApp } from './documents-app.tsx';

export default exposeScreen('documents', DocumentsApp);
