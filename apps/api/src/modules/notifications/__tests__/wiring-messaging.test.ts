import { describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();

describe('messages while away', () => {
  it('the first unread message of a conversation reaches an offline reader’s bell once; an online reader gets none', async () => {
    const [nora, theo, ivy] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    const [tn, tt, ti] = await Promise.all([login(ctx, nora), login(ctx, theo), login(ctx, ivy)]);
    const first = await call('POST', '/conversations/new-message', tn, {
      receiver_id: theo.id,
      message: 'Are you free for the night shift on Friday?',
    });
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.json().data.conversation.id as number;
    await call('POST', '/conversations/send-message', tn, {
      conversation_id: conversationId,
      message: 'Second one',
    });
    const bell = (await call('GET', `/latest-notifications/individual/${theo.id}`, tt)).json().data;
    expect(bell.notifications).toHaveLength(1);
    expect(bell.notifications[0]).toMatchObject({
      type: 'message.received',
      body: 'Are you free for the night shift on Friday?',
      actor: { id: nora.id },
      data: { conversation_id: conversationId },
    });

    // Ivy is online (the presence mark of PUT is-online): the chat itself tells her.
    await ctx.app.modules.realtime.services.realtime.markOnline(ivy.id);
    await call('POST', '/conversations/new-message', tn, { receiver_id: ivy.id, message: 'Hello Ivy' });
    const ivyBell = (await call('GET', `/latest-notifications/individual/${ivy.id}`, ti)).json().data;
    expect(ivyBell.notifications).toHaveLength(0);
  });
});
