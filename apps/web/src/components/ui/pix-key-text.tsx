import { Fragment } from 'react';

/**
 * A PIX key that may break only after an '@', '.', '-', '/' or '+' (an e-mail, a CPF or CNPJ, a
 * random key), never inside one of its parts (docs/product-rules.md "Money on screen and on
 * paper"); a part wider than its box still wraps rather than overflow.
 */
export function PixKeyText({ value, className }: { value: string; className?: string }) {
  let at = 0;
  const parts = value.split(/(?<=[@./+-])/).map((part) => {
    const key = at;
    at += part.length;
    return { part, key };
  });
  return (
    <span className={className ? `break-words ${className}` : 'break-words'}>
      {parts.map(({ part, key }) => (
        <Fragment key={key}>
          {key > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
