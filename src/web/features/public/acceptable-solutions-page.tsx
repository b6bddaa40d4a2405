import { Link } from 'react-router';
import { Alert, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { DocStatus, OnThisPage, PageTitle, Prose, Source, TA_WEBSITE, Table, ul } from './ui';

export default function AcceptableSolutionsPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="Acceptable Solutions" />
      <PageHeader
        eyebrow={t('nav.acceptableSolutions')}
        title="Acceptable Solutions, and how they differ from a full plan"
        lead="An Acceptable Solution is a fixed set of requirements from Taumata Arowai. Meet every one of them and you do not need to write your own safety plan. Here is what each one asks, and whether it could fit your school."
      />
      <Alert tone="warning" title="Two of these documents are working drafts">
        The Acceptable Solutions for roof water and for rural agricultural supplies we describe here are
        working drafts from January 2022. Before relying on either, check on the{' '}
        <a href={TA_WEBSITE} className="underline">
          Taumata Arowai website
        </a>{' '}
        whether a final version is in force and what it says.
      </Alert>
      <div className="mt-8">
        <OnThisPage
          label={t('public.onThisPage')}
          items={[
            { id: 'what', label: 'What an Acceptable Solution is' },
            { id: 'compare', label: 'Acceptable Solution or full plan?' },
            { id: 'roof', label: 'Roof water supplies (working draft)' },
            { id: 'rural', label: 'Rural agricultural supplies (working draft)' },
            { id: 'mixed', label: 'Mixed-use rural schemes (2025)' },
            { id: 'spring-bore', label: 'Spring and bore supplies' },
            { id: 'fit', label: 'Which could fit your school?' },
          ]}
        />
      </div>

      <Prose className="mt-8">
        <h2 id="what">What an Acceptable Solution is</h2>
        <p>
          Taumata Arowai may issue an Acceptable Solution by notice in the Gazette, under section 50 of the
          Water Services Act 2021. It offers small suppliers a practical, affordable way to provide safe
          water. A supplier that complies with it is treated as complying with the legal requirements it
          covers, so it does not also have to follow the Drinking Water Quality Assurance Rules for those. You
          can choose either route.
        </p>
        <p>
          It is not a list of recommendations. Every requirement is compulsory, and if you implement only part
          of it, it gives you no compliance at all.
        </p>
        <Source doc="roof" pages={3} />
        <p>Some duties stay with you whichever route you take. You must still:</p>
        <ul className={ul}>
          <li>supply safe drinking water and meet the drinking water standards (sections 21 and 22);</li>
          <li>register your supply with Taumata Arowai (sections 23 and 54);</li>
          <li>exercise due diligence (section 29);</li>
          <li>
            notify Taumata Arowai when required, including when a sample exceeds a Maximum Acceptable Value
            (sections 22(2), 35 and 36);
          </li>
          <li>keep records (section 37).</li>
        </ul>
        <Source doc="roof" pages="3, 6" />
        <p>
          The 2025 mixed-use rural Acceptable Solution says it plainly: a supplier that meets all its
          requirements does not have to prepare a Drinking Water Safety Plan, including a source water risk
          management plan, or show compliance with the Quality Assurance Rules.
        </p>
        <Source doc="mixed" pages={3} />

        <h2 id="compare">Acceptable Solution or full plan?</h2>
        <Table caption="An Acceptable Solution compared with a full Drinking Water Safety Plan">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Question</span>
              </th>
              <th scope="col">Acceptable Solution</th>
              <th scope="col">Full safety plan</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">What you do</th>
              <td>Follow a fixed list of requirements for equipment, maintenance, testing and incidents.</td>
              <td>Work out your own supply’s risks, controls and checks, write them down and follow them.</td>
            </tr>
            <tr>
              <th scope="row">Which supplies</th>
              <td>Only supplies that meet all of its criteria.</td>
              <td>Any supply.</td>
            </tr>
            <tr>
              <th scope="row">Flexibility</th>
              <td>None: all of it or nothing.</td>
              <td>You choose controls that suit your supply.</td>
            </tr>
            <tr>
              <th scope="row">Testing rules</th>
              <td>Set by the Acceptable Solution.</td>
              <td>Set by the Drinking Water Quality Assurance Rules.</td>
            </tr>
            <tr>
              <th scope="row">Safe water, registration, notification, records</th>
              <td>Still required.</td>
              <td>Required.</td>
            </tr>
          </tbody>
        </Table>
      </Prose>

      <Prose className="mt-4">
        <h2 id="roof" className="flex flex-wrap items-center gap-3">
          Roof water supplies <DocStatus status="draft" />
        </h2>
        <p>
          <strong>Status:</strong> a working draft dated January 2022. It says its start date is “to be
          determined”, being the date of its Gazette notice.
        </p>
        <Source doc="roof" pages="1, 3" />
        <h3 id="roof-who">Who it is for</h3>
        <ul className={ul}>
          <li>
            Buildings that share the same roof water source, where no networked community supply is available.
          </li>
          <li>
            Every building that needs drinking water gets treated water, and all water used inside those
            buildings is treated. Outdoor taps may be untreated if marked non-potable.
          </li>
          <li>Fewer than 500 people served, with treatment sized for peak demand.</li>
        </ul>
        <Source doc="roof" pages={5} />
        <h3 id="roof-requirements">Key requirements</h3>
        <ul className={ul}>
          <li>
            No trees over the roof; leaf screens with mesh no bigger than 1.5 mm; a first-flush diverter sized
            for the roof.
          </li>
          <li>
            Untreated storage holding at least 96 hours of average demand, secured lids, 1.5 mm mesh on
            openings, a calmed inlet and a floating outtake.
          </li>
          <li>
            Two-stage cartridge filtration (20 micron, then 5 micron or less) and a UV unit delivering at
            least 40 mJ/cm², with a sensor, flow control and a lamp status light.
          </li>
          <li>
            A UV unit validated to a recognised standard (such as NSF/ANSI 55 Class A) that shuts off the flow
            and raises an alarm when the UV reading is too low.
          </li>
        </ul>
        <Source doc="roof" pages="6–7" />
        <ul className={ul}>
          <li>
            Installation by a suitably qualified plumber, and an operations and maintenance manual for the
            supply.
          </li>
          <li>
            Maintenance visits every three months if alarms reach you remotely, or every month if they only
            show on site.
          </li>
          <li>
            Filter cartridges replaced at least every six months, mercury UV lamps within 12 months, UV
            sensors every two years, and the untreated tank cleaned at least every 10 years.
          </li>
        </ul>
        <Source doc="roof" pages="8–10" />
        <ul className={ul}>
          <li>
            Tests by an IANZ-accredited laboratory; microbiological samples reach it within 24 hours, kept
            below 6 °C.
          </li>
          <li>
            Benzo(a)pyrene, cadmium, copper, lead and zinc tested between June and August, then every three
            years; anything above half its MAV tested monthly.
          </li>
          <li>An E. coli sample from a tap after treatment every three months.</li>
        </ul>
        <Source doc="roof" pages="10–11" />
        <ul className={ul}>
          <li>
            Incident plans reviewed after every major incident and at least every two years; every boil water
            notice recorded.
          </li>
          <li>Training validated at least every three years, and an internal audit every 12 months.</li>
        </ul>
        <Source doc="roof" pages={12} />

        <h2 id="rural" className="flex flex-wrap items-center gap-3">
          Rural agricultural supplies <DocStatus status="draft" />
        </h2>
        <p>
          <strong>Status:</strong> a working draft dated January 2022, with its start date to be determined.
        </p>
        <Source doc="rural" pages="1, 3" />
        <p>
          It is for networked supplies that bring water to farms mainly for stock and farm use, where up to 35
          percent is used in homes. It matters to a school only if the school is connected to such a scheme.
        </p>
        <Source doc="rural" pages={5} />
        <ul className={ul}>
          <li>
            End-point treatment at each building, or one system for up to three buildings, each serving no
            more than 30 people. Buildings serving more than 30 people need a system designed for their
            volume.
          </li>
          <li>
            Water from the headworks no more than 20 NTU of turbidity, and backflow prevention on every
            boundary connection.
          </li>
          <li>
            Two-stage cartridge filtration (20 and 5 micron) and UV of at least 40 mJ/cm², as for roof water.
          </li>
          <li>
            E. coli tested every three months, both leaving the headworks and at households after treatment.
          </li>
        </ul>
        <Source doc="rural" pages="6, 9–10, 15" />

        <h2 id="mixed" className="flex flex-wrap items-center gap-3">
          Mixed-use rural schemes <DocStatus status="in-force" />
        </h2>
        <p>
          <strong>Status:</strong> the Water Services (Mixed-use Rural) Drinking Water Acceptable Solution
          2025 was made on 3 September 2025 and came into force on 5 September 2025. It replaced the 2022
          version; suppliers using the old one were given a year to move across.
        </p>
        <Source doc="mixed" pages="1, 3, 11" />
        <p>
          It is for schemes where at least half of the water is meant for farming or horticulture and no more
          than half for homes and drinking. There is no population limit for the scheme, and it can use bore,
          spring or surface water. The scheme’s supplier uses it; a school connected to the scheme is a
          consumer, and may be asked to install, maintain and test the treatment at its own buildings.
        </p>
        <Source doc="mixed" pages="3, 9" />
        <h3 id="mixed-school">What it means for a school on such a scheme</h3>
        <ul className={ul}>
          <li>
            Every building where the water is drunk needs end-point treatment: at least a cartridge filter
            (the last one 5 micron or less) and a UV unit delivering 40 mJ/cm².
          </li>
          <li>
            One system can serve one building of up to 500 people, or up to three buildings on one property
            with up to 100 people.
          </li>
          <li>
            <strong>Schools must have a validated UV unit, whatever their size</strong>, because a school is a
            building with a community purpose. A unit installed before 17 October 2022 is accepted if there is
            written evidence it delivers 40 mJ/cm².
          </li>
        </ul>
        <Source doc="mixed" pages="5–6" />
        <ul className={ul}>
          <li>
            The scheme tests for E. coli, total coliforms, turbidity and UV transmittance at least every three
            months, and for chemicals such as nitrate and arsenic at least every year.
          </li>
          <li>
            Surface water intakes are checked monthly from October to May for cyanobacteria; bores and springs
            are protected.
          </li>
          <li>
            The scheme must tell consumers, at least once a year, to test their treated water for E. coli and
            total coliforms at least every six months.
          </li>
          <li>Every connection has backflow prevention, and records are kept for at least three years.</li>
        </ul>
        <Source doc="mixed" pages="7–10" />

        <h2 id="spring-bore">Spring and bore supplies</h2>
        <p>
          The roof water draft refers to a separate Acceptable Solution for spring and bore supplies, for
          schools that top up their tanks from a bore or spring. WaiKura does not hold its text, so we cannot
          tell you what it requires: see the Taumata Arowai website for its current version and status.
        </p>
        <Source doc="roof" pages={7} />

        <h2 id="fit">Which could fit your school?</h2>
        <Table caption="Situations and what to consider">
          <thead>
            <tr>
              <th scope="col">Your school’s situation</th>
              <th scope="col">What to consider</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Roof water only, no town supply available, fewer than 500 people</th>
              <td>
                The roof water Acceptable Solution may fit, if a final version is in force. Until you have
                checked, prepare a full plan.
              </td>
            </tr>
            <tr>
              <th scope="row">A bore or a spring</th>
              <td>
                Check the Taumata Arowai website for the spring and bore Acceptable Solution; otherwise
                prepare a full plan.
              </td>
            </tr>
            <tr>
              <th scope="row">Connected to a mixed-use rural scheme</th>
              <td>
                Ask the scheme whether it uses the 2025 Acceptable Solution, and what treatment it expects at
                your buildings.
              </td>
            </tr>
            <tr>
              <th scope="row">A stream, river or lake, or several sources</th>
              <td>Prepare a full plan.</td>
            </tr>
          </tbody>
        </Table>
        <p>
          Whichever route you take, WaiKura keeps the maintenance log and test results that both routes ask
          for. Read <Link to="/schools">what your school needs to do</Link>, or the{' '}
          <Link to="/faq">questions schools ask</Link>.
        </p>
      </Prose>
    </>
  );
}
