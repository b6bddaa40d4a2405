import { PageHeader } from '../../../components/ui/misc';
import { useI18n } from '../../../i18n';
import { StaticContent } from '../static-content';
import { type DocKey, PageTitle, Source } from '../ui';

interface Term {
  id: string;
  term: string;
  /** Another name, or the long form of an abbreviation. */
  aka?: string;
  lang?: 'mi';
  /** The word WaiKura's te reo Māori interface uses for the term (docs/te-reo-glossary.md). */
  mi?: string;
  meaning: string;
  source?: { doc: DocKey; pages: string | number };
}

/** Alphabetical. Plain meanings in our words; the source is where the regulator defines or explains the term. */
const TERMS: Term[] = [
  {
    id: 'acceptable-solution',
    mi: 'Otinga Whakaaetia',
    term: 'Acceptable Solution',
    meaning:
      'A fixed set of requirements issued by Taumata Arowai. A supplier that meets all of them is treated as complying with the duties it covers, such as having a safety plan.',
    source: { doc: 'roof', pages: 3 },
  },
  {
    id: 'backflow',
    term: 'Backflow',
    meaning:
      'Water flowing the wrong way back into the drinking water pipes, for example when pressure drops and a hose left in a bucket of spray is sucked back in. Air gaps and check valves prevent it.',
    source: { doc: 'dwqar', pages: '22–23' },
  },
  {
    id: 'boil-water-notice',
    mi: 'Pānui kōhua wai',
    term: 'Boil water notice',
    meaning:
      'Advice to everyone using the supply to boil water before drinking it, for example after E. coli is found. It is a short-term measure while the cause is found and fixed.',
    source: { doc: 'dwqar', pages: 16 },
  },
  {
    id: 'bore-head',
    term: 'Bore head',
    aka: 'headworks',
    meaning:
      'The top of a bore, where it meets the surface, together with the pump and pipes that bring the water up. Part of the headworks: everything near the point where water is taken.',
    source: { doc: 'rural', pages: 4 },
  },
  {
    id: 'calmed-inlet',
    term: 'Calmed inlet',
    meaning:
      'A pipe that brings water into the bottom of a tank through a U-bend, so the sediment on the floor of the tank is not stirred up.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'catchment',
    mi: 'Whenua kohinga',
    term: 'Catchment',
    meaning:
      'The land, roofs and water around your source that drain towards it. What happens in the catchment, such as grazing, spraying or building work, can affect your water. For roof water, the catchment is the roof.',
    source: { doc: 'medium', pages: 8 },
  },
  {
    id: 'controls',
    term: 'Controls',
    aka: 'preventive measures, barriers',
    meaning:
      'Anything that lowers the chance or the harm of something going wrong: a fence round the bore, a first-flush diverter, a UV unit.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'critical-level',
    term: 'Critical, action and target levels',
    meaning:
      'Thresholds for a check. At the target level all is well; at the action level a process is drifting and needs attention; at the critical level the water may be unsafe and you must act at once.',
    source: { doc: 'medium', pages: 12 },
  },
  {
    id: 'cross-connection',
    term: 'Cross connection',
    meaning:
      'A pipe carrying something other than drinking water, such as untreated roof water or stock water, joined to the drinking water pipes.',
    source: { doc: 'dwqar', pages: 22 },
  },
  {
    id: 'cyanobacteria',
    mi: 'Pūrehu kākāriki-kikorangi',
    term: 'Cyanobacteria',
    aka: 'blue-green algae',
    meaning:
      'Organisms that grow in warm surface water, as slimy dark mats on stream beds or as cloudy blooms in lakes. Some produce toxins (cyanotoxins) that make people ill. Roof water is not at risk.',
    source: { doc: 'dwqar', pages: '13–14' },
  },
  {
    id: 'determinand',
    term: 'Determinand',
    meaning:
      'Anything in water that can be measured and may affect its taste, smell, colour, clarity or safety, such as lead, nitrate or E. coli.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'dwqar',
    term: 'Drinking Water Quality Assurance Rules',
    aka: 'DWQAR, the Rules',
    meaning:
      'Rules made by Taumata Arowai in 2022 that set the minimum testing, treatment and reporting for each kind of supply.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'drinking-water-standards',
    term: 'Drinking Water Standards',
    meaning:
      'Regulations made in 2022 under the Water Services Act that set the Maximum Acceptable Values for what may be in drinking water.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'dwsp',
    mi: 'Mahere Haumaru Wai Inu',
    term: 'Drinking Water Safety Plan',
    aka: 'DWSP',
    meaning:
      'Your school’s written plan for its water: what the supply is made of, what can go wrong, how each risk is controlled and checked, what you do in an incident, and when the plan is reviewed. It is a living document.',
    source: { doc: 'medium', pages: '4–5' },
  },
  {
    id: 'e-coli',
    term: 'E. coli',
    meaning:
      'Bacteria that live in the gut of people, animals and birds. Finding E. coli in water shows it has been contaminated with faeces, so other germs that cause serious illness are probably there too.',
    source: { doc: 'dwqar', pages: 10 },
  },
  {
    id: 'end-point-treatment',
    term: 'End-point treatment',
    meaning: 'Treatment installed where the water is used, at the building, rather than at a central plant.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'first-flush',
    term: 'First flush diverter',
    meaning:
      'A device that sends the first rain after a dry spell, which washes the dirt off the roof, away from the tank.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'floating-outtake',
    term: 'Floating outtake',
    meaning:
      'A flexible pipe attached to a float, so water is drawn from near the top of the tank, away from the sediment.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'hazard',
    mi: 'Mōrea',
    term: 'Hazard and hazardous event',
    meaning:
      'A hazard is anything that could make water unsafe or leave you short of it, such as bird droppings or a failed pump. A hazardous event is the moment control is lost, such as heavy rain washing droppings into the tank.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'hinekorako',
    term: 'Hinekōrako',
    lang: 'mi',
    meaning:
      'The online portal of Taumata Arowai where suppliers register, upload their safety plan and send notifications. The name, gifted by Te Atiawa, personifies the lunar rainbow.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'ianz',
    term: 'IANZ',
    aka: 'International Accreditation New Zealand',
    meaning:
      'The body that accredits laboratories. Your water tests must be done by a laboratory IANZ has accredited for that test.',
    source: { doc: 'dwqar', pages: 8 },
  },
  {
    id: 'mav',
    term: 'Maximum Acceptable Value',
    aka: 'MAV',
    meaning:
      'The most of a substance the Drinking Water Standards allow in drinking water. A sample over a MAV must be notified to Taumata Arowai.',
    source: { doc: 'mixed', pages: 2 },
  },
  {
    id: 'networked-supply',
    term: 'Networked supply',
    meaning:
      'A supply that delivers water to consumers through a distribution system of pipes, which may include storage tanks.',
    source: { doc: 'dwqar', pages: 5 },
  },
  {
    id: 'rahui',
    term: 'Rāhui',
    lang: 'mi',
    meaning:
      'A restriction placed on a resource or an area, stopping its use for a period of time. A rāhui can affect a water source.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'risk',
    mi: 'Tūraru',
    term: 'Risk',
    meaning: 'How likely a hazard is to cause harm, combined with how bad the harm would be.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'self-supplied-building',
    term: 'Self-supplied building',
    meaning:
      'A supply that gives drinking water to up to 10 buildings on one site and to more than 25 people, like many schools with their own water.',
    source: { doc: 'dwqar', pages: 6 },
  },
  {
    id: 'source-water',
    mi: 'Puna wai',
    term: 'Source water',
    meaning:
      'The water you take before treatment: from a river, stream, lake or groundwater, or rain from a roof.',
    source: { doc: 'medium', pages: 16 },
  },
  {
    id: 'taumata-arowai',
    term: 'Taumata Arowai',
    aka: 'Water Services Authority',
    meaning:
      'New Zealand’s drinking water regulator, set up by the Taumata Arowai–the Water Services Regulator Act 2020. Schools that supply their own water answer to it.',
    source: { doc: 'roof', pages: 4 },
  },
  {
    id: 'te-mana-o-te-wai',
    term: 'Te Mana o te Wai',
    lang: 'mi',
    meaning:
      'The fundamental importance of water: protecting the health of freshwater protects the health and wellbeing of people and the environment. Water suppliers must give effect to it in their plans.',
    source: { doc: 'medium', pages: '4, 16' },
  },
  {
    id: 'total-coliforms',
    term: 'Total coliforms',
    meaning:
      'A group of bacteria common in the environment, for example on rotting plants. In treated water they show that bacteria are getting in, even if they are not from faeces.',
    source: { doc: 'dwqar', pages: '10, 17' },
  },
  {
    id: 'turbidity',
    term: 'Turbidity',
    aka: 'measured in NTU',
    meaning:
      'How cloudy water is. Crystal-clear water is usually below 1 NTU; above 5 NTU it looks muddy or milky, and UV treatment cannot work properly.',
    source: { doc: 'dwqar', pages: 17 },
  },
  {
    id: 'uv-disinfection',
    term: 'UV disinfection and UV dose',
    meaning:
      'Ultraviolet light damages the DNA of germs so they cannot infect people. The dose is measured in mJ/cm²; at least 40 mJ/cm² is needed.',
    source: { doc: 'dwqar', pages: 19 },
  },
  {
    id: 'uv-transmittance',
    term: 'UV transmittance',
    aka: 'UVT',
    meaning:
      'How much UV light can pass through the water, as a percentage. If it is too low, a UV unit cannot deliver its dose.',
    source: { doc: 'mixed', pages: '2, 7' },
  },
];

