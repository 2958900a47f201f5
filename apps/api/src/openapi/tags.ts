/**
 * What each tag the routes use groups, for the document's tag list (the docs page's sections). A
 * route with a tag missing here still lists it, with the fallback text; the OpenAPI contract test
 * (quality/__tests__/openapi-contract.test.ts) names such tags so one gets written.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts:
    "The caller's own account: profile type, personal details, publication, phone verification, deactivation and deletion.",
  ads: 'Advertisements of people and organizations: placements, creating and promoting ads (paid), the admin review, serving labelled sponsored ads in their placements with a fair rotation and a frequency cap, and the counting click redirect.',
  admin: 'Operations for HCTL administrators (super-admin accounts), such as recording license checks.',
  analytics:
    'How profiles, jobs, services, galleries, ads and documents are doing: views, the job funnel, quote requests, ad impressions, clicks and spend, referrals and profile viewers, per day or hour over a chosen range.',
  auth: 'Sign-up, sign-in (password, one-time codes, two-step), e-mail verification, password reset and sign-out.',
  billing:
    'Saved payment methods, payment history, the payment gateway configuration and plan subscriptions.',
  catalog:
    'Reference lists the forms use (health-care specialties), the service taxonomy and the category pages.',
  contact: 'Messages to HCTL support and newsletter subscriptions.',
  dev: 'Development only (absent in production): the outbox of messages the API would have sent.',
  favourites:
    'Saved items of a person or an organization (jobs, services, requests, galleries, profiles, organizations, groups): the save toggle and the listing.',
  files: 'Uploaded files: profile photos, saved resumes and cover letters, health requirement documents.',
  groups:
    'Communities of professionals: discovery, membership (join requests, invitations), the feed of posts with photos, videos and polls, comments, reactions, shares and the review queue.',
  health: 'Whether the API and the services it depends on answer (for load balancers and monitoring).',
  images:
    'Public images (photos, logos, covers, gallery media) resized to standard widths, WebP when accepted.',
  hiring:
    "Applications and interviews: applying to jobs, an organization's applicants, short lists and interview calls.",
  'individual-profile':
    "The sections of an individual's profile (experience, education, licenses, awards, …) and their visibility.",
  jobs: "Job posts: the public job board, shared links, and an organization's jobs, questions and folders.",
  notifications:
    "A person's notifications (the bell, the full list, accepting or declining invitations, marking read, deleting) and their preferences per type and channel with the e-mail digest.",
  'org-team': "An organization's team: roles and their permissions, members and invitations.",
  'organization-profile': "An organization's public profile and the sections its team edits.",
  messaging:
    "Conversations between people and with organizations' shared inboxes: inbox, folders, drafts, trash, attachments and presence.",
  network:
    'The professional network of individuals: connections and invitations, suggestions with why, and peer recommendations (asked, written, shown on the profile).',
  organizations: 'The organizations the caller owns or belongs to, and their archiving.',
  plans: 'Membership plans for individuals and organizations, and the plan the caller is on.',
  quotations:
    'Quotations on services: asking for and sending quotes, the conversation, offers and their payment held in escrow, completion, and audio/video calls between the two sides (with the signal relay of the in-browser call page).',
  realtime:
    'Live updates: signing realtime channel subscriptions for Pusher-protocol clients (Socket.IO clients send their token when they connect).',
  moderation:
    'Abuse reports (anyone signed in reports a person, organization or content; the reporter follows the outcome) and the one moderation queue of approvals, verifications, report groups, ads and review objections.',
  'resume-import': 'Filling a profile from an uploaded resume: start an import and follow its progress.',
  recommendations:
    "Picked for the caller: jobs (licensed-for first, each with its reasons), services, galleries and groups; following organizations; the organization dashboard's hiring numbers.",
  reports:
    'Admin reports (users, groups, organizations, jobs, galleries, flexlink offers, advertisements, payments): filtered pages with a weekly trend, and Excel/CSV exports run as jobs with progress and a signed download link valid for a day.',
  reviews:
    'Rating reviews between people and organizations who worked together (applications, interviews, completed quotations, connections): writing, the listing with its summary, flags, objections and their moderation.',
  search:
    'Search and discovery: jobs, services, requests, galleries, people, organizations and groups by words (typos forgiven, "did you mean"), filters with facet counts and highlighted matches; saved searches and their alerts.',
  services:
    'The services marketplace: service posts (offered), requests (wanted) and galleries of individuals and organizations, their public pages, the featured list and promotions.',
  tour: "The guided tour of the web app: the caller's progress through it.",
  wallet: 'HCTL tokens: the wallet balance and history, top-ups, rewards and payouts.',
  webhooks: 'Notifications from the payment gateway (Stripe); not for API clients.',
};

export const describeTag = (name: string) =>
  TAG_DESCRIPTIONS[name] ?? `Operations of the ${name.replace(/-/g, ' ')} module.`;
