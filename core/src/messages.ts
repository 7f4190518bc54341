/**
 * User-facing texts of docs/product.md#validation (validation) and docs/product.md#messages (errors), verbatim. The API answers with these
 * and the screens show them, so a text changes in one place only.
 */

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  signupPasswordTooShort: 'Password must be at least 8 characters long',
  forgotEmailRequired: 'Please enter your email address',
  fullNameRequired: 'Full name is required',
  companyNameRequired: 'Company name is required',
  phoneTooShort: 'Phone number must be at least 10 digits',
  fleetSizeRequired: 'Fleet size is required',
  fleetSizeInvalid: 'Please choose a fleet size: 1-10, 11-50, 51-100, 101-500 or 500+',
  credentialsRequired: 'You must provide either an email or phone number and a password',
  avatarTooLarge: 'File size must be less than 5MB',
  avatarWrongType: 'Only JPG and PNG files are allowed',
  avatarUploadFailed: 'Failed to upload avatar',
  eventLoginRequired: 'You must be logged in to create a detention event',
  eventProfileRequired: 'Please complete your profile before creating events',
  eventLocationRequired: 'Location and Shipper/Receiver are required',
  eventStartRequired: 'Start time is required',
  eventEndBeforeStart: 'End time must be after start time',
  documentDeleteConfirm: 'Are you sure you want to delete this document?',
  tooManyFiles: 'Too many files',
  passwordTooCommon: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
  /** A new password typed twice, differently (the form checks it; the API never sees the second copy). */
  passwordsDiffer: 'The two passwords do not match.',
} as const;

/** '{file name} exceeds the 5MB size limit' with the user's own file name. */
export const fileTooLarge = (fileName: string): string => `${fileName} exceeds the 5MB size limit`;
export const fileTypeMustBe = (types: string): string => `File type must be ${types}`;
export const fileLargerThan = (bytes: number): string => `File is larger than ${bytes} bytes`;
export const fileSmallerThan = (bytes: number): string => `File is smaller than ${bytes} bytes`;
/** An API address called with a method it does not answer (405), naming the ones it does. */
export const methodNotAllowed = (method: string, allowed: readonly string[]): string =>
  `${method} is not allowed on this address; it accepts ${allowed.join(', ')}.`;

export const AUTH = {
  networkErrorTitle: 'Network Error',
  networkError: 'Unable to connect to the server. Please check your internet connection.',
  networkErrorRetry: 'Unable to connect to the server. Please check your internet connection and try again.',
  sessionExpiredTitle: 'Session Expired',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionExpiredSignIn: 'Your session has expired. Please sign in again.',
  loginFailedTitle: 'Login failed',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please verify your email address before logging in. Check your inbox for a confirmation email.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  /** A form's answer when the request failed without an API message (no signal, a broken answer). */
  tryAgain: 'Something went wrong. Please try again.',
  loginFailedToastTitle: 'Login Failed',
  loginFailedToast: 'Failed to login',
  noSessionAfterLogin: 'No session available after login',
  loggedIn: 'Successfully logged in',
  modalFailedTitle: 'Sign In Failed',
  modalFailed: 'Invalid email or password. Please try again.',
  alreadyRegistered: 'This email is already registered.',
  signupFailed: 'Error creating account. Please try again.',
  createUserFailed: 'Failed to create user account',
  accountCreated: 'Account created successfully',
  signupCheckEmail: 'Check your email: follow the link we sent to confirm your address, then sign in to continue.',
  resetFailed: 'Failed to send reset instructions. Please try again.',
  resetSent: 'Password reset instructions sent to your email',
  logoutFailedTitle: 'Logout Failed',
  logoutFailed: 'Failed to logout',
  logoutFailedRetry: 'Failed to log out. Please try again.',
  loggedOut: 'Successfully logged out',
  signOutFailedTitle: 'Sign Out Failed',
  signOutFailed: 'Unable to sign out. Please try again.',
  refreshFailed: 'Failed to refresh user',
  noUserAfterRefresh: 'No user found after refresh',
  authErrorTitle: 'Authentication Error',
  authError: 'Failed to check authentication status. Please try again.',
  sessionInitFailed: 'Failed to initialize secure session',
  sessionTerminated: 'Session has been terminated',
  sessionUserMismatch: 'Session user mismatch - possible security breach',
  sessionExtended: 'Session extended successfully',
  sessionExtendFailed: 'Failed to extend session. Please log in again.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait {wait} and try again.',
  tooManyEmails: 'Too many emails requested. Please wait {wait} and try again.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  confirmTokenInvalid: 'This confirmation link is invalid or has expired.',
  signInToContinue: 'Please sign in to continue',
  noPermission: 'You do not have permission to access this area',
  noPermissionPage: 'You do not have permission to view this page',
  subscriptionNeedsAttention: 'Your subscription needs attention',
  crossSiteRefused: 'This request did not come from Dwell and was refused.',
  bodyTooLarge: 'The request body is too large.',
  invalidJson: 'The request body is not valid JSON.',
  serverNotConfigured: 'This server is not fully configured yet. Please contact support.',
} as const;

