import './events.css';
import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { HeaderSearch } from './features/header-search/components/header-search.tsx';

/** The header's search box (docs/product.md#main-layout), for the shell to mount in place of its placeholder input. */
export default exposeScreen('events-search', HeaderSearch);
