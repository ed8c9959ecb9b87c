import mailchecker from 'mailchecker';

// mailchecker keeps a maintained list of tens of thousands of throwaway-mail domains (MIT, no install
// script, no dependencies); only its list is used here, since the address format is checked by the
// domain's own email rule.
const disposableDomains = mailchecker.blacklist();

/**
 * Whether an address belongs to a temporary-mail service. Subdomains count too:
 * `x@inbox.mailinator.com` is as disposable as `x@mailinator.com`.
 */
export function isDisposableEmail(email: string): boolean {
  let domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  for (;;) {
    if (disposableDomains.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
}
