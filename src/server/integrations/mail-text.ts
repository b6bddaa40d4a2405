/**
 * The words of WaiKura's e-mails in English and te reo Māori (issue 20). A person's e-mails are written in
 * the language they chose in the footer while signed in (`users.language`, set by PUT /api/me/language);
 * someone with no account yet (a first sign-up) gets English; an invitation goes in the inviter's language,
 * which becomes the new account's (decision 044). Product and regulator
 * names stay as they are. The te reo wants a fluent speaker's check (docs/te-reo-terms-20f.md).
 */

import { eq } from 'drizzle-orm';
import { digestSubject } from '../../domain/delivery';
import { DEFAULT_ACTION_TEXT } from '../../domain/notifications';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type MailLanguage = 'en' | 'mi';

/**
 * The language of the account with this id or e-mail address: English when there is none. A failed
 * look-up also gives English: the language must never stop a password reset or a reminder.
 */
export async function mailLanguageFor(
  db: Db,
  who: { id: string } | { email: string },
): Promise<MailLanguage> {
  try {
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where('id' in who ? eq(users.id, who.id) : eq(users.email, who.email))
      .limit(1);
    return mailLanguageOf(row?.language);
  } catch {
    return 'en';
  }
}

/** A stored language value as a mail language: anything but 'mi' is English. */
export function mailLanguageOf(value: string | null | undefined): MailLanguage {
  return value === 'mi' ? 'mi' : 'en';
}

/** The locale dates are written in: New Zealand English, or te reo Māori (Intl knows 'mi'). */
export const DATE_LOCALE: Record<MailLanguage, string> = { en: 'en-NZ', mi: 'mi-NZ' };

/** A day as words in a mail's language, New Zealand time (e.g. "26 November 2026", "26 Noema 2026"). */
export function mailDate(lang: MailLanguage, at: Date): string {
  return at.toLocaleDateString(DATE_LOCALE[lang], { timeZone: 'Pacific/Auckland', dateStyle: 'long' });
}

/** What an invitation says: who invited, as what, to which school (none for a contractor), how long. */
interface InvitationValues {
  by: string;
  role: 'principal' | 'school_admin' | 'viewer' | 'contractor';
  school: string | null;
  days: number;
}

const ROLE_WORDS: Record<MailLanguage, Record<InvitationValues['role'], string>> = {
  en: {
    principal: 'principal',
    school_admin: 'school administrator',
    viewer: 'viewer (read only)',
    contractor: 'contractor',
  },
  mi: {
    principal: 'tumuaki',
    school_admin: 'kaiwhakahaere kura',
    viewer: 'kaititiro (pānui anake)',
    contractor: 'kaikirimana',
  },
};

