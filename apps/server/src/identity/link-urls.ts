/**
 * The page a mailed link opens: `{PUBLIC_URL}/{area}/magic-link?token=…`, where the area is one of the
 * owner areas or `estimator`. The page posts the token to the API and continues by the link's purpose.
 */
export function magicLinkUrl(publicUrl: string, area: string, token: string): string {
  return `${publicUrl}/${area}/magic-link?token=${encodeURIComponent(token)}`;
}
