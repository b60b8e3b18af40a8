import nodemailer from 'nodemailer';

export interface MailToSend {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files derived at delivery time (e.g. an appointment's calendar file, features/booking/attachments.ts). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** One-click unsubscribe (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

/**
 * Where e-mails go. `smtp`: the SMTP server of SMTP_URL, sender MAIL_FROM. `log`: no SMTP configured (the
 * embedded default): the e-mail stays in the database as "kept" and its text is written to the server log.
 */
export interface MailTransport {
  kind: 'smtp' | 'log';
  send(mail: MailToSend): Promise<void>;
  close?(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const host = new URL(url).hostname || 'localhost';
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) } : {}),
        ...(mail.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
        // A stable Message-ID per e-mail: a retry after a lost acknowledgement is recognisable as the same message.
        messageId: `<${mail.id}@${host}>`,
      });
    },
    close: () => transporter.close(),
  };
}

export function logTransport(log: (line: string) => void = (line) => console.info(line)): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      const files = mail.attachments?.length ? `\n[attachments: ${mail.attachments.map((a) => a.filename).join(', ')}]` : '';
      log(`[e-mail kept, no SMTP_URL] to ${mail.to}: ${mail.subject}\n${mail.text}${files}`);
    },
  };
}