interface MailWords {
  subject: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

const TAGLINE: Record<MailLanguage, string> = {
  en: 'WaiKura — drinking water safety plans for New Zealand schools.',
  mi: 'WaiKura — ngā mahere haumaru wai inu mō ngā kura o Aotearoa.',
};

export const MAIL_TEXT = {
  en: {
    greeting: (name?: string) => (name ? `Kia ora ${name},` : 'Kia ora,'),
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    reset: (): MailWords => ({
      subject: 'Reset your WaiKura password',
      paragraphs: [
        'Someone asked to reset the password of your WaiKura account. If it was you, choose a new password with the link below. The link works once and expires in one hour.',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ],
      action: 'Choose a new password',
      footer: TAGLINE.en,
    }),
    verification: (): MailWords => ({
      subject: 'Verify your email for WaiKura',
      paragraphs: [
        'Thank you for signing up to WaiKura, where your school keeps its Drinking Water Safety Plan.',
        'Please confirm your email address with the link below. It expires in 24 hours.',
      ],
      action: 'Verify my email',
      footer: 'If you did not sign up, you can ignore this email.',
    }),
    signUpExisting: (): MailWords => ({
      subject: 'Someone tried to sign up to WaiKura with your email',
      paragraphs: [
        'Someone tried to create a new WaiKura account with this email address, which already has an account. Nothing was changed.',
        'If it was you, log in with your password, or choose a new one with the link below.',
        'If it was not you, you can ignore this email.',
      ],
      action: 'Reset my password',
      footer: TAGLINE.en,
    }),
    approver:
      'You can also approve the plan for the board: when the school asks, you read it and record your approval with your name and the date.',
    viewerAccess: (v: { school: string; by: string; until: string }): MailWords => ({
      subject: `You can now view ${v.school}'s water safety plan`,
      paragraphs: [`${v.by} has given you read-only access to ${v.school} on WaiKura until ${v.until}.`],
      action: 'Log in to WaiKura',
      footer: TAGLINE.en,
    }),
    invitation: (v: InvitationValues): MailWords => {
      const where = v.school ? ` for ${v.school}` : '';
      return {
        subject: `You're invited to WaiKura${where}`,
        paragraphs: [
          `${v.by} has invited you to WaiKura as ${ROLE_WORDS.en[v.role]}${where}. WaiKura is where the school keeps its Drinking Water Safety Plan.`,
          `Choose your password with the link below to start. The link works once and expires in ${v.days} days.`,
        ],
        action: 'Set my password',
        footer: 'If you were not expecting this invitation, you can ignore this email.',
      };
    },
    notificationFooter:
      'You get this e-mail because of your WaiKura notification settings. You can change them under Notification Settings.',
    openWaiKura: 'Open WaiKura',
    takeAction: DEFAULT_ACTION_TEXT,
    digestSubject,
    digestIntro: (count: number) =>
      count === 1
        ? 'Here is the notification from WaiKura since your last summary.'
        : `Here are the ${count} notifications from WaiKura since your last summary.`,
    calendarReminder: (v: { title: string; when: string }) => ({
      title: `Reminder: ${v.title}`,
      message: `${v.title} is due on ${v.when}.`,
      action_text: 'Open calendar',
    }),
  },
  mi: {
    greeting: (name?: string) => (name ? `Kia ora ${name},` : 'Kia ora,'),
    buttonFallback: 'Ki te kore te pātene e mahi, tāruatia tēnei wāhitau ki tō pūtirotiro:',
    reset: (): MailWords => ({
      subject: 'Tautuhia anō tō kupuhipa WaiKura',
      paragraphs: [
        'I tono tētahi kia tautuhia anō te kupuhipa o tō pūkete WaiKura. Mēnā nāu, kōwhiria he kupuhipa hou mā te hononga i raro nei. Kotahi anake te wā e mahi ai te hononga, ā, ka pau i te hāora kotahi.',
        'Ki te kore nāu i tono, kaua e aro ki tēnei īmēra: ka noho tonu tō kupuhipa.',
      ],
      action: 'Kōwhiria he kupuhipa hou',
      footer: TAGLINE.mi,
    }),
    verification: (): MailWords => ({
      subject: 'Manatokohia tō īmēra mō WaiKura',
      paragraphs: [
        'Ngā mihi mō tō rēhita ki WaiKura, te wāhi e pupuri ai tō kura i tōna Mahere Haumaru Wai Inu.',
        'Tēnā, whakaūngia tō wāhitau īmēra mā te hononga i raro nei. Ka pau i roto i ngā hāora 24.',
      ],
      action: 'Manatokohia taku īmēra',
      footer: 'Ki te kore koe i rēhita, kaua e aro ki tēnei īmēra.',
    }),
    signUpExisting: (): MailWords => ({
      subject: 'I whakamātau tētahi ki te rēhita ki WaiKura me tō īmēra',
      paragraphs: [
        'I whakamātau tētahi ki te waihanga pūkete WaiKura hou me tēnei wāhitau īmēra, kua whai pūkete kē. Kāore tētahi mea i whakarerekētia.',
        'Mēnā nāu, takiuru mā tō kupuhipa, kōwhiria rānei he kupuhipa hou mā te hononga i raro nei.',
        'Ki te kore nāu, kaua e aro ki tēnei īmēra.',
      ],
      action: 'Tautuhia anō taku kupuhipa',
      footer: TAGLINE.mi,
    }),
    approver:
      'Ka taea hoki e koe te whakaae i te mahere mō te poari: ina tono te kura, pānuitia, ā, tuhia tō whakaaetanga me tō ingoa me te rā.',
    viewerAccess: (v: { school: string; by: string; until: string }): MailWords => ({
      subject: `Ka taea e koe te titiro ki te mahere haumaru wai inu a ${v.school} ināianei`,
      paragraphs: [
        `Kua hoatu e ${v.by} he āheinga pānui anake ki a koe mō ${v.school} i WaiKura, tae noa ki te ${v.until}.`,
      ],
      action: 'Takiuru ki WaiKura',
      footer: TAGLINE.mi,
    }),
    invitation: (v: InvitationValues): MailWords => {
      const where = v.school ? ` mō ${v.school}` : '';
      return {
        subject: `Kua tonoa koe ki WaiKura${where}`,
        paragraphs: [
          `Kua tono a ${v.by} i a koe ki WaiKura hei ${ROLE_WORDS.mi[v.role]}${where}. Kei WaiKura te kura e pupuri ai i tōna Mahere Haumaru Wai Inu.`,
          `Kōwhiria tō kupuhipa mā te hononga i raro nei kia tīmata ai. Kotahi anake te wā e mahi ai te hononga, ā, ka pau i roto i ngā rā e ${v.days}.`,
        ],
        action: 'Tautuhia taku kupuhipa',
        footer: 'Ki te kore koe i te tatari ki tēnei pōwhiri, kaua e aro ki tēnei īmēra.',
      };
    },
    notificationFooter:
      'Ka tae mai tēnei īmēra ki a koe nā ō tautuhinga pānui i WaiKura. Ka taea e koe te whakarerekē i aua tautuhinga i konei:',
    openWaiKura: 'Huakina a WaiKura',
    takeAction: 'Mahia',
    digestSubject: (count: number, frequency: string) =>
      `Tō whakarāpopototanga WaiKura ${frequency === 'daily' ? 'o ia rā' : 'o ia wiki'}: ${count} pānui`,
    digestIntro: (count: number) =>
      count === 1
        ? 'Anei te pānui mai i WaiKura mai i tō whakarāpopototanga whakamutunga.'
        : `Anei ngā pānui ${count} mai i WaiKura mai i tō whakarāpopototanga whakamutunga.`,
    calendarReminder: (v: { title: string; when: string }) => ({
      title: `He whakamaumahara: ${v.title}`,
      message: `Me oti a “${v.title}” hei te ${v.when}.`,
      action_text: 'Huakina te maramataka',
    }),
  },
} satisfies Record<MailLanguage, unknown>;
