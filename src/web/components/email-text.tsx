import { Fragment } from 'react';

/**
 * An e-mail address that wraps at its natural joints (before "@" and each ".") on a narrow
 * screen, never in the middle of a name.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-normal">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