export default function GlossaryPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title={`${t('public.help.glossary')} – ${t('public.help.title')}`} />
      <PageHeader
        eyebrow={t('public.help.title')}
        title="Glossary"
        lead={`${TERMS.length} words you will meet in your plan and in the regulator’s documents, in plain English.`}
      />
      <p className="mt-4 max-w-3xl text-sm">
        Where WaiKura’s te reo Māori interface has its own word for a term, the word is given under it. Those
        words were chosen by people who are not fluent speakers and await a fluent speaker’s review.
      </p>
      {/* The terms are kept as prerendered when the page is hydrated (StaticContent, decision 030). */}
      <StaticContent id="glossary-terms">
        <nav aria-label="Glossary terms" className="max-w-3xl">
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {TERMS.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="underline" lang={item.lang}>
                  {item.term}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <dl className="mt-8 max-w-3xl divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {TERMS.map((item) => (
            <div key={item.id} className="py-4">
              <dt id={item.id} className="scroll-mt-6 text-lg font-semibold">
                <span lang={item.lang}>{item.term}</span>
                {item.aka && (
                  <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">
                    ({item.aka})
                  </span>
                )}
                {item.mi && (
                  <span className="block text-base font-normal text-slate-700 dark:text-slate-300">
                    In te reo Māori in WaiKura: <span lang="mi">{item.mi}</span>
                  </span>
                )}
              </dt>
              <dd className="mt-1 leading-7">
                {item.meaning}
                {item.source && <Source doc={item.source.doc} pages={item.source.pages} className="mt-1" />}
              </dd>
            </div>
          ))}
        </dl>
      </StaticContent>
    </>
  );
}
