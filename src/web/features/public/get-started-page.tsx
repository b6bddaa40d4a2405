import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { PLAN_OUTLINE_PARTS, SECTION_COUNT } from './plan-outline';
import { OnThisPage, ol, PageTitle, Prose, Source, ul } from './ui';

/**
 * `/getstarted` (plan specification 2.3): a guided start. For a school: who to involve, what to gather, how
 * long it honestly takes, the steps, and the way to register. For a contractor or provider: how they join
 * (they are invited; nobody signs up as one). Issue 20b.
 */
export default function GetStartedPage() {
  const { t, partTitle } = useI18n();
  return (
    <>
      <PageTitle title={t('publicStart.start.title')} />
      <PageHeader
        eyebrow={t('publicStart.start.eyebrow')}
        title={t('publicStart.start.title')}
        lead={t('publicStart.start.lead')}
        actions={<ButtonLink to="/register">{t('publicStart.start.register')}</ButtonLink>}
      />
      <OnThisPage
        items={[
          { id: 'who', label: t('publicStart.start.who') },
          { id: 'documents', label: t('publicStart.start.documents') },
          { id: 'facts', label: t('publicStart.start.facts') },
          { id: 'time', label: t('publicStart.start.time') },
          { id: 'steps', label: t('publicStart.start.steps') },
          { id: 'contractors', label: t('publicStart.start.contractors') },
        ]}
      />
      <Prose className="mt-10">
        <h2 id="who">{t('publicStart.start.who')}</h2>
        <ul className={ul}>
          <li>
            <strong>Someone who can sign for the school.</strong> The person in effective control of the
            supply (for most schools the principal, on behalf of the board) signs off the plan and commits the
            school to the improvements it lists.
          </li>
          <li>
            <strong>Whoever knows the supply day to day:</strong> the caretaker or property manager, and the
            contractor who services the tanks, filters or UV unit. The regulator suggests including everyone
            involved with the supply.
          </li>
          <li>
            <strong>Someone to keep the records,</strong> often the office manager: test results, maintenance
            and the yearly review.
          </li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="documents">{t('publicStart.start.documents')}</h2>
        <p>
          You do not need all of these to start. Gather what you have; the plan shows what is still missing.
        </p>
        <ul className={ul}>
          <li>
            Your supply’s registration details from Hinekōrako, the regulator’s portal, including the unique
            supply identifier you were given when you registered.
          </li>
          <li>Recent water test results, and the laboratory’s reports.</li>
          <li>
            Maintenance records: filter changes, UV lamp replacements, tank cleaning and inspections, with
            dates.
          </li>
          <li>A site plan or photos of the roof, tanks, bore or intake, treatment and pipes.</li>
          <li>Any resource consent to take water (for a bore, spring or stream), and its conditions.</li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="facts">{t('publicStart.start.facts')}</h2>
        <ul className={ul}>
          <li>Where the water comes from: roof rain, a bore, a spring, a stream, or more than one.</li>
          <li>
            How many people drink it: students, staff and regular visitors. If the number changes (a camp,
            holidays), the lowest and highest.
          </li>
          <li>How it is treated and stored: filters, UV, chlorine, the tanks and their sizes.</li>
          <li>Who to call in an emergency, and their mobile number.</li>
        </ul>
        <Source doc="medium" pages={5} />

        <h2 id="time">{t('publicStart.start.time')}</h2>
        <p>
          WaiKura has not yet timed enough schools to give you a measured figure, so this is our honest
          estimate, not a promise. Creating the account and filling in your school’s details takes a single
          sitting. Describing the supply and working through what can go wrong usually takes several sittings
          over a few weeks, mostly because you wait for things: a test result, a contractor’s visit, a board
          meeting to sign off. Every answer is saved as you go, so you can stop at any point and pick up where
          you left off.
        </p>
        <p>
          After that, the plan is kept up to date as things happen (a filter changed, a test result filed) and
          reviewed once a year.
        </p>

        <h2 id="steps">{t('publicStart.start.steps')}</h2>
        <ol className={ol}>
          <li>
            <Link to="/register">Create your school’s account</Link> and confirm your e-mail address.
          </li>
          <li>
            Work through the plan’s parts, in any order. A WaiKura plan has {PLAN_OUTLINE_PARTS.length} parts
            and {SECTION_COUNT} sections:
            <ul className={`${ul} mt-2`}>
              {PLAN_OUTLINE_PARTS.map((part) => (
                <li key={part.id}>{partTitle(part)}</li>
              ))}
            </ul>
          </li>
          <li>Invite your office staff, and ask for your contractor to be added to your school.</li>
          <li>
            When the plan is complete, the person who signs for the school approves it, and you download it.
          </li>
          <li>
            Upload it to Hinekōrako, the regulator’s portal. Taumata Arowai does not sign off your plan, but
            may review it.
          </li>
        </ol>
        <Source doc="upload" pages="1–3" />
        <Source doc="medium" pages={4} />
        <p>
          <ButtonLink to="/register">{t('publicStart.start.register')}</ButtonLink>
        </p>

        <h2 id="contractors">{t('publicStart.start.contractors')}</h2>
        <p>
          Contractors and provider staff do not sign up on their own. Your account is created for you, and you
          receive an e-mail with a link to choose your password.
        </p>
        <ul className={ul}>
          <li>
            <strong>Contractors:</strong> the WaiKura provider team creates your account. A school’s
            principal, or the provider team, then assigns you to each school you work for. You see only those
            schools, and record your visits on your phone at the site.
          </li>
          <li>
            <strong>Provider staff</strong> (the team that looks after many schools): an administrator of your
            team adds you.
          </li>
          <li>
            <strong>School staff and viewers</strong> (a board member, an auditor): the school’s principal
            invites you from the school’s people page.
          </li>
        </ul>
        <p>
          Were you expecting an invitation that has not arrived? Check your spam folder, then ask the person
          who invited you to send it again. You can also <Link to="/help/contact">contact us</Link>.
        </p>
      </Prose>
    </>
  );
}
