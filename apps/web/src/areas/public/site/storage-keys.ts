/** The device's memory the prerendered pages share with the app, kept here so that their light script imports nothing else. */
export const cookieConsentKey = 'teamcast.cookie-notice';
/** The same key as the app's language choice (`shared/i18n`), which a test keeps equal. */
export const languageKey = 'teamcast.language';
