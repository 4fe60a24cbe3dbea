import { startTestApp, type TestApp } from '../../../test/harness.js';
import { startMailCatcher } from '../../../test/smtp.js';
import { freePortOnLoopback } from '../../../test/ports.js';
import { Db } from '../database/db.service.js';
import { MailService } from '../mail/mail.service.js';
import { JobsService, retryDelaySeconds } from './jobs.service.js';

describe('background jobs', () => {
  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  describe('mail through the queue', () => {
    let t: TestApp;
    let smtpPort: number;
    beforeAll(async () => {
      smtpPort = await freePortOnLoopback();
      // The worker is driven by hand here (jobsPollMs 0) to make the timing exact.
      t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, jobsPollMs: 0 });
    });
    afterAll(() => t.close());

    const jobs = () =>
      t.db.query(`SELECT queue, attempts, last_error IS NOT NULL AS failed_once, failed_at FROM jobs`).then((r) => r.rows);

    it('a job exists only if the transaction that wrote it commits', async () => {
      await expect(
        t.app.get(Db).system(async (manager) => {
          await t.app.get(MailService).sendLater({ to: 'a@test.bg', subject: 'Тема', text: 'Текст' }, manager);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await jobs()).toEqual([]);
    });

    it('keeps the mail while the SMTP server is away and sends it when it is back', async () => {
      await t.app
        .get(Db)
        .system((manager) =>
          t.app.get(MailService).sendLater({ to: 'parent@test.bg', subject: 'Ново съобщение', text: 'Здравейте!' }, manager),
        );
      expect(await t.app.get(JobsService).runDue()).toBe(1);
      expect(await jobs()).toEqual([{ queue: 'mail', attempts: 1, failed_once: true, failed_at: null }]);

      // Not due again until its retry time: nothing runs now.
      expect(await t.app.get(JobsService).runDue()).toBe(0);

      const catcher = await startMailCatcher(smtpPort);
      try {
        await t.db.query(`UPDATE jobs SET run_at = now()`);
        expect(await t.app.get(JobsService).runDue()).toBe(1);
        const mail = await catcher.next('parent@test.bg');
        expect(mail.subject).toBe('Ново съобщение');
        expect(await jobs()).toEqual([]);
      } finally {
        await catcher.close();
      }
    });

    it('gives up after the last attempt and keeps the job with its error', async () => {
      await t.app
        .get(Db)
        .system((manager) =>
          t.app.get(JobsService).enqueue('mail', { to: 'x@test.bg', subject: 'x', text: 'x' }, { manager, maxAttempts: 1 }),
        );
      await t.app.get(JobsService).runDue();
      const [job] = await jobs();
      expect(job.failed_at).not.toBeNull();
      await t.db.query(`UPDATE jobs SET run_at = now()`);
      expect(await t.app.get(JobsService).runDue()).toBe(0);
    });
  });
});