/** Why a session ended (docs/product.md#session-timers) and the toast text the user sees for it (docs/product.md#messages). */
export const TERMINATION_MESSAGES = {
  absolute_timeout: 'Your session has expired due to maximum duration limit',
  idle_timeout: 'Your session has expired due to inactivity',
  verification_failed: 'Session verification failed for security reasons',
  extension_failed: 'Failed to extend session - please log in again',
  refresh_failed: 'Session refresh failed - please log in again',
  user_logout: 'You have been logged out',
  force_cleanup: 'You have been logged out',
} as const;
export type TerminationReason = keyof typeof TERMINATION_MESSAGES;

/** Answers about the Idempotency-Key header of a write (the offline queue's replays, /api/v1 callers). */
export const IDEMPOTENCY = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  conflict: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/** While a company's data is moved to another database (docs/scaling.md): reads go on, changes wait. */
export const COMPANY_MOVING = {
  readOnly: "Your company's data is being moved and can't be changed for a moment. Try again in a minute.",
  retryAfterSeconds: 60,
} as const;

export const DATA = {
  profileErrorTitle: 'Profile Error',
  profileLoadFailed: 'Failed to load profile',
  updateFailedTitle: 'Update Failed',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully',
  avatarUpdated: 'Profile picture updated successfully',
  avatarUpdateFailed: 'Failed to update profile picture',
  onboardingUpdateFailed: 'Failed to update onboarding progress',
  onboardingResetFailed: 'Failed to reset onboarding progress',
  onboardingReset: 'Onboarding progress has been reset',
  subscriptionLoadFailed: 'Failed to load subscription status',
  eventsLoadFailed: 'Failed to load detention events',
  eventCreateErrorTitle: 'Error Creating Event',
  eventCreated: 'Detention Event created successfully!',
  profileRequiredNotice: 'Profile Required: Please complete your profile before creating detention events',
  trendsErrorTitle: 'Error Loading Trends',
  trendsLoadFailed: 'Failed to load detention trends',
  usersLoadFailed: 'Failed to load users',
  noUsers: 'No users found',
  noArticles: 'No articles found',
  documentsLoadFailed: 'Failed to load documents',
  documentsUploadFailed: 'Failed to upload documents',
  documentDownloadFailed: 'Failed to download document',
  documentArchiveFailed: 'Failed to archive document',
  documentDeleteFailed: 'Failed to delete document',
  documentsUploaded: 'Documents uploaded successfully',
  documentArchived: 'Document archived successfully',
  documentRestored: 'Document restored successfully',
  documentDeleted: 'Document deleted successfully',
  noEventsYet: 'No detention events recorded yet',
  notFound: 'Not found',
  invalidTime: 'Invalid time value',
} as const;

/** '{step title} completed!' (docs/product.md#messages Onboarding). */
export const stepCompleted = (title: string): string => `${title} completed!`;

export const CHECKOUT = {
  errorTitle: 'Checkout Error',
  fallback: 'Failed to start checkout',
  signInFirst: 'Please sign in to continue with checkout',
  authError: 'Authentication error. Please sign in again.',
  noSession: 'No active session found. Please sign in again.',
  createFailed: 'Failed to create checkout session',
  noUrl: 'No checkout URL received',
  activationFailed: 'There was a problem activating your subscription. Please contact support.',
  activated: 'Your subscription is now active!',
  noSessionId: 'No checkout session ID found',
  notActive: 'Subscription not active',
  paymentSuccessful: 'Payment Successful!',
  issue: 'Subscription Issue: Your subscription needs attention. Please update your payment method.',
} as const;

/** The billing page's line about the current period: what the subscription does next. */
export const BILLING_PERIOD = {
  renews: 'Renews on {date}.',
  ends: 'Access ends on {date}.',
  paymentFailed:
    'The last payment failed, so access to Dwell is paused. Update your payment method under Manage billing to restore it.',
  incomplete: 'The first payment was not completed. Subscribe again to start using Dwell.',
} as const;

/** Upgrade messages of docs/product.md#tiers-and-limits, by the tier that is missing a feature. */
export const UPGRADE = {
  expired: 'Your subscription has expired. Please renew to continue using this feature.',
  free: 'Upgrade to Premium to unlock this feature.',
  premiumEnterprise: 'Upgrade to Enterprise to access advanced management features.',
  other: 'This feature is not available with your current subscription.',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionError: 'Unable to verify your subscription. Please try refreshing the page.',
} as const;

/** Fill '{name}' placeholders of a message. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The header's search box: the events remote's control, and the shell's inert copy of it while that loads. */
export const HEADER_SEARCH = {
  label: 'Search',
  placeholder: 'Search events, drivers, or facilities...',
};
