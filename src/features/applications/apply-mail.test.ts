import { describe, expect, it } from 'vitest';
import { resumeProblem, template } from './apply-mail';
import { applicationMail, applicationMailto, webmailLinks } from './mail-route';

const job = { jobId: '7', jobTitle: 'Outpatient PT', employer: 'Harbor PT', isPartner: false };

describe('the apply dialog, as pure rules', () => {
  it('starts from a template that names the employer (not for our own jobs) and mentions a resume only when attached', () => {
    expect(template(job, false)).toContain('the Outpatient PT position at Harbor PT');
    expect(template(job, false)).not.toContain('resume');
    expect(template(job, true)).toContain('I have attached my resume');
    expect(template({ ...job, isPartner: true }, false)).toContain('the Outpatient PT position and would');
    // Signed with the name once one is typed; unsigned before.
    expect(template(job, false)).toMatch(/Thank you,$/);
    expect(template(job, false, '  Ana Ruiz ')).toMatch(/Thank you,\nAna Ruiz$/);
  });
  it('checks a resume with the spec messages: PDF or Word only, at most 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.DOCX', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.exe', size: 1000 })).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a PDF or Word document (.pdf, .doc, .docx)',
    });
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please upload a file smaller than 5MB',
    });
  });
  it("builds the spec's mailto: the subject by kind of job, name, email, message and the resume link", () => {
    const link = new URL(
      applicationMailto({
        to: 'jobs@harbor.example',
        jobTitle: 'Outpatient PT',
        isPartner: false,
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hi & bye',
        resumeUrl: 'https://x/r?a=1&b=2',
      }),
    );
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('jobs@harbor.example');
    expect(link.searchParams.get('subject')).toBe('Application for Outpatient PT Position');
    expect(link.searchParams.get('body')).toBe('Name: Ana\nEmail: ana@example.com\n\nHi & bye\n\nResume: https://x/r?a=1&b=2\n');
    const partner = new URL(applicationMailto({ to: 'team@x.example', jobTitle: 'PTA', isPartner: true, name: 'B', email: 'b@x.co', message: 'm' }));
    expect(partner.searchParams.get('subject')).toBe('Interest in PTA Position');
    expect(partner.searchParams.get('body')).not.toContain('Resume:');
  });
});

describe('the mail shown after submit, for a device with no mail program', () => {
  const input = {
    to: 'jobs@clinic.example',
    jobTitle: 'Outpatient PT',
    isPartner: false,
    name: 'Ana Li',
    email: 'ana@x.co',
    message: 'Hello & thanks',
    resumeUrl: 'https://r.example/1',
  };
  it('is the mailto link’s own mail: recipient, subject and body', () => {
    const mail = applicationMail(input);
    const link = new URL(applicationMailto(input));
    expect(link.pathname).toBe(mail.to);
    expect(link.searchParams.get('subject')).toBe(mail.subject);
    expect(link.searchParams.get('body')).toBe(mail.body);
    expect(mail.body).toContain('Resume: https://r.example/1');
  });
  it('opens in Gmail and Outlook compose windows with the same fields, encoded', () => {
    const mail = applicationMail(input);
    const { gmail, outlook } = webmailLinks(mail);
    const g = new URL(gmail);
    expect(g.origin).toBe('https://mail.google.com');
    expect([g.searchParams.get('to'), g.searchParams.get('su'), g.searchParams.get('body')]).toEqual([mail.to, mail.subject, mail.body]);
    const o = new URL(outlook);
    expect(o.origin).toBe('https://outlook.live.com');
    expect([o.searchParams.get('to'), o.searchParams.get('subject'), o.searchParams.get('body')]).toEqual([mail.to, mail.subject, mail.body]);
  });
});
