import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server on loopback that keeps what it receives, for tests. It can be
 * stopped and started again on the same port to play an SMTP outage.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: { count: number; resolve: () => void }[] = [];
  port = 0;
  /** While set, every recipient is refused with this reply code (550: no such mailbox, 451: try later). */
  refuseWith: number | undefined;
  /** How many recipients were refused so far. */
  refused = 0;
  /** Runs once a message is received and kept, before the server acknowledges it with 250. */
  beforeAccept: ((mail: ParsedMail) => Promise<void> | void) | undefined;

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      onRcptTo: (address, _session, callback) => {
        if (this.refuseWith === undefined) return callback();
        this.refused += 1;
        callback(
          Object.assign(new Error(`${address.address}: refused by the test`), { responseCode: this.refuseWith }),
        );
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.received.push(mail);
            this.waiters = this.waiters.filter((waiter) => {
              if (this.received.length < waiter.count) return true;
              waiter.resolve();
              return false;
            });
            await this.beforeAccept?.(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` messages in all have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} messages, got ${this.received.length}`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.received);
        },
      });
    });
  }

  /** Resolves with the first message, received or to come, that `match` accepts. */
  async waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs)
        throw new Error(`no matching message among ${this.received.length} received`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
