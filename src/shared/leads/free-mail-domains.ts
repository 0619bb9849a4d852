/**
 * Free and consumer mail providers: an address here is a person, not (yet) a company. Shipped with the app;
 * anything not listed counts as a company domain. Matched on the domain and its parents (mail.yahoo.co.uk).
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "hotmail.de",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "yahoo.de",
  "ymail.com",
  "rocketmail.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "tutanota.com",
  "tuta.io",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "web.de",
  "t-online.de",
  "freenet.de",
  "mail.com",
  "mail.ru",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "libero.it",
  "virgilio.it",
  "btinternet.com",
  "sky.com",
  "comcast.net",
  "verizon.net",
  "att.net",
  "seznam.cz",
  "wp.pl",
  "o2.pl",
  "interia.pl",
  "bluewin.ch",
]);

/** The e-mail's domain is a free-mail provider's (or the address has no domain at all). */
export function isFreeMail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return true;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".");
  for (let i = 0; i < labels.length - 1; i++)
    if (FREE_MAIL_DOMAINS.has(labels.slice(i).join("."))) return true;
  return false;
}
