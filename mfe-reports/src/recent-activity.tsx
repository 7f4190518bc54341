import './reports.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { RecentActivity } from './features/activity/components/recent-activity.tsx';

/** Dashboard widget: the recent activity feed. */
export default exposeScreen('reports', RecentActivity);
