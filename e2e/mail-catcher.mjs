// The browser tests' inbox: a real SMTP server (smtp-server) the e2e app sends to, and a tiny HTTP
// endpoint of this helper (not of the app) that lists what arrived, for the specs to read.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts both on 127.0.0.1: SMTP on a free port, HTTP on `httpPort`. Returns the SMTP port. */
export async function startMailCatcher(httpPort) {
  const inbox = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    const messages = to ? inbox.filter((m) => m.to.includes(to.toLowerCase())) : inbox;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages));
  });
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpPort: smtp.server.address().port,
    close: () => {
      smtp.close(() => {});
      http.close();
    },
  };
}
