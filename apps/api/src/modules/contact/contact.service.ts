import type { contactBody } from '@hctl/contracts';
import { schema } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Throttle } from '../../lib/throttle';
import type { OutboxService } from '../outbox/outbox.service';

const CONTACT_LIMIT = { name: 'contact-ip', max: 5, windowMs: 60 * 60_000 };

export class ContactService {
  constructor(
    private deps: AppDeps,
    private outbox: OutboxService,
    private throttle: Throttle,
  ) {}

  async submit(body: z.output<typeof contactBody>, userId: number | null, ip: string) {
    await this.throttle.consume(CONTACT_LIMIT, ip, 'You have sent several messages already.');
    const { db, config } = this.deps;
    const sent = await db.transaction(async (tx) => {
      await tx.insert(schema.contactMessages).values({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: body.phone_number || null,
        find_us: body.find_us ?? null,
        message: body.message,
        user_id: userId,
        ip,
      });
      const name = `${body.first_name} ${body.last_name}`;
      return Promise.all([
        this.outbox.compose(tx, {
          channel: 'email',
          to: config.SUPPORT_EMAIL,
          template: 'contact-support',
          subject: `Contact form: ${name}`,
          text: `From: ${name} <${body.email}>\nPhone: ${body.phone_number || '-'}\nFound us via: ${body.find_us || '-'}\n\n${body.message}`,
        }),
        this.outbox.compose(tx, {
          channel: 'email',
          to: body.email,
          template: 'contact-ack',
          subject: 'We received your message',
          text: `Hello ${body.first_name},\n\nThank you for contacting HCTL. Our support team answers within one business day.\n\nYour message:\n${body.message}\n\nThe HCTL team`,
        }),
      ]);
    });
    await this.outbox.dispatch(sent);
    return { message: 'Thank you for contacting us. We will get back to you shortly.', data: null };
  }

  async subscribe(email: string) {
    await this.deps.db
      .insert(schema.newsletterSubscriptions)
      .values({ email })
      .onConflictDoUpdate({ target: schema.newsletterSubscriptions.email, set: { unsubscribed_at: null } });
    return { message: 'You have subscribed to our newsletter.', data: null };
  }
}
