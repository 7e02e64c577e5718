/** The mail port: one message, and a transport that sends it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: 'outbox' | 'smtp' | 'resend';
  send(mail: Mail): Promise<{ id: string }>;
}
