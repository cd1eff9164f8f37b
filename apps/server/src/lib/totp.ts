import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** TOTP (RFC 6238, 30 s, 6 digits) through otplib; the QR code through qrcode. No crypto by hand. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** Accepts the code of the current step or the one just before or after (clock drift). */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

/** For tests and the demo: the code an authenticator shows at `now`. */
export function totpAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

export async function totpEnrolment(secret: string, account: string) {
  const otpauthUrl = generateURI({ issuer: 'Livro Caixa', label: account, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCode };
}
