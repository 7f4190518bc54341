import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { OnboardingWidget } from './features/onboarding/components/onboarding-widget.tsx';
import './account.css';

/** The dashboard's onboarding elements (docs/product.md#onboarding), mounted by the shell above the dashboard. */
export default exposeScreen('account', OnboardingWidget);
