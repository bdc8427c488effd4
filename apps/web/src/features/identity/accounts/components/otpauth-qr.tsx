import { QrCode } from '@/components/qr-code';

/** An `otpauth:` URI as a QR code (the secret never leaves the page). Loaded only when an enrolment shows it. */
export function OtpauthQr({ uri, label }: { uri: string; label: string }) {
  return <QrCode value={uri} label={label} testId="totp-qr" />;
}
