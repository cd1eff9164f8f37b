/** An e-mail that may break after its '@' in a narrow cell. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
