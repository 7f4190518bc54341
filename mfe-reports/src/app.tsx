import './reports.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { ReportsApp } from './reports-app.tsx';

export default exposeScreen('reports', ReportsApp);
