import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QUOTATION_MACHINES, TRANSITIONS } from '@hctl/contracts';

/** Where the generated note lives (repository root `docs/`). */
export const QUOTATIONS_DOC = fileURLToPath(new URL('../../../../../docs/quotations.md', import.meta.url));

const INTRO = `# Quotations: the transaction as data

Generated from \`packages/contracts/src/quotations/transitions.ts\` by \`npm run docs:quotations\`;
do not edit by hand (a test fails when this file and the table differ).

A quotation is the transaction between a **buyer** and a **provider** about one service. kind
\`service\`: a buyer asks the owner of a service post for a quote; kind \`service_request\`: a provider
answers the owner of a service request. Each side is a person or an organization, whose owner and
members with the \`services\` permission act for it. Everyone else is told a quotation does not exist
(404); a member without the permission gets 403. A draft is its author's side's alone.

The API checks every move against the table below: a move the table does not list answers
403 \`forbidden\` when the caller's side never makes that move, else 409 \`illegal_transition\`,
both with \`errors.allowed\` (the events the caller's side may fire now, comma-separated) and a
message in plain words ("The provider has not marked this work as completed yet."). Each move appends a history row (who, when, machine, from, to, event, the offer's
amount then) and is told on \`private-quotation.{id}\` and the notify channels of both sides.

## Sections (lists)

| section | holds (for the viewer's side) |
| --- | --- |
| requested | state \`requested\`, not in the viewer's trash |
| inprocess | state \`in_process\` (an offer was accepted), not in the viewer's trash |
| draft | state \`draft\`, the viewer's own, not in the trash |
| inactive | state \`completed\`, not in the viewer's trash |
| trashed | in the viewer's trash (delete-chat); restore-chat brings it back. Trash is per side |

\`GET quotations/{section}-messages/{type}/{id}/{kind}/{organization_id}\`: \`type\` is the side the
viewer lists as — \`individual\` (their own quotations; \`organization_id\` 0) or \`organization\` (the
quotations of organization \`organization_id\`, which they act for); \`id\` narrows to one service (0:
all); pages with \`page\` and \`perPage\` (default 20, at most 100), newest activity first.
\`GET quotations/total-messages/{type}/{id}/{kind}\` counts the same sections
(\`?organization_id=\` with type organization). \`receiver_id\` in request-quote is the service's
\`owner.id\` (a user id, or an organization id when an organization owns it).

## Offer meanings

Routes name the offer by its id (\`accept-offer/{id}\`, \`temporary-accept-offer/{id}\`,
\`accept-flexlink-offer/{id}\`, \`reject-offer/{id}\`, \`mark-as-completed/{id}\`,
\`accept-reject-completed-service/{id}\`); only \`send-offer/{id}\` names the quotation.

- **accepted**: the buyer pays now through the purchases service (purpose \`quotation_offer\`):
  tokens first (unless \`use_tokens\` is false), then the chosen (\`billing_method_id\`) or primary
  card; 400 \`payment_required\` when nothing covers it. The whole price is HELD in the offer's own
  account of the token ledger (\`system:escrow:offer:{id}\`): the buyer's tokens, and the card part
  credited as tokens at \`TOKEN_VALUE_CENTS\` (offers are priced in whole tokens, so send-offer asks
  for steps of one token's value). Nothing of it is HCTL's revenue.
- **temporarily accepted**: reserved without payment; the buyer pays it with \`accept-offer\` within
  48 h (\`pay_by\`), else the offer expires and the quotation is requested again; nothing is charged.
- **flexlink accepted**: an organization buyer accepts to pay later through a payment link; no money
  moves now. The offer's state and its history row are what the admin's flexlink report lists.
- **marked completed** (provider): the buyer accepts (the held tokens go to the provider's wallet: the
  person's, or the organization's) or rejects with a reason (completion \`disputed\`: the money stays
  held, a \`dispute_opened\` history row is the admin's item and the reason a line of the
  conversation). Without an answer, 3 days later it counts as accepted (\`auto_accept\`).
- **disputed**: an admin with the \`payments\` permission decides (admin routes, not in the spec):
  \`GET admin/quotation-disputes\` lists the open disputes newest first (both sides, the amount, the
  tokens held, the buyer's reason, when it was opened); \`POST admin/quotation-disputes/{offer}/resolve\`
  with \`{ outcome, reason }\` decides one. \`release\` pays everything the offer holds to the
  provider's wallet (completion \`released\`), \`refund\` gives it back to the buyer's wallet as
  tokens (completion \`refunded\`); either way the quotation is completed (it moves to the inactive
  lists). The history row's actor is \`admin\` (with the admin's id), the reason is kept in the audit
  log (target \`quotation_offer\`) and told to both sides on their bell. The move from \`disputed\`
  happens once under the quotation's lock and the ledger movement is keyed by the offer, so a second
  or concurrent decision is refused (409) and the money moves once.
- Deadlines (offer expiry, 7 days unless \`expires_in_days\`; the 48 h payment deadline; the 3-day
  auto-accept; the calls' 60 s ring) are \`quotation_timers\` rows plus BullMQ delayed jobs, re-armed
  when the worker starts, so a deadline passed while no worker ran fires right after a restart.
- A payment that lands after its offer moved on (its deadline passed while the card was charged) is
  credited back to the payer's wallet as tokens.

## Calls

Every move of a quotation's call (requested, started, declined, missed, ended or cancelled) is also a
line of kind \`call\` in the conversation ("Video call requested", "Video call ended (4 min)"), added
in the move's transaction by the person who moved it (a missed call's line is its caller's).

An interview's call runs on the same \`call\` machine, with its sides mapped onto the table's actors:
the **organization** (its owner or a member with the \`interviews\` permission) acts as the
**provider**, the **candidate** as the **buyer**. \`POST job/interviews/{id}/call\` joins it: the
first to join rings the other side (the candidate in person; for the organization, whichever member
joins next answers), a later join by the other side starts it. It has no ring timeout (people join at
the agreed time); the interview's \`end-call\` ends it. Its history rows have no quotation.

\`from\` — means the move creates the row.
`;

const cell = (v: string | null | undefined) => (v ? v.replaceAll('|', '\\|') : '');

/** The note, from the table. */
export function renderQuotationsDoc(): string {
  const parts = [INTRO];
  for (const machine of QUOTATION_MACHINES) {
    parts.push(
      `\n## Machine: ${machine}\n\n| from | event | actor | to | guard | effects |\n| --- | --- | --- | --- | --- | --- |`,
    );
    for (const t of TRANSITIONS.filter((x) => x.machine === machine)) {
      parts.push(
        `| ${t.from ?? '—'} | ${t.event} | ${t.actor} | ${t.to} | ${cell(t.guard)} | ${cell(t.effects)} |`,
      );
    }
  }
  return `${parts.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(QUOTATIONS_DOC, renderQuotationsDoc());
  console.log(`wrote ${QUOTATIONS_DOC}`);
}
