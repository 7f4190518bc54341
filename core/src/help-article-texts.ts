import type { HelpArticle } from './help-articles.ts';

// The help centre's articles (docs/product.md#help-centre), written for Dwell. Plain text: blank lines separate paragraphs,
// '- ' starts a list item.
export const HELP_ARTICLE_TEXTS: HelpArticle[] = [
  {
    id: 'getting-started',
    title: 'Getting started with Dwell',
    description: 'Set up your account, your company and your first detention event in a few minutes.',
    category: 'getting-started',
    lastUpdated: '2026-11-01',
    content: `Dwell records the time your drivers wait at shippers and receivers, works out which part of that wait is billable, keeps the evidence and follows the claim until your customer pays. This guide walks you through the first steps.

The dashboard shows a Getting Started card with three steps. Each step links to the screen where you finish it, and the card moves on to the next step by itself.

- Complete Your Profile: your full name, a phone number of at least 10 characters, your company name and your fleet size.
- Company Information: the address and phone number of your company, and your USDOT and MC numbers if you have them.
- Log First Detention Event: record a stop where a driver waited.

The Setup Checklist (Help & Documentation links to it, or open /setup-checklist) also checks that your email address is confirmed and that your subscription is active. Confirm your email with the link we send when you sign up; if it did not arrive, ask for a new link on the sign-in page.

Once the steps are done, invite your team from the Company page so drivers can log their own stops and dispatchers can watch them live.`,
  },
  {
    id: 'invite-your-team',
    title: 'Inviting your team and choosing roles',
    description: 'Add drivers, dispatchers and other company admins, and understand what each role can do.',
    category: 'getting-started',
    lastUpdated: '2026-11-01',
    content: `Company admins invite people from the Team section of the Company page. Enter the person's work email and choose a role; Dwell emails them a link that works for 7 days. When they open it they choose their name and a password and are signed in straight away. Their email counts as confirmed because the link reached their mailbox.

Each role sees what it needs:

- Driver: logs and checks out their own detention events and adds photos and documents to them.
- Dispatcher: sees every event of the company and the live dispatcher board, and can log events for drivers. Reports are not available to dispatchers.
- Company admin: everything above, plus reports, company information, customers (billing contacts, payment terms, merging duplicates), detention policies, the team and billing.

Your plan decides how many people your company can have. Pending invitations count towards that number, so revoke invitations nobody will accept. If you reach the limit, Dwell tells you which plan allows more users.

To remove someone, choose Remove next to their name. They are signed out everywhere at once and can no longer sign in; the events and documents they recorded stay with your company. A company always keeps at least one company admin.`,
  },
  {
    id: 'profile-and-account-security',
    title: 'Your profile, password and signed-in devices',
    description: 'Keep your contact details current, change your password and sign out devices you no longer use.',
    category: 'getting-started',
    lastUpdated: '2026-11-01',
    content: `Open Profile Settings from the user menu (Your Profile). The Save Changes button becomes active as soon as you change something. Your name and phone number appear on the events you log, so keep them current. Only company admins can change the company name and fleet size; other roles see them for reference.

Your profile picture can be a JPG or PNG file of up to 5 MB.

For your security, Dwell signs you out after 30 minutes without activity and after 8 hours in any case. Five minutes before that happens a window counts down and lets you extend the session by 30 minutes.

The Security page lists every device where you are signed in, with its browser, IP address and last activity. Sign out a single device, or all devices except the one you are using. Dwell asks for your password first, so nobody who borrows your unlocked screen can do it. Changing your password on the Change Password page signs out every other device too.`,
  },
  {
    id: 'logging-detention',
    title: 'Logging a detention event',
    description: 'Record where and when a driver waited, check out when the truck leaves, and add evidence.',
    category: 'features',
    lastUpdated: '2026-11-01',
    content: `A detention event is one stop where a driver waited at a shipper or receiver. Choose Add Detention Event on the Detention Events page, or New Detention on the dashboard.

Fill in:

- Location: the facility where the truck is waiting.
- Shipper/Receiver: the customer you bill for the wait.
- Start time: when the driver checked in. It defaults to now, so a driver who logs on arrival only confirms it.
- End time: leave it empty while the driver is still waiting; the event stays active and its clock keeps running. An end time must be after the start time.
- Reason, load number and notes help when you send the claim.
- Attachments: photos or PDF files of up to 5 MB each, such as the signed bill of lading or a photo of the dock.

While an event is active, Dwell shows how long the driver has waited and when the free time ends. Dispatchers see every active stop on the dispatcher board. When the truck leaves, check the event out; the wait is then final and Dwell works out what is billable under your detention policy.

Events are kept per company: a driver sees their own events, dispatchers and company admins see all of them.`,
  },
  {
    id: 'detention-policies',
    title: 'Detention policies: free time, rates and rounding',
    description: 'How Dwell decides which part of a wait is billable and what it costs.',
    category: 'features',
    lastUpdated: '2026-11-01',
    content: `A detention policy tells Dwell how to bill a wait. Company admins set the company's default policy on the Detention Policies page, beside the terms of customers and facilities that differ. New companies start with 2 hours of free time and $75.00 per hour, billed in 15-minute increments rounded up.

A policy has these settings:

- Free time: the minutes a customer gets before detention starts.
- Hourly rate: what an hour of detention costs.
- Billing increment and rounding: billable minutes are rounded to this increment, up, down or to the nearest.
- Cap: the most a single stop can bill. Leave it empty for no cap.
- Clock start: from arrival, or from the appointment time when a driver arrives early.
- Late arrival: when a driver checks in after the appointment plus a grace period, either no detention is billed (forfeit) or the clock starts at arrival.

An example with the default policy: a driver waits 3 hours 20 minutes. The first 2 hours are free, which leaves 80 billable minutes. Rounded up to 15-minute increments that is 90 minutes, so the stop bills $112.50.

Some customers or facilities have their own agreement. A policy for a customer or a facility overrides only the settings it names; everything else comes from the company default.`,
  },
  {
    id: 'detention-claims',
    title: 'Turning detention into claims and getting paid',
    description: 'From a billable stop to an invoice your customer pays, with the evidence attached.',
    category: 'features',
    lastUpdated: '2026-11-01',
    content: `A stop becomes billable the moment the wait goes past the free time of its policy. From then on Dwell shows the billable time and the amount on the event.

To claim it, open the event and go to its Billing tab. Check the times, add the documents that prove the wait, and generate the invoice for the shipper or receiver. The amount is calculated from the policy that applied to the stop, so every claim is billed the same way.

Dwell keeps track of each claim until it is paid. Claims that are waiting for an invoice or a follow-up stay visible, and if Claim reminders are on in your notification settings, Dwell emails you about them.

Good evidence gets claims paid faster:

- the check-in and check-out times, ideally signed on the bill of lading;
- a photo of the truck at the dock or in the yard;
- the appointment confirmation when the driver arrived on time.`,
  },
  {
    id: 'evidence-documents',
    title: 'Storing evidence documents',
    description: 'Upload, find, archive and download the photos and papers that back up your claims.',
    category: 'features',
    lastUpdated: '2026-11-01',
    content: `The Documents page keeps every file your team has attached to events. Open it from the sidebar to see all documents, or from an event to see only that event's documents.

Upload PNG, JPG or PDF files of up to 5 MB each. Choose a category so you can find them later: Check-in Documents, Loading Documents, Detention Proof, Billing Documents or Other. A short description helps too.

Search matches the name and the description of a document. Filter by category and sort by date or name.

Archive documents you no longer need day to day; they stay stored and you can restore them at any time. Deleting a document removes it for good, so Dwell asks you to confirm first.

Document storage is part of the Professional plan.`,
  },
  {
    id: 'reports-and-alerts',
    title: 'Reports and email alerts',
    description: 'See detention trends for your fleet and choose which alerts reach you by email.',
    category: 'features',
    lastUpdated: '2026-11-01',
    content: `Company admins find the Reports page in the sidebar. It shows how many events you logged and how many detention hours they added up to, by day, week or month, over the last 7, 30 or 90 days, this year, or a range you choose. Use it to spot the facilities that keep your trucks waiting and to back up rate talks with customers.

The dashboard shows the stops that are active now, the amount you can recover, the average wait and how much of your plan you have used.

Dwell can email you when something needs attention. Choose which alerts you want under Settings, Notifications:

- Free time almost over: a driver is close to the end of the free time.
- Detention is billable: a stop went past its free time.
- Claim reminders: a claim is waiting for an invoice or a follow-up.
- Team changes: someone accepted an invitation or left your company.

Every alert also appears in the app under Notifications, whatever you choose for email.`,
  },
  {
    id: 'plans-and-billing',
    title: 'Your plan, payments and cancelling',
    description: 'What the Professional plan includes, how payment works and what happens when a payment fails.',
    category: 'billing',
    lastUpdated: '2026-11-01',
    content: `Dwell has one plan, Professional, at $29 per month. It includes unlimited detention event tracking, real-time updates, document management, analytics and reporting, and priority support. You can cancel anytime, and the first 30 days are covered by a money-back guarantee.

You pay by card on our payment provider's secure checkout page; Dwell never sees your card number. After paying you return to Dwell and your subscription is active within a few seconds.

Company admins manage billing on the Billing page: see the status and the renewal date, change the card, or cancel. A cancelled plan keeps working until the end of the period you paid for.

If a payment fails, the subscription needs attention: Dwell shows a notice and takes you to the Billing page to update the card. Your data stays safe while you sort it out.`,
  },
  {
    id: 'billing-your-customers',
    title: 'How billable time is calculated',
    description: 'The exact rules Dwell uses to turn a wait into an amount, with worked examples.',
    category: 'billing',
    lastUpdated: '2026-11-01',
    content: `Dwell measures every wait in real elapsed minutes, from check-in to check-out (or to now while the driver is still waiting). Days when clocks change for daylight saving time are counted correctly.

From the wait, Dwell subtracts the free time of the policy. A stop is billable only when the wait is longer than the free time. The remaining minutes are rounded to the billing increment and multiplied by the hourly rate. If the policy has a cap, the amount never goes above it.

Worked examples with 2 hours free, $75.00 per hour and 15-minute increments rounded up:

- Wait of 1 hour 55 minutes: not billable.
- Wait of 2 hours 1 minute: 1 billable minute, rounded up to 15, bills $18.75.
- Wait of 4 hours: 120 billable minutes bill $150.00.

When the policy starts the clock at the appointment, an early driver's free time begins at the appointment time, never before check-in. When the driver arrives late, the late-arrival rule of the policy decides whether detention is forfeited or counted from arrival.`,
  },
];
