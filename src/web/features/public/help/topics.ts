import type { MessageKey } from '../../../i18n/en';

/** The help topics, in the order of the side list (plan specification 2.3: /help/{topic}). */
export const HELP_TOPICS = [
  { slug: 'overview', label: 'public.help.overview' },
  { slug: 'faq', label: 'public.help.faq' },
  { slug: 'troubleshooting', label: 'public.help.troubleshooting' },
  { slug: 'glossary', label: 'public.help.glossary' },
  { slug: 'documents', label: 'public.help.documents' },
  { slug: 'contact', label: 'public.help.contact' },
] as const satisfies readonly { slug: string; label: MessageKey }[];

export type HelpTopic = (typeof HELP_TOPICS)[number]['slug'];
