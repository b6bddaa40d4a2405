import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { PageTitle, Prose } from '../ui';

const QUESTIONS: { id: string; q: string; a: ReactNode }[] = [
  {
    id: 'order',
    q: 'Do we have to fill in the sections in order?',
    a: 'No. Start wherever you have the information to hand. The dashboard shows which sections are still to do.',
  },
  {
    id: 'together',
    q: 'Can more than one person work on the plan?',
    a: 'Yes. The principal and any school admins can all read and change the plan. Everyone works on the same plan, so there are no copies to merge.',
  },
  {
    id: 'add-colleague',
    q: 'How do I add a colleague?',
    a: 'Ask WaiKura staff to invite them. They get an email with a link to set their password, and the account is linked to your school.',
  },
  {
    id: 'contractor',
    q: 'Can our contractor see the plan?',
    a: 'Yes, once WaiKura staff have assigned them to your school. A contractor can read the plan and record maintenance, but cannot change your answers. When the assignment ends, so does their access.',
  },
  {
    id: 'board',
    q: 'Can a board member or auditor read the plan without changing it?',
    a: 'Yes. Ask WaiKura staff to give them viewer access, with the date it should end. Viewers can read the plan and nothing else.',
  },
  {
    id: 'phone',
    q: 'Can I use WaiKura on a phone?',
    a: 'Yes. Every page works on a small screen, so a contractor can record work standing beside the tank.',
  },
  {
    id: 'print',
    q: 'How do I print the plan?',
    a: 'Use your browser’s print command on the plan page (Ctrl+P, or Cmd+P on a Mac). The site’s menus are left off the printout. Choose “Save as PDF” to get a file you can upload to Hinekōrako.',
  },
  {
    id: 'signed-in',
    q: 'How long do I stay logged in?',
    a: 'Up to 7 days on the same device. On a shared computer, log out when you finish. Changing your password logs you out everywhere else.',
  },
  {
    id: 'wrong-school',
    q: 'I can see the wrong school, or no school at all.',
    a: (
      <>
        Your account is linked to one school. If it is the wrong one, or none, see{' '}
        <Link to="/help/troubleshooting#other-school">access to another school</Link>.
      </>
    ),
  },
  {
    id: 'rules',
    q: 'Where do the rules in WaiKura come from?',
    a: (
      <>
        From the documents of Taumata Arowai, the drinking water regulator, some of them drafts. Each rule
        names the document and page; where WaiKura gives its own advice or figure (such as 20 days of roof
        water storage), it says so. See <Link to="/help/documents">the documents we use</Link>.
      </>
    ),
  },
];

export default function HelpFaqPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.faq')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="Questions about using WaiKura"
        lead="Quick answers about working on your plan. For questions about the law, testing and incidents, see the main FAQ."
      />
      <Prose>
        {QUESTIONS.map((item) => [
          <h2 key={`${item.id}-q`} id={item.id} className="text-xl!">
            {item.q}
          </h2>,
          <p key={`${item.id}-a`}>{item.a}</p>,
        ])}
        <p className="border-t border-slate-200 pt-6 dark:border-slate-700">
          More questions are answered in the <Link to="/faq">frequently asked questions</Link>.
        </p>
      </Prose>
    </>
  );
}
