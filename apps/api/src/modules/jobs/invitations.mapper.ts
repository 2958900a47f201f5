import type { InviteeView, MyJobInvitationView } from '@hctl/contracts';

type Dated<T> = Omit<T, 'created_at'> & { created_at: Date };

export const toInvitee = (r: Dated<InviteeView>): InviteeView => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

export const toMyInvitation = (r: Dated<MyJobInvitationView>): MyJobInvitationView => ({
  ...r,
  created_at: r.created_at.toISOString(),
});
