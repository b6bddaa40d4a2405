import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { OnThisPage, PageTitle, Prose, Source, ul } from './ui';

/**
 * `/te-mana-o-te-wai` (plan specification 2.3's supplier routes; issue 20): what Te Mana o te Wai is and what it
 * asks of a school that supplies its own drinking water, from the regulator's texts with document and page,
 * and the way into the plan's section 2.9, where a school records it. Issue 20b.
 */
export default function TeManaOTeWaiPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="Te Mana o te Wai" />
      <PageHeader
        eyebrow={t('publicStart.teMana.eyebrow')}
        title={t('publicStart.teMana.title')}
        lead={t('publicStart.teMana.lead')}
      />
      <OnThisPage
        items={[
          { id: 'what', label: 'What it is' },
          { id: 'asks', label: 'What it asks of your school' },
          { id: 'order', label: 'Water first: the order of obligations' },
          { id: 'mana-whenua', label: 'Talking with mana whenua' },
          { id: 'source', label: 'Caring for your source' },
          { id: 'plan', label: 'Recording it in your plan' },
        ]}
      />
      <Prose className="mt-10">
        <h2 id="what">What it is</h2>
        <p>
          Te Mana o te Wai is about the wellbeing of water itself, and the part every New Zealander plays in
          keeping water plentiful, safe and looked after. Healthy water matters to everyone, because a
          community cannot thrive without it. The regulator describes it as a concept for all of Aotearoa: it
          recognises how fundamental water is, and that protecting the health of fresh water protects the
          health and wellbeing of the wider community and environment.
        </p>
        <Source doc="medium" pages={4} />
        <Source doc="medium" pages={16} />
        <p>
          It also asks us to think about other people who use the same water, including those who will use it
          in the future, and about the needs of the ecosystems around it, whenever we take, store and use
          water.
        </p>
        <Source doc="medium" pages={4} />

        <h2 id="asks">What it asks of your school</h2>
        <p>
          A school that supplies its own drinking water is the owner of a drinking water supply. Owners must
          give effect to Te Mana o te Wai as far as it relates to their legal duties, and that includes
          preparing the Drinking Water Safety Plan.
        </p>
        <Source doc="medium" pages={4} />
        <p>
          The regulator knows many suppliers have not done this before. What matters most is that your plan
          shows you have started to think about what Te Mana o te Wai means for your school, and that you mean
          to understand and apply it better over time. You are not expected to have it all worked out on day
          one.
        </p>
        <Source doc="medium" pages={4} />
        <p>
          In practice, you give effect to it by putting the health of the water, the wider environment and the
          community first, in the plan and in how the supply is run. What that looks like differs from place
          to place, so think about what fits your supply and your area.
        </p>
        <Source doc="medium" pages={6} />

        <h2 id="order">Water first: the order of obligations</h2>
        <p>
          The regulator’s guidance asks suppliers to have the National Policy Statement for Freshwater
          Management 2020 at hand while they write their plan.
        </p>
        <Source doc="medium" pages={5} />
        <p>
          That statement sets out Te Mana o te Wai as an order of obligations. In WaiKura’s own summary (the
          regulator’s documents WaiKura holds point to the statement but do not quote it, so read the
          statement itself on the Ministry for the Environment’s website):
        </p>
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold">
          <li>first, the health and wellbeing of the water and its ecosystems;</li>
          <li>second, the health needs of people, such as safe drinking water;</li>
          <li>
            third, the ability of people and communities to provide for their social, economic and cultural
            wellbeing.
          </li>
        </ol>
        <p>
          For a school, this means that taking water for the school should not come at the cost of the stream,
          spring or aquifer it comes from, and that safe drinking water for students comes before convenience
          or cost.
        </p>

        <h2 id="mana-whenua">Talking with mana whenua</h2>
        <p>
          Among the people a supply should build good relationships with, the regulator’s small-supply
          template names whānau, hapū and iwi Māori (for example about rāhui), alongside upstream users, the
          owner of the source water, farmers and the regional or district council.
        </p>
        <Source doc="small" pages={7} />
        <p>
          A rāhui is a restriction placed on a resource or an area, forbidding its use for a time. If a rāhui
          is placed on the stream or spring your school draws from, you need to know, and to have another
          source ready.
        </p>
        <Source doc="medium" pages={16} />
        <p>WaiKura’s suggestions for a school starting out:</p>
        <ul className={ul}>
          <li>
            Find out which iwi and hapū hold mana whenua where your school and its water source are. Your
            regional council, or whānau at your school, can often tell you.
          </li>
          <li>
            Make contact before you need something. Explain that the school supplies its own water, what the
            source is, and ask whether there is anything you should know or do: a history of the place, a
            rāhui, how they would like to be kept informed.
          </li>
          <li>
            Write down who you spoke with, when, what was said and what you agreed, and follow up on what you
            promised.
          </li>
        </ul>

        <h2 id="source">Caring for your source</h2>
        <p>
          Looking after the water where it starts is the most practical way a school gives effect to Te Mana o
          te Wai. A few examples from the regulator’s documents:
        </p>
        <ul className={ul}>
          <li>
            Roof water: no trees or other plants hanging over the roof that collects the water, a leaf screen,
            and a first flush diverter sized for the roof.
          </li>
          <li>
            Bores: a sealed and cased bore head, well away from septic tank soakage, offal or rubbish dumps,
            and stock kept at least 5 metres away.
          </li>
          <li>Springs: a wall or berm around the spring, and a fence to keep stock out.</li>
        </ul>
        <Source doc="roof" pages={6} />
        <Source doc="medium" pages={19} />
        <p>
          More about each kind of source, and what can go wrong with it, is on the{' '}
          <Link to="/source-water">source water</Link> page.
        </p>

        <h2 id="plan">Recording it in your plan</h2>
        <p>
          Section 2.9 of your WaiKura plan is where you write what Te Mana o te Wai means for your school, the
          people you have talked with, and what you will do. The regulator asks the same question of every
          supply: how are you giving effect to Te Mana o te Wai?
        </p>
        <Source doc="medium" pages={6} />
        <p>
          <ButtonLink to="/water-supply/te-mana-o-te-wai">{t('publicStart.teMana.toPlan')}</ButtonLink>
        </p>
        <p>
          You will be asked to log in first if you have not. New to WaiKura?{' '}
          <Link to="/getstarted">See how to get started</Link>.
        </p>
      </Prose>
    </>
  );
}
