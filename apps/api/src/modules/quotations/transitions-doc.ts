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
409 \`illegal_transition\` with \`errors.allowed\` (the events the caller's side may fire now,
comma-separated). Each move appends a history row (who, when, machine, from, to, event, the offer's
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

- **accepted**: the buyer pays now (tokens first, a card for the rest) and the amount is held in escrow.
- **temporarily accepted**: reserved without payment; the payment is due within 48 h, else the reservation lapses.
- **flexlink accepted**: accepted with a payment link the buyer's organization pays later; no money moves now.
- Held money goes to the provider's wallet when the buyer accepts the completed service, or
  automatically 3 days after "marked completed"; a rejection opens a dispute and the money stays held.

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
