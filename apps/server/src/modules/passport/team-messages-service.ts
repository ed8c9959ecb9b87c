import { defaultLocale, type Locale } from '@teamcast/domain';
import { contactMail, joinRequestConfirmationMail, joinRequestToTeamMail } from '../../mail-templates';
import type { JoinRequest } from '../../mail-templates/join-request';
import type { ContactMessage } from '../../mail-templates/contact';
import { defaultAdministratorEmail } from '../administrator/first-administrator';
import { findFirstAdministrator } from '../administrator/administrators-repository';
import { deliverMail } from '../mail-delivery';
import type { ModuleDeps } from '../module-deps';

/** Owners default to English, so a requester who did not say gets English. */
const requesterDefaultLocale: Locale = 'en';

/** Messages from visitors to the Teamcast team: join requests and the contact form. */
export function createTeamMessagesService(deps: ModuleDeps) {
  const { db, config, rateLimiter } = deps;

  async function teamAddress(): Promise<string> {
    return config.teamEmail ?? (await findFirstAdministrator(db))?.email ?? defaultAdministratorEmail;
  }

  return {
    /** Tells the team (in Russian, the team's language) and confirms to the requester in theirs. */
    async joinRequest(request: JoinRequest & { ln?: Locale | undefined }, ip: string): Promise<void> {
      await rateLimiter.consume([['teamMessagesPerIp', ip]]);
      const { ln, ...fields } = request;
      await deliverMail(deps, await teamAddress(), joinRequestToTeamMail(defaultLocale, fields), {
        essential: true,
        replyTo: fields.email,
      });
      await deliverMail(deps, fields.email, joinRequestConfirmationMail(ln ?? requesterDefaultLocale, fields), { essential: false });
    },

    async contact(message: ContactMessage, ip: string): Promise<void> {
      await rateLimiter.consume([['teamMessagesPerIp', ip]]);
      await deliverMail(deps, await teamAddress(), contactMail(defaultLocale, message), { essential: true, replyTo: message.email });
    },
  };
}
