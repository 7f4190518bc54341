import { renderStandalone } from '@dwell/ui/lib/standalone.tsx';
import { ReportsApp } from './reports-app.tsx';

renderStandalone('reports', ReportsApp);
