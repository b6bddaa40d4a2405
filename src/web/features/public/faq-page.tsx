import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { StaticContent } from './static-content';
import { OnThisPage, ol, PageTitle, Prose, Source, ul } from './ui';

interface Question {
  id: string;
  q: string;
  a: ReactNode;
}

interface Group {
  id: string;
  title: string;
  questions: Question[];
}

const GROUPS: Group[] = [
  {
    id: 'law',
    title: 'The law and your plan',
    questions: [
      {
        id: 'need-a-plan',
        q: 'Does our school need a Drinking Water Safety Plan?',
        a: (
          <>
            <p>
              Yes, if the school gives people drinking water from its own roof tanks, bore, spring or stream.
              The owner of every drinking water supply must develop and follow a safety plan for it, under
              sections 30 and 31 of the Water Services Act 2021. The alternative is to meet an Acceptable
              Solution in full, which counts as having a plan.
            </p>
            <Source doc="medium" pages={4} />
            <Source doc="mixed" pages={3} />
          </>
        ),
      },
      {
        id: 'deadline',
        q: 'By when do we need it?',
        a: (
          <p>
            In WaiKura’s summary of the law’s transition dates (the regulator’s documents WaiKura holds do not
            state them), suppliers that were not registered with Taumata Arowai before 15 November 2021 had
            until November 2025 to register, and have until November 2028 to provide a safety plan or meet an
            Acceptable Solution. If your school has not registered, do that first. Check the dates that apply
            to you on the Taumata Arowai website.
          </p>
        ),
      },
      {
        id: 'which-template',
        q: 'Which plan template is right for our school?',
        a: (
          <>
            <p>
              It depends on how many people your supply normally serves. From 26 to 100 people, use the
              template for small supplies; from 101 to 500, the guidance for medium supplies. Count the people
              on an ordinary day, not at special events. The Ministry of Education also has templates by
              source type: rainwater; groundwater and springs; rainwater with groundwater or springs; and
              surface water. WaiKura asks the questions that fit your school.
            </p>
            <Source doc="dwqar" pages={5} />
            <Source doc="small" pages={1} />
            <Source doc="medium" pages={1} />
          </>
        ),
      },
      {
        id: 'acceptable-solution',
        q: 'What is an Acceptable Solution, and could we use one instead?',
        a: (
          <>
            <p>
              An Acceptable Solution is a fixed set of requirements issued by Taumata Arowai. If you meet
              every one of them, you are treated as complying with certain duties, including having a safety
              plan. You still have to supply safe water, register, notify the regulator and keep records. The
              roof water Acceptable Solution is still a working draft.{' '}
              <Link to="/acceptable-solutions">Compare Acceptable Solutions with a full plan</Link>.
            </p>
            <Source doc="roof" pages="3, 6" />
          </>
        ),
      },
      {
        id: 'approval',
        q: 'Does Taumata Arowai approve our plan?',
        a: (
          <>
            <p>
              No. Taumata Arowai will not sign off your plan, but it may review it to check that it meets the
              Act. Your school’s own approver signs it: the owner of the supply or someone representing them.
            </p>
            <Source doc="medium" pages={4} />
            <Source doc="small" pages={12} />
          </>
        ),
      },
      {
        id: 'submit',
        q: 'How do we send our plan to Taumata Arowai?',
        a: (
          <>
            <p>
              Upload it in Hinekōrako, the regulator’s online portal, or email it to
              info@taumataarowai.govt.nz, or post it to Level 2, 10 Brandon Street, PO Box 628, Wellington
              6140.
            </p>
            <Source doc="small" pages={12} />
            <p>In Hinekōrako:</p>
            <ol className={ol}>
              <li>Choose “View Supply Details” from the menu on the right of the front page.</li>
              <li>Under “Actions for this supply”, choose “View/Add Drinking Water Safety Plans”.</li>
              <li>Choose “Add New Drinking Water Safety Plan”.</li>
              <li>
                Add a short description, for example “Supply name, Drinking Water Safety Plan, date”, check
                your registration details and choose Next.
              </li>
              <li>Choose “Upload Document”, check the details and submit the plan.</li>
              <li>
                Go back to the Drinking Water Safety Plans page and check that your plan is listed as
                submitted.
              </li>
            </ol>
            <Source doc="upload" pages="1–3" />
          </>
        ),
      },
      {
        id: 'review',
        q: 'How often do we need to review the plan?',
        a: (
          <>
            <p>
              Regularly: the regulator suggests once a year. Review it sooner when something changes: a new
              source, new equipment, a different person looking after the water, a big change in the roll, an
              incident, or a test result over a Maximum Acceptable Value. If you replace or materially change
              the supply, send the updated plan to Taumata Arowai as soon as reasonably practicable.
            </p>
            <Source doc="medium" pages={15} />
            <Source doc="small" pages={11} />
          </>
        ),
      },
    ],
  },
  {
    id: 'testing',
    title: 'Testing and treatment',
    questions: [
      {
        id: 'how-often-test',
        q: 'How often do we have to test our water?',
        a: (
          <>
            <p>
              For a small supply, sampling and testing every three months is mandatory. Samples must go to a
              laboratory accredited by International Accreditation New Zealand (IANZ) for that test, and you
              must follow the laboratory’s instructions for collecting them, for example using sterile bottles
              and keeping samples from heating up or freezing on the way.
            </p>
            <Source doc="small" pages={8} />
            <Source doc="dwqar" pages="8–9" />
          </>
        ),
      },
      {
        id: 'e-coli',
        q: 'What does it mean if E. coli is found in our water?',
        a: (
          <>
            <p>
              E. coli shows the water has been contaminated with faeces from people, animals or birds, so
              germs that cause serious illness are probably there too. If treated water tests positive, act at
              once: tell everyone to boil water before drinking it (or give them safe water), notify Taumata
              Arowai, check the treatment system is working, and keep testing while you find and fix the
              cause. The laboratory will also tell the regulator.
            </p>
            <Source doc="dwqar" pages="10, 16–17" />
          </>
        ),
      },
      {
        id: 'treatment',
        q: 'What treatment does a school supply usually have?',
        a: (
          <>
            <p>
              Many school supplies use a cartridge filter (rated at 5 micron or less) followed by an
              ultraviolet (UV) unit that delivers a dose of at least 40 mJ/cm², ideally with an alarm or
              automatic shut-off if the dose is not met. Roof supplies add a first-flush diverter before the
              tank. <Link to="/source-water">See the hazards and controls for each source</Link>.
            </p>
            <Source doc="small" pages="3, 6" />
          </>
        ),
      },
      {
        id: 'chlorine',
        q: 'Do we have to add chlorine?',
        a: (
          <>
            <p>
              Small supplies following the level 1 rules do not have to chlorinate. Chlorine is still a useful
              response after a contamination event; get advice from a trained professional before adding it to
              your supply.
            </p>
            <Source doc="dwqar" pages={21} />
            <p>
              Medium supplies (101 to 500 people) follow the level 2 rules, under which only a single
              self-supplied building is exempt from chlorination. A school whose water reaches several
              buildings should expect to chlorinate.
            </p>
            <Source doc="medium" pages={9} />
          </>
        ),
      },
    ],
  },
  {
    id: 'incidents',
    title: 'When something goes wrong',
    questions: [
      {
        id: 'when-notify',
        q: 'When must we tell Taumata Arowai?',
        a: (
          <>
            <p>
              When your water is or may be unsafe. The most common triggers are a sample over a Maximum
              Acceptable Value (MAV) and a supply interruption of more than 8 hours. Use the notification
              function in Hinekōrako. For an imminent risk of serious illness or death, or another urgent
              matter, call Taumata Arowai on 04 889 8350, 24 hours a day, 7 days a week.
            </p>
            <Source doc="dwqar" pages={5} />
            <Source doc="medium" pages={14} />
          </>
        ),
      },
      {
        id: 'first-steps',
        q: 'What should we do first if the water might be unsafe?',
        a: (
          <>
            <ul className={ul}>
              <li>
                Protect people first: stop them drinking the water, or tell them to boil it, and provide
                bottled or carted water.
              </li>
              <li>
                Notify Taumata Arowai, and tell your school community what to do until the water is confirmed
                safe.
              </li>
              <li>Find the cause and fix it; take samples and send them to an accredited laboratory.</li>
              <li>Take steps so it does not happen again, and update your plan.</li>
            </ul>
            <Source doc="small" pages={10} />
            <Source doc="dwqar" pages="16–17" />
          </>
        ),
      },
    ],
  },
  {
    id: 'waikura',
    title: 'About WaiKura',
    questions: [
      {
        id: 'does-waikura-submit',
        q: 'Does WaiKura send our plan to Taumata Arowai for us?',
        a: (
          <p>
            No. Your school stays the supplier and sends its own plan. WaiKura gets the plan ready to print or
            save, so you can upload it in Hinekōrako.
          </p>
        ),
      },
      {
        id: 'who-sees',
        q: 'Who can see our school’s plan?',
        a: (
          <p>
            Your school’s principal and school admins, contractors WaiKura staff have assigned to your school,
            viewers your school has agreed to (until their access ends), and WaiKura staff. Nobody else. Read
            the <Link to="/privacy-policy">privacy policy</Link> for the details.
          </p>
        ),
      },
      {
        id: 'te-reo',
        q: 'Can we use WaiKura in te reo Māori?',
        a: (
          <p>
            Yes, in part. Choose “Te reo Māori” in the language menu at the top of the page: navigation, the
            names of the plan’s parts and sections, and common actions are shown in te reo Māori. Longer
            guidance is in English for now.
          </p>
        ),
      },
      {
        id: 'more-help',
        q: 'Where can we get help with using WaiKura?',
        a: (
          <p>
            Start with the <Link to="/help/overview">help pages</Link>: they cover getting started, sign-in
            problems and the words you will meet in the plan. You can also{' '}
            <Link to="/help/contact">contact us</Link>.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="Frequently asked questions" />
      <PageHeader
        eyebrow={t('nav.faq')}
        title="Questions schools ask"
        lead="Straight answers about safety plans, testing, incidents and WaiKura, with the regulator’s document and page where a rule comes from."
      />
      <OnThisPage label={t('public.onThisPage')} items={GROUPS.map((g) => ({ id: g.id, label: g.title }))} />
      {/* The answers are kept as prerendered when the page is hydrated (StaticContent, decision 030). */}
      <StaticContent id="faq-answers" className="mt-8">
        <Prose>
          {GROUPS.flatMap((g) => [
            <h2 key={g.id} id={g.id}>
              {g.title}
            </h2>,
            ...g.questions.map((item) => (
              <section
                key={item.id}
                aria-labelledby={item.id}
                className="space-y-3 border-b border-slate-200 pb-6 dark:border-slate-700"
              >
                <h3 id={item.id} className="scroll-mt-6 text-xl font-semibold">
                  {item.q}
                </h3>
                {item.a}
              </section>
            )),
          ])}
        </Prose>
      </StaticContent>
    </>
  );
}
