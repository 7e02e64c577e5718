/** Visitors' reports of a job and their moderation: the store's port (adapter: src/features/reports/reports.store.ts). */
import type { ReportedJob, ReportReason, ReportView } from '~/domain/job-report';
import type { OutboxMail } from '~/server/ports/mail-outbox';

export type { ReportedJob, ReportReason, ReportView };

export interface NewReport {
  jobId: string;
  reason: ReportReason;
  details: string | null;
  /** The client as a keyed hash (never its address): one report per client and job. */
  clientKey: string;
  /**
   * The client's network (IPv4 /24, IPv6 /48) as a keyed hash: three networks' confirmed reports freeze a
   * job (many addresses of one network are one reporter). Defaults to the client key.
   */
  networkKey?: string;
  email: string | null;
}

export type FiledReport =
  | { outcome: 'stored'; id: string; frozen: boolean }
  /** This client had already reported this job: nothing new is stored. */
  | { outcome: 'already'; frozen: boolean };

export interface ReportStore {
  /**
   * Stores a report and queues its mails (made from the new id, and whether the job is now frozen) in one
   * transaction; the database applies its limits (a PolicyRefusal naming the rule) and freezes the job when
   * the rule is met.
   */
  file(report: NewReport, mails: (id: string, frozen: boolean) => Promise<OutboxMail[]>): Promise<FiledReport>;
  get(id: string): Promise<ReportView | null>;
  /**
   * Marks the report's address confirmed; the report as it then stands (null: no such report), and whether
   * this confirmation froze its job (confirmed reports from three networks).
   */
  confirmEmail(id: string): Promise<(ReportView & { froze: boolean }) | null>;
  /** Jobs with open reports, frozen ones first. */
  queue(): Promise<ReportedJob[]>;
  /** Staff mark one report trusted (which freezes its job); the job's entry, or null. */
  trust(id: string, actor: string): Promise<ReportedJob | null>;
  /** Staff resolve a job's open reports without changing the job (it stays as it is). */
  dismiss(jobId: string, actor: string): Promise<number>;
  /**
   * Queues the outcome mail of every resolved report of this job whose address was confirmed and who has
   * not been told yet, marking them told in the same transaction; how many were queued.
   */
  tellOutcomes(jobId: string, mail: (report: ReportView) => OutboxMail): Promise<number>;
  /** Queues a mail to the job's employer (its contact address) about a freeze or a restore; false when it has none. */
  tellEmployer(jobId: string, mail: (job: EmployerContact) => OutboxMail): Promise<boolean>;
}

/** A job and the address its employer gave, for the mails about its listing. */
export interface EmployerContact {
  jobId: string;
  title: string;
  employer: string;
  city: string;
  state: string;
  to: string;
}
