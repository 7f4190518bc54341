import { renderStandalone } from '@dwell/ui/lib/standalone.tsx';
import { DocumentsApp } from './documents-app.tsx';

renderStandalone('documents', DocumentsApp);
