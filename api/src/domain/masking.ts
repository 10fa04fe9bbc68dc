/**
 * A visitor's personal data as the console shows it until an operator reveals it: enough to tell
 * records apart, not to read them (`j***@e***.com`, `J*** D***`, `+97150*****67`).
 */

const maskWord = (word: string) => (word ? `${[...word][0]}***` : '');

export function maskName(name: string): string {
  return name.trim().split(/\s+/).map(maskWord).join(' ');
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskWord(email);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${maskWord(email.slice(0, at))}@${maskWord(dot < 0 ? domain : domain.slice(0, dot))}${dot < 0 ? '' : domain.slice(dot)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}`;
}
