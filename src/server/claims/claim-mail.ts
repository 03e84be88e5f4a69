import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import type { Mailer } from '../mail.js';
import { mailText } from '../mail-text.js';
import { findUserEmail } from './claim-reads.queries.js';

export type ClaimEvent = { kind: 'submitted' } | { kind: 'status'; status: string; note: string | null };

export type ClaimMailDeps = {
  db: Db;
  mailer: Mailer | null;
  config: { PUBLIC_URL?: string };
  /** The firm's name from the content module (server/content.ts). */
  firmName: string;
};

/**
 * The claimant and the language of their e-mails: the client it was filed for (Admin New Claim,
 * written in English: no language is known for them), else the account that submitted it.
 */
async function claimantRecipient(db: Db, claim: ClaimRow): Promise<{ email: string; locale: string | null } | null> {
  if (claim.filedForEmail) return { email: claim.filedForEmail, locale: null };
  if (claim.submittedBy === null) return null;
  const user = await findUserEmail(db, claim.submittedBy);
  return user?.email ? { email: user.email, locale: user.locale } : null;
}

function statusLink(publicUrl: string | undefined, claim: ClaimRow): string {
  const path = `/claim-status/${claim.referenceNumber}`;
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

/** The e-mail for one event of a claim, in the claimant's language. */
export function claimEmail(
  firm: string,
  publicUrl: string | undefined,
  claim: ClaimRow,
  event: ClaimEvent,
  locale: string | null = null,
): { subject: string; text: string } {
  const t = mailText(locale);
  const ref = claim.referenceNumber;
  const track = t('track', { link: statusLink(publicUrl, claim) });
  if (event.kind === 'submitted') {
    return {
      subject: t('claimReceived.subject', { firm, ref }),
      text: [
        claim.insuredName ? t('claimReceived.thanksFor', { insured: claim.insuredName }) : t('claimReceived.thanks'),
        t('claimReceived.reference', { ref }),
        t('claimReceived.respond'),
        track,
      ].join('\n\n'),
    };
  }
  return {
    subject: t('claimStatus.subject', { firm, ref, status: event.status }),
    text: [t('claimStatus.now', { ref, status: event.status }), event.note ? t('claimStatus.note', { note: event.note }) : '', track]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * E-mails the claimant about their claim when SMTP is configured. Run by the 'claim.notify' job
 * (claim-jobs.ts) after the commit, so a mail failure never undoes a stored claim or a status
 * change; it throws when the mail was not sent, and the job tries again.
 */
export async function notifyClaimant(deps: ClaimMailDeps, claim: ClaimRow, event: ClaimEvent): Promise<'sent' | 'skipped'> {
  const { mailer } = deps;
  if (!mailer) return 'skipped';
  const to = await claimantRecipient(deps.db, claim);
  if (!to) return 'skipped';
  const sent = await mailer.send({ to: to.email, ...claimEmail(deps.firmName, deps.config.PUBLIC_URL, claim, event, to.locale) });
  if (!sent) throw new Error('the claim e-mail was not accepted by the mail server');
  return 'sent';
}
