import type { OutgoingMessage } from '../outbox/outbox.service';

export const emails = {
  verify: (to: string, name: string, link: string): OutgoingMessage => ({
    channel: 'email',
    to,
    template: 'verify-email',
    subject: 'Verify your e-mail address for HCTL',
    text: `Hello ${name},\n\nPlease confirm your e-mail address to finish setting up your HCTL account:\n\n${link}\n\nThe link is valid for 60 minutes. If you did not create an account, you can ignore this message.\n\nThe HCTL team`,
  }),
  alreadyRegistered: (to: string, loginUrl: string, resetUrl: string): OutgoingMessage => ({
    channel: 'email',
    to,
    template: 'already-registered',
    subject: 'Someone tried to register with your e-mail',
    text: `Hello,\n\nSomeone tried to create an HCTL account with this e-mail address, which already has one.\nIf it was you, sign in at ${loginUrl} or reset your password at ${resetUrl}.\nIf it was not you, no action is needed.\n\nThe HCTL team`,
  }),
  loginCode: (channel: 'email' | 'sms', to: string, code: string): OutgoingMessage => ({
    channel,
    to,
    template: 'login-otp',
    subject: channel === 'email' ? `Your HCTL sign-in code: ${code}` : undefined,
    text: `Your HCTL sign-in code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  }),
  phoneCode: (to: string, code: string): OutgoingMessage => ({
    channel: 'sms',
    to,
    template: 'phone-otp',
    text: `Your HCTL verification code is ${code}. It expires in 10 minutes.`,
  }),
  passwordReset: (to: string, name: string, link: string): OutgoingMessage => ({
    channel: 'email',
    to,
    template: 'password-reset',
    subject: 'Reset your HCTL password',
    text: `Hello ${name},\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link is valid for 60 minutes and can be used once. If you did not ask for this, ignore this message: your password stays the same.\n\nThe HCTL team`,
  }),
  passwordChanged: (to: string, name: string): OutgoingMessage => ({
    channel: 'email',
    to,
    template: 'password-changed',
    subject: 'Your HCTL password was changed',
    text: `Hello ${name},\n\nYour password was just changed and every device was signed out. If this was not you, reset your password immediately and contact support.\n\nThe HCTL team`,
  }),
};
