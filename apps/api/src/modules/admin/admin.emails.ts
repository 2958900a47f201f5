import type { OrganizationWithOwner } from '../organizations/organizations.service';
import type { OutgoingMessage } from '../outbox/outbox.service';

/** The owner's mail about the super admin's decision on their organization. */
export function approvalMail({ org, owner }: OrganizationWithOwner, appUrl: string): OutgoingMessage {
  const hello = `Hello ${owner.first_name},\n\n`;
  if (org.approval_status === 'approved')
    return {
      channel: 'email',
      to: owner.email,
      template: 'org-approved',
      subject: `${org.company_name} is approved on HCTL`,
      text: `${hello}${org.company_name} has been approved. You can now publish jobs and choose a paid plan: ${appUrl}/organization/${org.slug}/dashboard\n\nThe HCTL team`,
    };
  return {
    channel: 'email',
    to: owner.email,
    template: 'org-rejected',
    subject: `${org.company_name} was not approved on HCTL`,
    text: `${hello}${org.company_name} was not approved. The reviewer wrote:\n\n${org.approval_comment ?? ''}\n\nUpdate your organization's profile and contact us to be reviewed again: ${appUrl}/contact-us\n\nThe HCTL team`,
  };
}
