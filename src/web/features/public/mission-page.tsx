import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/misc';
import { PageTitle, Prose, Source, ul } from './ui';

export default function MissionPage() {
  return (
    <>
      <PageTitle title="Our mission" />
      <PageHeader
        eyebrow="Our mission"
        title="Safe water for every child at a school with its own supply"
        lead="We want every school that looks after its own drinking water to have a safety plan that is true, current and easy to keep, so the people in charge can spend their time on teaching."
      />
      <Prose>
        <h2 id="why">Why WaiKura exists</h2>
        <p>
          Around 450 New Zealand schools draw their drinking water from roofs, bores, springs or streams. In
          most of them, the water is looked after by a principal or an office manager who has many other jobs.
          The Water Services Act 2021 made them drinking water suppliers, with the same core duty as any other
          supplier: to make sure the water is safe.
        </p>
        <Source doc="dwqar" pages={5} />
        <p>
          The regulator’s templates are clear, but they are written for water suppliers. A principal filling
          one in alone has to work out what “hazardous event”, “UV transmittance” or “backflow” mean, find old
          invoices for the UV unit, and remember to review the plan a year later. WaiKura turns that into a
          set of plain questions the whole school team can answer together, and keeps the answers up to date.
        </p>

        <h2 id="principles">What we believe</h2>
        <ul className={ul}>
          <li>
            <strong>Plain language first, the regulator’s word second.</strong> People answer questions they
            understand. The official term is always there, so the finished plan speaks the regulator’s
            language.
          </li>
          <li>
            <strong>Facts you can check.</strong> Every rule we show names the Taumata Arowai document and
            page it comes from, or says it is WaiKura’s own advice. Where a document is a draft, we say so.
          </li>
          <li>
            <strong>The school stays in charge.</strong> Your plan belongs to your school. We help you write
            it; we do not sign it off, and neither does the regulator, which may review it.
          </li>
          <li>
            <strong>Records over memory.</strong> A filter changed, a tank cleaned, a test result filed: each
            is written down when it happens, so the plan reflects what is really done.
          </li>
          <li>
            <strong>Works for everyone.</strong> On a phone beside a tank, on a laptop in the office, with a
            screen reader, in dark mode, and on paper.
          </li>
        </ul>
        <Source doc="medium" pages={4} />

        <h2 id="te-mana-o-te-wai">Te Mana o te Wai</h2>
        <p>
          Te Mana o te Wai refers to the wellbeing of water and the part all New Zealanders play in keeping it
          abundant, safe and cared for. Owners of drinking water supplies must give effect to it as far as it
          relates to their legal duties, including when they prepare their safety plan. The regulator says the
          most important thing is to show you have begun thinking about what it means for your school, and
          that you will deepen that understanding over time.
        </p>
        <Source doc="medium" pages={4} />
        <p>
          Every WaiKura plan has a section for it, and the regulator’s whakatauākī is a good place to start:
        </p>
        <figure>
          <blockquote className="grid gap-4 border-l-4 border-brand-700 pl-4 sm:grid-cols-2 dark:border-brand-300">
            <p lang="mi" className="font-medium">
              Ko te wai ahau
              <br />
              Ko ahau te wai
              <br />
              He whakaaturanga tātou nō te wai
              <br />
              Ko te ora te wai ko te ora o te tangata
              <br />
              He taonga te wai me tiaki
              <br />
              Ko wai tātou
              <br />
              Ko wai tātou
            </p>
            <p>
              I am water, water is me
              <br />
              We are reflections of our water
              <br />
              The health of water is the health of the people
              <br />
              Water is a treasure that must be protected
              <br />
              We are water
              <br />
              Water is us
            </p>
          </blockquote>
          <figcaption className="mt-2 text-sm">Te Whakatauākī a Taumata Arowai</figcaption>
        </figure>
        <Source doc="medium" pages={2} />

        <h2 id="what-we-do-not-do">What we do not do</h2>
        <ul className={ul}>
          <li>
            We are not the regulator, and using WaiKura is not the same as registering or submitting your
            plan.
          </li>
          <li>We do not sell your school’s information or use it for advertising.</li>
          <li>
            We do not replace a qualified plumber, water engineer or laboratory. Where a job needs one, the
            plan says so.
          </li>
        </ul>
        <p>
          Read how we handle information in our <Link to="/privacy-policy">privacy policy</Link>, or see{' '}
          <Link to="/schools">what your school needs to do</Link>.
        </p>
      </Prose>
    </>
  );
}
