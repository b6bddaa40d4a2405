import { Link } from 'react-router';
import { CALCULATOR_PATHS } from '../../../domain/calculators/paths';
import { ButtonLink } from '../../components/ui/button';
import { Alert, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { PART_COUNT, SECTION_COUNT } from './plan-outline';
import { OnThisPage, ol, PageTitle, Prose, Source, Table, ul } from './ui';

const TEMPLATES = [
  {
    name: 'Rainwater',
    school: 'Water is collected from classroom or hall roofs into tanks.',
    focus:
      'Roof and gutters, leaf screens and first-flush diverters, tank lids and screens, filtration and UV treatment.',
  },
  {
    name: 'Groundwater and springs',
    school: 'Water comes from a bore on the grounds or a spring nearby.',
    focus:
      'Bore head or spring protection, keeping stock away, chemicals such as nitrate, filtration and UV treatment.',
  },
  {
    name: 'Rainwater with groundwater or springs',
    school: 'Roof water is the main supply and a bore or spring tops the tanks up (or the other way round).',
    focus:
      'The risks of both sources, testing each source separately, and how water from each reaches the tanks.',
  },
  {
    name: 'Surface water',
    school: 'Water is taken from a stream, river or lake.',
    focus:
      'Run-off after heavy rain, dirty (turbid) water, toxic algae (cyanobacteria), the intake and its screen.',
  },
] as const;

const ROLES = [
  {
    who: 'Principal',
    does: 'Approves the plan for the owner of the supply, makes sure the improvements it lists are paid for and done, and is often the emergency contact named in the plan.',
    app: 'Reads and edits the plan, sees progress for every part, and knows what is left before sign-off.',
  },
  {
    who: 'Office manager or school admin',
    does: 'Gathers the facts, answers most questions, books water tests, files results and keeps the records.',
    app: 'Reads and edits the plan. Picks up where they left off; nothing has to be typed twice.',
  },
  {
    who: 'Contractor',
    does: 'Services the supply: changes filter cartridges and UV lamps, inspects tanks, gutters and bore heads.',
    app: 'Once assigned to the school, reads the plan and records each visit in the maintenance log. Cannot change the plan.',
  },
  {
    who: 'WaiKura staff',
    does: 'Set up the school, invite its people, assign contractors and help when you are stuck.',
    app: 'Read the plan and manage who has access. Do not change your answers.',
  },
  {
    who: 'Board member or auditor',
    does: 'Checks the plan and the records.',
    app: 'Viewer access: can read the plan until the end date the school agrees, and nothing else.',
  },
] as const;

export default function SchoolsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="For schools" />
      <PageHeader
        eyebrow="For schools"
        title="What your school needs to do"
        lead="If your school supplies its own drinking water, this is what the law asks of you, by when, and how WaiKura helps your team get it done."
      />
      <OnThisPage
        label={t('public.onThisPage')}
        items={[
          { id: 'steps', label: 'The steps, in order' },
          { id: 'size', label: 'Is your supply small or medium?' },
          { id: 'templates', label: 'The four Ministry templates' },
          { id: 'helps', label: 'How WaiKura helps' },
          { id: 'roles', label: 'Who does what' },
        ]}
      />
      <Prose className="mt-8">
        <h2 id="steps">The steps, in order</h2>
        <ol className={ol}>
          <li>
            <strong>Register your supply with Taumata Arowai.</strong> Registration is done in Hinekōrako, the
            regulator’s online portal. Suppliers not registered before 15 November 2021 had until November
            2025 to register (the law’s transition dates as WaiKura summarises them; the regulator’s documents
            WaiKura holds do not state them). If your school has not registered yet, do it now.
          </li>
          <li>
            <strong>Prepare your Drinking Water Safety Plan, or meet an Acceptable Solution.</strong> For
            supplies not registered before 15 November 2021, the deadline is November 2028 (WaiKura’s summary
            of the law, as above). Check the date for your school on the Taumata Arowai website.
          </li>
          <li>
            <strong>Test your water.</strong> Small supplies must have their water sampled and tested every
            three months, by a laboratory accredited by International Accreditation New Zealand (IANZ). Medium
            supplies follow the level 2 Rules, which ask for more.
            <Source doc="small" pages={8} className="mt-1" />
            <Source doc="dwqar" pages={8} />
          </li>
          <li>
            <strong>Send the plan to Taumata Arowai.</strong> Upload it in Hinekōrako, email it to
            info@taumataarowai.govt.nz, or post it. Keep a copy where everyone who looks after the water can
            find it. Taumata Arowai does not sign off your plan, but it may review it to check it meets the
            Water Services Act.
            <Source doc="small" pages={12} className="mt-1" />
            <Source doc="medium" pages={4} />
          </li>
          <li>
            <strong>Report your monitoring.</strong> If you follow the Drinking Water Quality Assurance Rules
            (rather than an Acceptable Solution), a small supply (26 to 100 people) sends its compliance
            information once a year, within 40 working days of the end of each calendar year, which falls near
            the end of February. A medium supply (101 to 500 people) reports every quarter from 2025. Your
            plan in WaiKura works out your supply’s size from the people on site on a normal day.
            <Source doc="dwqar" pages={8} className="mt-1" />
          </li>
          <li>
            <strong>Keep the plan current.</strong> Review it regularly (the regulator suggests once a year)
            and after changes of staff, equipment or source, or after an incident. If you replace or
            materially change the supply, lodge the updated plan with Taumata Arowai as soon as reasonably
            practicable.
            <Source doc="medium" pages={15} className="mt-1" />
          </li>
          <li>
            <strong>Tell the regulator when something goes wrong.</strong> The most common reasons you must
            notify Taumata Arowai are a sample over a Maximum Acceptable Value (MAV) and a supply interruption
            of more than 8 hours. For an imminent risk of serious illness, Taumata Arowai has a line answered
            24 hours a day, 7 days a week: 04 889 8350.
            <Source doc="medium" pages={14} className="mt-1" />
          </li>
        </ol>

        <h2 id="size">Is your supply small or medium?</h2>
        <p>
          The regulator’s plan template depends on how many people your supply <em>normally</em> serves:
          students, staff and regular visitors on an ordinary school day, not the crowd at the school gala.
        </p>
        <Source doc="dwqar" pages={5} />
        <Table caption="Supply sizes and the regulator’s plan documents">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">People normally supplied</th>
              <th scope="col">The regulator’s document</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Small</th>
              <td>26 to 100</td>
              <td>Drinking Water Safety Planning Template for Small Supplies (p. 1)</td>
            </tr>
            <tr>
              <th scope="row">Medium</th>
              <td>101 to 500</td>
              <td>Drinking Water Safety Planning Guidance for Medium Supplies (p. 1)</td>
            </tr>
            <tr>
              <th scope="row">Below small</th>
              <td>25 or fewer</td>
              <td>
                Neither; WaiKura’s own advice is to follow the small-supply rules and ask Taumata Arowai
              </td>
            </tr>
            <tr>
              <th scope="row">Larger</th>
              <td>More than 500</td>
              <td>Neither; ask Taumata Arowai which rules and template apply (WaiKura’s own advice)</td>
            </tr>
          </tbody>
        </Table>
        <p>
          Many schools are a <strong>self-supplied building</strong> supply: water for up to 10 buildings on
          one site, serving more than 25 people. The regulator’s own example is a rural school of 55 students
          and staff with a bore that serves three classroom blocks, a maintenance shed and the office, all on
          one property.
        </p>
        <Source doc="dwqar" pages={6} />
        <p>
          If more than 100 people use a small supply for a while, for example during a sports tournament or a
          community event, extra testing applies for that period under the Varying Population rules.
        </p>
        <Source doc="dwqar" pages="6, 23–24" />

        <h2 id="templates">The four Ministry templates</h2>
        <p>
          The Ministry of Education offers safety plan templates for schools by source type. WaiKura asks the
          questions that match your school’s source, so you only answer what applies to you. (This list is
          WaiKura’s own note: the regulator’s documents WaiKura cites do not describe these templates.)
        </p>
        <Table caption="Ministry of Education plan templates by source type">
          <thead>
            <tr>
              <th scope="col">Template</th>
              <th scope="col">A typical school</th>
              <th scope="col">What the plan focuses on</th>
            </tr>
          </thead>
          <tbody>
            {TEMPLATES.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.school}</td>
                <td>{row.focus}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>
          Where a school uses more than one source, each source is sampled and tested separately, because
          either may be the only one in use at a given time.
        </p>
        <Source doc="dwqar" pages={12} />
        <p>
          Read more about <Link to="/source-water">the hazards and controls for each kind of source</Link>.
        </p>

        <h2 id="helps">How WaiKura helps</h2>
        <ul className={ul}>
          <li>
            Your plan is split into {PART_COUNT} parts and {SECTION_COUNT} sections. Each section asks one
            plain question, with a hint and an example from a real school.
          </li>
          <li>Progress is shown for every part, so the principal can see what is left before signing off.</li>
          <li>Everyone works on the same plan: no more versions emailed back and forth.</li>
          <li>
            Your contractor records their work in the school’s maintenance log, which becomes evidence for
            your plan.
          </li>
          <li>Guidance quotes the regulator’s documents with the page it comes from, so you can check it.</li>
          <li>The finished plan prints cleanly, ready to upload to Hinekōrako.</li>
        </ul>
        {/* Issue 20a: the calculators (decision 039). */}
        <p>{t('public.calculators.lead')}</p>
        <ul className={ul}>
          <li>
            <Link to={CALCULATOR_PATHS.school}>{t('public.calculators.school')}</Link>
          </li>
          <li>
            <Link to={CALCULATOR_PATHS.supplier}>{t('public.calculators.supplier')}</Link>
          </li>
        </ul>

        <h2 id="roles">Who does what</h2>
        <p>
          The owner of the supply is responsible for signing off the plan and for making sure the improvements
          it identifies are completed. The regulator also asks you to think about who would step in if the
          person who looks after the water is away.
        </p>
        <Source doc="medium" pages="6–7" />
        <Table caption="People and their roles in the school’s water safety plan">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">What they usually do</th>
              <th scope="col">In WaiKura</th>
            </tr>
          </thead>
          <tbody>
            {ROLES.map((r) => (
              <tr key={r.who}>
                <th scope="row">{r.who}</th>
                <td>{r.does}</td>
                <td>{r.app}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Alert tone="info" title="A plan is a living document">
          The regulator expects your plan to change as your supply changes. WaiKura keeps it in one place so
          that updating it is a matter of minutes, not a new project.
        </Alert>
        <Source doc="medium" pages={5} />
      </Prose>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/register">{t('auth.login.createAccount')}</ButtonLink>
        <ButtonLink to="/faq" variant="secondary">
          Read the questions schools ask
        </ButtonLink>
      </div>
    </>
  );
}
