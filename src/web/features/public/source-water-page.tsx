import { Link } from 'react-router';
import { Alert, PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { Figure, OnThisPage, PageTitle, Prose, Source, Table, ul } from './ui';

export default function SourceWaterPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle title="Source water" />
      <PageHeader
        eyebrow={t('nav.sourceWater')}
        title="Where your water comes from, and what can go wrong"
        lead="Roof water, bores, springs and streams each bring their own hazards. Here are the main ones, and the controls schools usually rely on, with the regulator’s document and page for each rule."
      />

      <section aria-labelledby="numbers-title" className="mb-10">
        <h2 id="numbers-title" className="sr-only">
          Key numbers
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            value="40 mJ/cm²"
            label="The minimum UV dose that treats bacteria and protozoa."
            source={<Source doc="small" pages={6} />}
          />
          <Figure
            value="5 micron"
            label="The largest nominal pore size for the cartridge filter before the UV unit."
            source={<Source doc="small" pages={6} />}
          />
          <Figure
            value="5 metres"
            label="How far to keep stock from a bore head or spring."
            source={
              <>
                <Source doc="medium" pages={19} />
                <Source doc="mixed" pages={8} />
              </>
            }
          />
          <Figure
            value="Every 3 months"
            label="How often a small supply must be sampled and tested."
            source={<Source doc="small" pages={8} />}
          />
        </div>
      </section>

      <OnThisPage
        label={t('public.onThisPage')}
        items={[
          { id: 'hazards', label: 'Three kinds of hazard' },
          { id: 'roof', label: 'Roof water' },
          { id: 'bores', label: 'Bores' },
          { id: 'springs', label: 'Springs' },
          { id: 'streams', label: 'Streams, rivers and lakes' },
          { id: 'treatment', label: 'Treatment that protects every source' },
          { id: 'testing', label: 'Testing your source water' },
        ]}
      />

      <Prose className="mt-8">
        <h2 id="hazards">Three kinds of hazard</h2>
        <ul className={ul}>
          <li>
            <strong>Germs</strong>: bacteria, viruses and protozoa, mostly from the droppings of birds and
            animals, or from human waste. These can make many people ill quickly.
          </li>
          <li>
            <strong>Chemicals</strong>: from roofing materials, farm sprays, industry and roads, or naturally
            present in rock and soil.
          </li>
          <li>
            <strong>Not enough water</strong>: a dry spell, a failed pump or a power cut can leave the school
            without safe water.
          </li>
        </ul>
        <Source doc="medium" pages={18} />

        <h2 id="roof">Roof water</h2>
        <p>
          Rain falls on classroom or hall roofs, runs along the gutters and down pipes into storage tanks.
        </p>
        <h3 id="roof-hazards">What can go wrong</h3>
        <ul className={ul}>
          <li>Bird and animal droppings on the roof and in the gutters wash into the tank.</li>
          <li>Gutters that hold water let germs grow; leaves and debris rot in the tank.</li>
          <li>
            Roofing can leach metals: lead flashings and lead-headed nails, old paint with lead, chromium or
            cadmium, and treated timber shingles. Bitumen roofs can give the water a taste and colour.
          </li>
          <li>
            Soot from a nearby chimney or flue carries benzo(a)pyrene, which causes cancer, onto the roof.
          </li>
          <li>Spray drift, a busy road or a factory nearby can make roof water unsuitable to drink.</li>
        </ul>
        <Source doc="medium" pages="18, 21" />
        <Source doc="dwqar" pages="10–11" />
        <p>Roof water is not at risk from toxic algae (cyanobacteria).</p>
        <Source doc="dwqar" pages={14} />
        <h3 id="roof-controls">Usual controls</h3>
        <ul className={ul}>
          <li>Keep trees and other plants from overhanging the roof.</li>
          <li>Fit leaf screens on the gutters, with mesh no bigger than 1.5 mm.</li>
          <li>
            Fit a <strong>first-flush diverter</strong>, sized for the roof area. It sends the first, dirtiest
            rain after a dry spell away from the tank. Most need cleaning by hand, so put it on the
            maintenance list.
          </li>
          <li>
            Fit a calmed inlet, which brings water in at the bottom of the tank through a U-bend so the
            sediment is not stirred up, and a floating outtake, which draws water from near the top.
          </li>
          <li>Keep tank lids secured, and screen inlets, overflows and any small gaps with 1.5 mm mesh.</li>
          <li>Do not collect water from the part of the roof below a flue from a fire or oil burner.</li>
        </ul>
        <Source doc="roof" pages="4, 6" />
        <Source doc="medium" pages={21} />
        <p>
          The roof water Acceptable Solution (a January 2022 working draft) also asks for two-stage cartridge
          filtration, 20 micron then 5 micron or less, a UV unit delivering at least 40 mJ/cm² with a sensor,
          and automatic shut-off when the UV reading is too low.
        </p>
        <Source doc="roof" pages="6–7" />

        <h2 id="bores">Bores</h2>
        <p>A bore is a narrow hole drilled down to groundwater; a pump lifts the water to the surface.</p>
        <h3 id="bore-hazards">What can go wrong</h3>
        <ul className={ul}>
          <li>
            Animal or human waste from farm run-off or septic tanks reaches the groundwater. Protozoa are
            usually only a problem in very shallow groundwater or through a damaged bore head.
          </li>
          <li>
            Chemicals from farms and industry, and natural ones from rock and soil. Arsenic, boron, nitrate
            and manganese are common in groundwater; radon and other radioactive elements occur naturally in
            some places.
          </li>
          <li>
            Total coliforms should not be found in deep groundwater. If they are, the bore may be damaged or
            drawing in surface water.
          </li>
        </ul>
        <Source doc="medium" pages={18} />
        <Source doc="dwqar" pages={10} />
        <h3 id="bore-controls">Usual controls</h3>
        <ul className={ul}>
          <li>
            Protect the <strong>bore head</strong>: sealed at the surface so surface water cannot get in, on a
            hard-standing concrete apron, and kept in good condition. The bore is cased so shallow water does
            not mix with the deeper water.
          </li>
          <li>Keep stock out: fence the bore head at least 5 metres away.</li>
          <li>Keep the bore well away from septic tank soakage, offal pits and rubbish dumps.</li>
          <li>Check the bore head and its fenced area every month.</li>
          <li>
            If the water is drawn from deeper than 30 metres, filtration is not compulsory, but keep an eye on
            turbidity: murky water stops UV working.
          </li>
        </ul>
        <Source doc="medium" pages="12, 19" />
        <Source doc="small" pages={5} />
        <Source doc="dwqar" pages={19} />

        <h2 id="springs">Springs</h2>
        <p>A spring is where groundwater comes naturally to the surface.</p>
        <h3 id="spring-hazards">What can go wrong</h3>
        <ul className={ul}>
          <li>Surface run-off after rain mixes with the spring water and brings germs and dirt with it.</li>
          <li>Stock wander into the collection area.</li>
          <li>
            The same chemical hazards as bores. Springs are not usually at risk from toxic algae, unless a
            nearby lake or river has had blooms.
          </li>
        </ul>
        <Source doc="dwqar" pages={14} />
        <h3 id="spring-controls">Usual controls</h3>
        <ul className={ul}>
          <li>
            Build a wall or berm around the collection area so run-off cannot mix with the spring water.
          </li>
          <li>Fence the area to keep stock out, at least 5 metres from the spring.</li>
        </ul>
        <Source doc="medium" pages={19} />
        <Source doc="mixed" pages={8} />

        <h2 id="streams">Streams, rivers and lakes</h2>
        <p>Surface water is taken from a stream, river or lake through an intake pipe.</p>
        <h3 id="stream-hazards">What can go wrong</h3>
        <ul className={ul}>
          <li>Animal or human waste from farm run-off, septic tanks or wastewater discharges upstream.</li>
          <li>Chemicals from farms, industry, roads and road accidents.</li>
          <li>
            Dirty water after heavy rain. Above 5 NTU of turbidity, water looks muddy or milky, and UV cannot
            treat it properly.
          </li>
          <li>
            <strong>Toxic algae (cyanobacteria)</strong>, mostly in warmer months: dark brown or black slimy
            mats on the stream bed, or cloudy, discoloured water in lakes and ponds. A musty or earthy taste
            or smell is often the first sign.
          </li>
        </ul>
        <Source doc="medium" pages={18} />
        <Source doc="dwqar" pages="13–15, 17" />
        <h3 id="stream-controls">Usual controls</h3>
        <ul className={ul}>
          <li>
            Place the intake upstream of any discharge, deep enough to keep drawing water in a drought, and
            screen it.
          </li>
          <li>If the stream runs dirty after rain, shut the intake off until the water clears.</li>
          <li>Record every complaint about taste or smell and find out the cause.</li>
          <li>
            Look for signs of cyanobacteria near and upstream of the intake every month from October to May.
            This is a requirement of the 2025 mixed-use rural Acceptable Solution, and a sensible habit for
            any surface water source.
          </li>
          <li>
            Where turbidity is often high, a back-washable media filter may be needed before the cartridge
            filter and UV.
          </li>
        </ul>
        <Source doc="medium" pages={20} />
        <Source doc="dwqar" pages="15, 18" />
        <Source doc="mixed" pages={8} />

        <h2 id="treatment">Treatment that protects every source</h2>
        <p>
          Controls at the source lower the risk; treatment is the barrier that makes the water safe to drink.
          Many school supplies use a cartridge filter followed by UV.
        </p>
        <Table caption="Common treatment barriers and their key numbers">
          <thead>
            <tr>
              <th scope="col">Barrier</th>
              <th scope="col">What it does</th>
              <th scope="col">Key numbers</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Cartridge filter</th>
              <td>Removes particles, so the UV light can reach every germ.</td>
              <td>5 micron or less nominal pore size.</td>
            </tr>
            <tr>
              <th scope="row">UV disinfection</th>
              <td>Damages the DNA of bacteria and protozoa so they cannot infect people.</td>
              <td>A dose of at least 40 mJ/cm²; works well when turbidity is below 5 NTU.</td>
            </tr>
            <tr>
              <th scope="row">Chlorine</th>
              <td>Kills bacteria and leaves a residual that protects the water in pipes and tanks.</td>
              <td>Free available chlorine at least 0.5 mg/L; pH between 6.5 and 8.</td>
            </tr>
            <tr>
              <th scope="row">Backflow prevention</th>
              <td>Stops dirty water being sucked back into the drinking water pipes.</td>
              <td>
                An air gap, a check valve, or a testable reduced pressure zone device for the highest risks.
              </td>
            </tr>
          </tbody>
        </Table>
        <Source doc="small" pages={6} />
        <Source doc="dwqar" pages="17, 19, 22–23" />
        <Source doc="medium" pages={9} />
        <p>
          Treatment only works if it is looked after. UV lamps weaken with time and are usually replaced every
          six to twelve months; follow the manufacturer’s advice for filter cartridges and lamps. A UV unit
          should show that it is working and warn when a lamp is failing, and must be installed by a suitably
          qualified person such as a registered plumber.
        </p>
        <Source doc="medium" pages={23} />
        <Alert tone="warning" title="UV needs power and clear water">
          A UV unit cannot protect anyone during a power cut or while its lamp warms up, and it cannot treat
          murky water. The roof water draft says a treatment system must not be run when the UV reading is too
          low, during a power cut, or while the lamp is warming up.
        </Alert>
        <Source doc="roof" pages={7} />
        <Source doc="dwqar" pages={17} />

        <h2 id="testing">Testing your source water</h2>
        <ul className={ul}>
          <li>Small supplies must have their water sampled and tested every three months.</li>
          <li>
            Use a laboratory accredited by IANZ for the test, and follow its instructions for collecting
            samples.
          </li>
          <li>If the school uses more than one source, test each source separately.</li>
          <li>
            For roof water, the working draft Acceptable Solution asks for tests for benzo(a)pyrene, cadmium,
            copper, lead and zinc between June and August, then every three years, and an E. coli test from a
            tap after treatment every three months.
          </li>
        </ul>
        <Source doc="small" pages={8} />
        <Source doc="dwqar" pages="8, 12" />
        <Source doc="roof" pages={11} />
        <p>
          Whichever source you use, your plan records its hazards and controls in part 3 and part 4. Read{' '}
          <Link to="/schools">what your school needs to do</Link> or the{' '}
          <Link to="/help/glossary">glossary</Link> of terms.
        </p>
      </Prose>
    </>
  );
}
