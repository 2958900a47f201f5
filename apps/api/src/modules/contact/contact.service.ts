import type { contactBody } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Throttle } from '../../lib/throttle';
import type { OutboxService } from '../outbox/outbox.service';
import { contactRepository as repo } from './contact.repository';

const CONTACT_LIMIT = { name: 'contact-ip', max: 5, windowMs: 60 * 60_000 };
/**
 * The form mails a copy to the address it is given, so without this anyone could use it to mail
 * any inbox again and again from many IPs.
 */
const RECIPIENT_LIMIT = { name: 'contact-recipient', max: 3, windowMs: 24 * 60 * 60_000 };
/** `name+tag@host` reaches the same inbox as `name@host`: one counter for both. */
const recipientKey = (email: string) => email.replace(/\+[^@]*@/, '@');

/** The public contact form (stored, then mailed to support and the sender) and the newsletter list. */
export class ContactService {
  constructor(
    private deps: AppDeps,
    private outbox: OutboxService,
    private throttle: Throttle,
  ) {}

  async submit(body: z.output<typeof contactBody>, userId: number | null, ip: string) {
    await this.throttle.consume(CONTACT_LIMIT, ip, 'You have sent several messages already.');
    await this.throttle.consume(
      RECIPIENT_LIMIT,
      recipientKey(body.email),
      'Several messages have been sent from this e-mail address already.',
    );
    const { db, config } = this.deps;
    const sent = await db.transaction(async (tx) => {
      await repo.insertMessage(tx, {
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
          // Fixed text only: echoing what the sender typed (message or name) would let anyone mail
          // their own words to any address under HCTL's name.
          text: 'Hello,\n\nThank you for contacting HCTL. We received your message and our support team answers within one business day.\n\nIf you did not write to us, you can ignore this e-mail.\n\nThe HCTL team',
        }),
      ]);
    });
    await this.outbox.dispatch(sent);
    return { message: 'Thank you for contacting us. We will get back to you shortly.', data: null };
  }

  async subscribe(email: string) {
    await repo.subscribe(this.deps.db, email);
    return { message: 'You have subscribed to our newsletter.', data: null };
  }
}
