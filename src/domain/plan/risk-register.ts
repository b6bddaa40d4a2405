/**
 * The embedded risk register (plan specification 9.8): what commonly goes wrong with each part of a
 * school's water supply, with the usual causes, how a school would notice, what already prevents it,
 * how likely it is, the risk left once those controls are in place, and what would improve it.
 *
 * The 4.1 risk assessment offers these as suggestions for the components the school has (from its
 * answers to 2.1 and 2.2); the school accepts, edits or rejects each one. The texts are our own words,
 * drawn from the regulator's documents named in each risk's `source`. Page numbers are those of the
 * reference texts' page markers (for the DWQAR guidance that is the PDF page, one more than the
 * number printed at the foot of the page). Where a figure is the specification's own guidance rather
 * than a regulator's rule, the source says "plan specification".
 */

export type SupplyComponent =
  | 'source_water'
  | 'pretreatment_sediment_filter'
  | 'cartridge_filtration'
  | 'uv'
  | 'residual_chlorination'
  | 'treatment_general'
  | 'storage'
  | 'distribution';

export type RiskLevel = 'low' | 'medium' | 'high';

export interface RegisterRisk {
  /** Stable kebab-case id; saved with an accepted or rejected suggestion, so never renamed. */
  id: string;
  title: string;
  eventDescription: string;
  possibleCauses: string;
  existingIdentificationMeasures: string;
  existingPreventiveMeasures: string;
  likelihood: RiskLevel;
  residualRisk: RiskLevel;
  improvementActions: string;
  /** Document and page the facts come from. */
  source: string;
}

export interface RegisterEntry {
  id: string;
  title: string;
  supplyComponent: SupplyComponent;
  risks: readonly RegisterRisk[];
}

/** The components, in the order of the water's path from source to tap (and of the register). */
export const SUPPLY_COMPONENTS: readonly { value: SupplyComponent; label: string }[] = [
  { value: 'source_water', label: 'Source water' },
  { value: 'pretreatment_sediment_filter', label: 'Pre-treatment: sediment filter' },
  { value: 'cartridge_filtration', label: 'Cartridge filtration' },
  { value: 'uv', label: 'UV disinfection' },
  { value: 'residual_chlorination', label: 'Residual chlorination' },
  { value: 'treatment_general', label: 'Treatment in general' },
  { value: 'storage', label: 'Storage tanks' },
  { value: 'distribution', label: 'Distribution: pipes and taps' },
];

const SMALL = 'DWSP_Template_Small_26-100';
const MEDIUM = 'DWSP_Template_Medium_101-500';
const DWQAR = 'DWQAR_Guidance_for_Small_Supplies (draft)';
const ROOF = 'Acceptable_Solution_Roof_Water (working draft)';
const MIXED = 'Acceptable_Solution_Mixed-Use_Rural_2025';
const RURAL = 'Acceptable_Solution_Rural_Agricultural (working draft)';

export const RISK_REGISTER: readonly RegisterEntry[] = [
  {
    id: 'source-water',
    title: 'Source water',
    supplyComponent: 'source_water',
    risks: [
      {
        id: 'source-water-microbial',
        title: 'Germs in the source water',
        eventDescription:
          'Bacteria, viruses or protozoa (for example E. coli, Campylobacter, Giardia or Cryptosporidium) get into the water before it is treated.',
        possibleCauses:
          'Bird or possum droppings and dead animals on the roof or in the gutters; stock, septic tank soakage or effluent near a bore or spring; run-off washing into a stream after heavy rain; a damaged or unsealed bore head.',
        existingIdentificationMeasures:
          'Source water tested for E. coli and total coliforms by an IANZ-accredited laboratory and the results kept in a log; visual checks of the roof, gutters, bore head and surroundings; noticing droppings, dead animals or dirty water after rain.',
        existingPreventiveMeasures:
          'Leaf screens and a first flush diverter on the roof water; branches kept clear of the roof; bore head sealed on a concrete apron with stock fenced out at least 5 m; filtration then UV disinfection before anyone drinks the water.',
        likelihood: 'high',
        residualRisk: 'medium',
        improvementActions:
          'Fit or repair gutter guards and the first flush diverter; cut back overhanging trees; test source water at least every three months and compare each result with the last.',
        source: `${SMALL}, p. 5 (hazards A and B), p. 8 (testing every three months); ${MEDIUM}, p. 18 (Appendix 3), p. 19 (Appendix 4), p. 21 (Appendix 6); ${DWQAR}, p. 10-11 (S1.1, S1.2)`,
      },
      {
        id: 'source-water-chemical',
        title: 'Chemicals in the source water',
        eventDescription:
          'Chemicals reach the source water at levels that could harm health over time or exceed a Maximum Acceptable Value (MAV).',
        possibleCauses:
          'Spray drift from neighbouring farms or orchards; lead flashings, lead-headed nails, old lead-based paint or treated timber on the roof; soot from a wood burner or boiler flue settling on the roof (benzo(a)pyrene); nitrate, arsenic, boron or manganese in groundwater; a fuel or chemical spill nearby.',
        existingIdentificationMeasures:
          'Roof water tested for lead, copper, cadmium, zinc and benzo(a)pyrene, and groundwater for nitrate, arsenic, boron and manganese; knowing when neighbours spray; smoky, metallic or chemical taste complaints followed up.',
        existingPreventiveMeasures:
          'Roof, paint and flashings suitable for collecting drinking water; no collection from roof areas under a flue; downpipes diverted while neighbours spray or the roof is painted; chemicals stored away from the source.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Test roof water for the roof metals and benzo(a)pyrene (the roof water Acceptable Solution asks for this once every three years, between June and August); ask neighbouring farmers to tell the school before they spray; paint over or replace lead flashings.',
        source: `${SMALL}, p. 7 (hazards F and G); ${MEDIUM}, p. 21 (Appendix 6); ${DWQAR}, p. 10-11 (S1.3); ${ROOF}, p. 11 (RF3)`,
      },
      {
        id: 'source-water-physical',
        title: 'Dirty or discoloured source water',
        eventDescription:
          'Sediment, leaves, silt or organic matter make the water cloudy, coloured or smelly; this overloads the filters and shields germs from UV light.',
        possibleCauses:
          'Leaves and debris in the gutters; sludge stirred up from the bottom of a tank; heavy rain washing soil into a stream or shallow bore; the first downpour after a long dry spell.',
        existingIdentificationMeasures:
          'Looking at the water for cloudiness, colour or bits; turbidity measured by the laboratory or a hand-held meter (it should stay below 5 NTU for UV to work well; crystal-clear water is under 1 NTU); filters clogging faster than usual.',
        existingPreventiveMeasures:
          'Leaf screens with mesh no larger than 1.5 mm; a first flush diverter; a calmed tank inlet and a floating outtake; sediment and cartridge filters before the UV unit.',
        likelihood: 'medium',
        residualRisk: 'low',
        improvementActions:
          'Clean the gutters each term and after storms; check the first flush diverter empties and resets; check turbidity whenever the filters are changed.',
        source: `${ROOF}, p. 6 (6.1, 6.2); ${MEDIUM}, p. 21 (Appendix 6); ${DWQAR}, p. 17 (turbidity)`,
      },
    ],
  },
  {
    id: 'pretreatment-sediment-filter',
    title: 'Pre-treatment: sediment filter',
    supplyComponent: 'pretreatment_sediment_filter',
    risks: [
      {
        id: 'sediment-filter-clogged',
        title: 'Sediment filter clogged',
        eventDescription:
          'The first-stage sediment filter fills with dirt, so pressure and flow drop, and someone may be tempted to take it out or open a bypass.',
        possibleCauses:
          'Dirty water after storms or a dry spell; tank sludge drawn into the outlet; filter changed less often than the water quality needs.',
        existingIdentificationMeasures:
          'Pressure gauges before and after the filter show a growing difference; weak flow at the taps; the filter looks brown through the housing.',
        existingPreventiveMeasures:
          'Filter changed on a schedule and sooner when the pressure difference rises; spare filters kept on site; floating outtake so water is drawn from near the surface of the tank.',
        likelihood: 'medium',
        residualRisk: 'low',
        improvementActions:
          'Fit pressure gauges either side of the filter if there are none; write the pressure reading in the weekly check; keep two spare filters.',
        source: `${MEDIUM}, p. 12 (Q 7.1), p. 22 (Appendix 7); ${ROOF}, p. 6 (6.2)`,
      },
      {
        id: 'sediment-filter-bypass',
        title: 'Sediment filter bypassed or leaking past its seal',
        eventDescription:
          'Unfiltered water flows around the sediment filter, so grit and particles reach the fine filter and the UV unit.',
        possibleCauses:
          'Bypass valve left open after maintenance; cracked housing or missing O-ring; filter seated crookedly.',
        existingIdentificationMeasures:
          'Valve positions and housing seals checked at every filter change; sediment found in the next filter housing; cloudier water after the filters.',
        existingPreventiveMeasures:
          'Bypass valves labelled and kept closed; O-ring replaced with the filter; a filter-change checklist that ends with checking the valves.',
        likelihood: 'low',
        residualRisk: 'low',
        improvementActions:
          'Label every valve on the treatment board; add "valves checked" to the filter-change record.',
        source: `${MEDIUM}, p. 22 (Appendix 7: all water must pass through the filter); ${ROOF}, p. 9 (7.1 flow diagram showing valves and bypasses)`,
      },
      {
        id: 'sediment-filter-not-changed',
        title: 'Sediment filter not changed when due',
        eventDescription:
          'An old sediment filter grows slime (biofilm) and lets particles through, loading the cartridge filter and the UV unit.',
        possibleCauses:
          'No one is responsible for filter changes; the caretaker is away; no reminder; no spare filters on site.',
        existingIdentificationMeasures:
          'Maintenance record showing the date of the last change; change date written on the housing; overdue reminder.',
        existingPreventiveMeasures:
          'Written maintenance schedule naming a person and a back-up; calendar reminders; spare filters kept in stock.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Set a recurring reminder for filter changes; train a second staff member to change the filters.',
        source: `${MEDIUM}, p. 12 (Q 7.1: replace filters as the manufacturer advises)`,
      },
    ],
  },
  {
    id: 'cartridge-filtration',
    title: 'Cartridge filtration',
    supplyComponent: 'cartridge_filtration',
    risks: [
      {
        id: 'cartridge-wrong-rating',
        title: 'Wrong cartridge rating fitted',
        eventDescription:
          'A cartridge coarser than 5 micron nominal, or one not meant for drinking water, is fitted, so protozoa and fine particles pass through to the UV unit.',
        possibleCauses:
          'Replacement bought without checking the rating; the two stages swapped; a carbon cartridge fitted where the fine particle filter belongs.',
        existingIdentificationMeasures:
          'Rating printed on each cartridge checked at every change against the list in the maintenance manual; supplier invoices; turbidity after the filters.',
        existingPreventiveMeasures:
          'Maintenance manual lists the exact cartridges (for example 20 micron then 5 micron or finer, nominal); spares bought from the treatment supplier; housings labelled with their rating.',
        likelihood: 'low',
        residualRisk: 'medium',
        improvementActions:
          'Label each housing with its cartridge rating and part number; keep the correct spares on site.',
        source: `${SMALL}, p. 6 (filtration rated 5 micron or less); ${MEDIUM}, p. 22 (Appendix 7); ${ROOF}, p. 6 (6.2 two-stage 20 and 5 micron); ${MIXED}, p. 6 (MUR.4)`,
      },
      {
        id: 'cartridge-not-replaced',
        title: 'Cartridge not replaced on time',
        eventDescription:
          'A cartridge left in too long clogs, grows biofilm or lets particles break through, and particles shield germs from the UV light.',
        possibleCauses:
          'No schedule; the person who used to change it has left; cost saving; supplier out of stock.',
        existingIdentificationMeasures:
          'Maintenance log with the date of each change; pressure drop across the housing; change date written on the housing.',
        existingPreventiveMeasures:
          'Cartridges replaced at least every six months, or sooner if the manufacturer says so or the pressure drop rises; spares kept in stock.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Put six-monthly cartridge changes in the maintenance calendar with a named person and a back-up.',
        source: `${ROOF}, p. 10 (7.4); ${MEDIUM}, p. 12 (Q 7.1)`,
      },
      {
        id: 'cartridge-housing-bypass',
        title: 'Water bypasses the cartridge',
        eventDescription:
          'Water flows around the cartridge through a failed seal, a cracked housing or an open bypass valve and reaches the UV unit unfiltered.',
        possibleCauses:
          'Damaged or missing O-ring; housing over- or under-tightened; bypass valve left open; a pump placed after the cartridge filters.',
        existingIdentificationMeasures:
          'Seals and valve positions inspected at every change; weeping or leaks at the housing; sediment on the outlet side.',
        existingPreventiveMeasures:
          'Housings installed by a plumber to the manufacturer’s instructions, with pumps before the cartridge filters; new O-ring with each cartridge; bypass valves kept closed and labelled.',
        likelihood: 'low',
        residualRisk: 'medium',
        improvementActions:
          'Check that the pump sits before the cartridge filters (or that filtered water runs into a tank before it is pumped); replace housing seals with every cartridge.',
        source: `${DWQAR}, p. 19 (T1.4); ${MEDIUM}, p. 22 (Appendix 7)`,
      },
    ],
  },
  {
    id: 'uv-disinfection',
    title: 'UV disinfection',
    supplyComponent: 'uv',
    risks: [
      {
        id: 'uv-lamp-failure',
        title: 'UV lamp fails or weakens',
        eventDescription:
          'The UV lamp stops working or its output falls below the dose needed (at least 40 mJ/cm²), so germs pass through alive.',
        possibleCauses:
          'Lamp past its life; dirty quartz sleeve; flow faster than the unit is rated for; cloudy or coloured water.',
        existingIdentificationMeasures:
          'UV intensity (UVI) reading and lamp status light checked every week; alarm on low intensity; lamp hour counter; E. coli tests after treatment.',
        existingPreventiveMeasures:
          'Mercury lamp replaced within 12 months (LED lamps as the manufacturer says); sleeve cleaned when the lamp is changed; flow kept within the unit’s rating; automatic shut-off when the UV dose is not met; spare lamp on site.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Fit an automatic shut-off valve if the unit only has an alarm; keep a spare lamp; send the alarm to a phone so it is noticed in the holidays.',
        source: `${SMALL}, p. 6 (UV at least 40 mJ/cm², alarm, automatic shut-off); ${MEDIUM}, p. 23 (Appendix 8); ${ROOF}, p. 6-7 (6.2, 6.3), p. 10 (7.4)`,
      },
      {
        id: 'uv-power-failure',
        title: 'Power cut to the UV unit',
        eventDescription:
          'A power cut or tripped circuit turns the UV lamp off while water can still flow, so untreated water reaches the taps; when power returns the lamp needs time to warm up.',
        possibleCauses:
          'Storm or network outage; tripped breaker; unit unplugged by a contractor; a header tank that keeps feeding the taps by gravity while the UV is off.',
        existingIdentificationMeasures:
          'Lamp status light and alarm; taps stop if the pump stops too; the UV unit checked after every power cut.',
        existingPreventiveMeasures:
          'Valve that closes when power is lost and stays closed until the lamp has warmed up; pump on the same supply as the UV so water stops with the power; no path for water around the UV unit.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Write a restart procedure (wait for warm-up, check the intensity reading, run the taps) and post it beside the unit; check that a header tank cannot feed taps while the UV is off.',
        source: `${ROOF}, p. 7 (6.3: not operated during a power cut or lamp warm-up); ${SMALL}, p. 10 (Q4: power cuts)`,
      },
      {
        id: 'uv-invalid-validation',
        title: 'UV unit not validated for the dose',
        eventDescription:
          'There is no independent validation that the UV unit delivers at least 40 mJ/cm² at the school’s flow, so no one can show that disinfection works.',
        possibleCauses:
          'Unit bought on price without a validation certificate; actual flow higher than the validated flow; replacement lamp or sensor not matching the validated design; sensor not calibrated.',
        existingIdentificationMeasures:
          'Manufacturer’s documents checked for validation to NSF/ANSI 55 Class A, the USEPA UV Disinfection Guidance Manual, DVGW W294 or ÖNORM M5873, and for the validated flow rate; that flow compared with the school’s peak flow.',
        existingPreventiveMeasures:
          'Only validated units, installed by a registered plumber; flow restrictor set to the validated flow; UV intensity sensor replaced or calibrated every two years.',
        likelihood: 'medium',
        residualRisk: 'high',
        improvementActions:
          'Ask the supplier for the validation certificate and validated flow rate; if there is none, budget to replace the unit with a validated one and fit a matching flow restrictor.',
        source: `${MIXED}, p. 6 (MUR.4, MUR.5: validation required for buildings with a community purpose, such as a school); ${ROOF}, p. 7 (6.2), p. 10 (7.4); ${DWQAR}, p. 19-20 (T1.5)`,
      },
    ],
  },
  {
    id: 'residual-chlorination',
    title: 'Residual chlorination',
    supplyComponent: 'residual_chlorination',
    risks: [
      {
        id: 'chlorine-under-dosing',
        title: 'Too little chlorine',
        eventDescription:
          'Free available chlorine (FAC) falls too low to disinfect the water or to protect it in the tanks and pipes.',
        possibleCauses:
          'Dosing pump fault or empty chemical drum; old sodium hypochlorite (it loses strength, so use it within 3 months); dirty water using up the chlorine; pH above 8.',
        existingIdentificationMeasures:
          'FAC and pH measured at a tap with a calibrated kit (FAC at least 0.5 mg/L after dosing; pH between 6.5 and 8); dosing pump alarm; chemical level checked.',
        existingPreventiveMeasures:
          'Dosing set by a competent person; chemical dated on delivery and used within 3 months; enough contact time before the first tap; spare dosing pump parts.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Start a daily FAC and pH log; buy hypochlorite in smaller amounts so it is always fresh.',
        source: `${MEDIUM}, p. 9 (Q5.3), p. 24 (Appendix 9)`,
      },
      {
        id: 'chlorine-over-dosing',
        title: 'Too much chlorine',
        eventDescription:
          'Chlorine is overdosed: the strong taste puts children off drinking, and old hypochlorite adds chlorate, which can reach levels that matter for health.',
        possibleCauses:
          'Dosing pump set wrongly or siphoning; a manual dose miscalculated; hypochlorite stored warm or for too long.',
        existingIdentificationMeasures:
          'FAC test above the school’s upper target; taste complaints; chlorate tested by the laboratory where hypochlorite is used.',
        existingPreventiveMeasures:
          'Dose set and checked by a trained person; anti-siphon valve on the dosing line; chemicals stored cool, dark and contained, and used within 3 months; manufacturer’s instructions followed.',
        likelihood: 'low',
        residualRisk: 'low',
        improvementActions:
          'Write a dosing procedure with the target range and what to do when a reading is outside it; train a second staff member.',
        source: `${MEDIUM}, p. 24 (Appendix 9); ${SMALL}, p. 7 (hazard F: incorrect dosage levels, storage of chemicals)`,
      },
    ],
  },
  {
    id: 'treatment-general',
    title: 'Treatment in general',
    supplyComponent: 'treatment_general',
    risks: [
      {
        id: 'treatment-bypass',
        title: 'Treatment bypassed',
        eventDescription:
          'Water reaches a drinking tap without passing through every treatment step, for example through a bypass valve, a temporary hose or a tap plumbed in before the treatment.',
        possibleCauses:
          'Bypass valve opened during maintenance and left open; a new building or tap connected to the untreated line; carted water delivered into a treated tank; outdoor untreated taps used for drinking.',
        existingIdentificationMeasures:
          'Plumbing walked and compared with the schematic; valve positions checked at every visit; E. coli tests at drinking taps.',
        existingPreventiveMeasures:
          'Bypass valves locked and labelled; every building served only from the treated line; carted water delivered into the untreated tank; untreated outdoor taps marked "not for drinking".',
        likelihood: 'medium',
        residualRisk: 'high',
        improvementActions:
          'Remove or lock every bypass; show all valves on the schematic; brief contractors before plumbing work; label untreated taps.',
        source: `${ROOF}, p. 5 (4: all water used in the building is treated; outdoor untreated water marked non-potable), p. 7 (6.3: top-up into untreated storage), p. 9 (7.1: flow diagram with bypasses); ${SMALL}, p. 6 (hazard D)`,
      },
      {
        id: 'treatment-maintenance-contamination',
        title: 'Contamination during maintenance',
        eventDescription:
          'Germs are brought into the treated side of the supply while filters, lamps, pipes or tanks are being worked on.',
        possibleCauses:
          'Dirty hands or tools; a worker with a stomach bug; parts laid on the ground; tools used on wastewater then on the water supply.',
        existingIdentificationMeasures:
          'Maintenance records of who did what and when; E. coli test after major work; hygiene checklist signed by the contractor.',
        existingPreventiveMeasures:
          'A hygiene code of practice: hands washed and gloves worn, no one with gastro symptoms works on the supply, tools cleaned with 1% sodium hypochlorite and never shared with wastewater work, pipes flushed after work.',
        likelihood: 'low',
        residualRisk: 'low',
        improvementActions:
          'Write a one-page hygiene code and give it to every contractor; take a sample after major repairs.',
        source: `${DWQAR}, p. 9 (G11 hygiene code of practice)`,
      },
    ],
  },
  {
    id: 'storage',
    title: 'Storage tanks',
    supplyComponent: 'storage',
    risks: [
      {
        id: 'storage-contamination',
        title: 'Contamination in a tank',
        eventDescription:
          'Birds, rats, possums, insects or surface water get into a tank, or sludge builds up, and contaminate the stored water.',
        possibleCauses:
          'Lid not secured; inlets, vents or overflow not screened; cracked tank; underground tank taking in groundwater; sludge never removed.',
        existingIdentificationMeasures:
          'Lids, screens and overflows checked monthly; sludge level checked every 2 years; droppings or dead animals found; E. coli results.',
        existingPreventiveMeasures:
          'Secured lids; mesh of no more than 1.5 mm on inlets, overflows and vents; calmed inlet and floating outtake; untreated tank cleaned at least every 10 years, sooner if sludge builds up; treatment after the tank.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions: 'Replace missing mesh and secure the lids; book a tank clean and inspection.',
        source: `${ROOF}, p. 6 (6.2), p. 9 (7.3), p. 10 (7.4); ${MEDIUM}, p. 12 (Q 7.1); ${SMALL}, p. 6 (hazard E)`,
      },
      {
        id: 'storage-structural',
        title: 'Tank damaged or failing',
        eventDescription:
          'A tank cracks, leaks, slumps or its roof fails, letting contaminants in or losing the stored water.',
        possibleCauses:
          'Age and sun damage to plastic; earthquake or storm; vehicle strike; ground sinking under the tank pad; cracking concrete.',
        existingIdentificationMeasures:
          'Structure and roof inspected every year; water level dropping without use; wet ground around the base.',
        existingPreventiveMeasures:
          'Tanks on a level, compacted base; protected from vehicles; restrained against earthquakes where needed; yearly structural check.',
        likelihood: 'low',
        residualRisk: 'low',
        improvementActions:
          'Add bollards or a fence where vehicles pass; record each tank’s age and plan its replacement.',
        source: `${MEDIUM}, p. 10 (Q 5.4), p. 12 (Q 7.1: structural integrity checked annually); ${SMALL}, p. 6 (hazard E)`,
      },
      {
        id: 'storage-capacity',
        title: 'Not enough water stored',
        eventDescription:
          'Stored water runs out or drops too low for the school’s needs, especially in a dry summer or on a busy event day.',
        possibleCauses:
          'Long dry spell; leaks or a tap left running; more students, events or new buildings; tanks too small for the roof area and the people on site.',
        existingIdentificationMeasures:
          'Tank levels checked weekly, more often in summer; water use recorded; the demand and storage calculation in sections 2.5 and 2.6.',
        existingPreventiveMeasures:
          'Storage sized for the school’s demand (WaiKura’s guidance for roof water is at least 20 days); water-saving fittings; leak checks; a registered water carrier’s details kept ready.',
        likelihood: 'medium',
        residualRisk: 'medium',
        improvementActions:
          'Add a tank or more roof area if the storage calculation shows a shortfall; fit tank level gauges.',
        source: `${SMALL}, p. 3 (D: population and supply volume); ${MEDIUM}, p. 9 (Q 5.2); ${ROOF}, p. 6 (6.2: at least 96 hours of average demand in untreated storage), p. 11 (9: insufficient water); plan specification 9.7 (20 days for roof water)`,
      },
    ],
  },
  {
    id: 'distribution',
    title: 'Distribution: pipes and taps',
    supplyComponent: 'distribution',
    risks: [
      {
        id: 'distribution-backflow',
        title: 'Backflow into the drinking water',
        eventDescription:
          'Contaminated water is drawn back into the drinking water pipes when pressure drops, from a hose, tank, pool, sprayer, science room or other cross connection.',
        possibleCauses:
          'Hose left in a bucket of weedkiller or in the pool; no backflow device on the irrigation, laboratory or pool top-up; a cross connection to untreated roof water or stock water; an air gap lost because an overflow is blocked.',
        existingIdentificationMeasures:
          'Backflow survey of every connection; a register of medium- and high-risk connections; testable devices tested every year by a qualified tester; air gaps checked.',
        existingPreventiveMeasures:
          'Backflow protection matched to the risk (reduced pressure zone devices at high-risk points, check valves, air gaps); vacuum breakers on hose taps; installed to AS/NZS 3500.1.',
        likelihood: 'medium',
        residualRisk: 'high',
        improvementActions:
          'Have a certifying plumber survey the site for backflow risks; fit vacuum breakers on hose taps; test testable devices every year.',
        source: `${DWQAR}, p. 22-23 (D1.2); ${MEDIUM}, p. 26 (Appendix 11); ${SMALL}, p. 6 (backflow protection); ${RURAL}, p. 14 (8.4: testable devices tested each year)`,
      },
      {
        id: 'distribution-pipe-contamination',
        title: 'Contamination through broken or unsuitable pipes',
        eventDescription:
          'Germs or chemicals get into the pipes through a break or a repair, or leach from pipe materials, fittings and taps (for example lead).',
        possibleCauses:
          'Pipe dug up by a contractor; repair done without flushing and disinfecting; leaks where pressure drops; old brass or lead fittings with soft, corrosive water; pipes not made for drinking water.',
        existingIdentificationMeasures:
          'Leak checks and meter readings; inspection after any digging; E. coli test after repairs; metallic taste complaints followed up.',
        existingPreventiveMeasures:
          'Plastic pipes and fittings approved for drinking water (AS/NZS 4020); pipes buried at least 400 mm deep; repairs by a registered plumber, flushed and disinfected before use; pipe routes marked before digging.',
        likelihood: 'low',
        residualRisk: 'medium',
        improvementActions:
          'Show pipe routes on the schematic and check them before any digging; add flushing and disinfection to the repair procedure.',
        source: `${MEDIUM}, p. 10 (Q 5.4), p. 18 (Appendix 3: reticulation), p. 25 (Appendix 10); ${SMALL}, p. 6 (hazard E); ${DWQAR}, p. 20 (E. coli drawn in through pipe breaks)`,
      },
      {
        id: 'distribution-dead-end-stagnation',
        title: 'Stagnant water in little-used pipes',
        eventDescription:
          'Water sits in dead-end pipes or rarely used taps (for example over the school holidays), warms up and grows biofilm, or picks up metals from fittings.',
        possibleCauses:
          'Dead legs left after building alterations; classrooms or the pool block shut for weeks; school holidays; pipes far larger than the flow needs.',
        existingIdentificationMeasures:
          'Knowing which taps and buildings are little used; taste or smell complaints; samples from the far ends of the system.',
        existingPreventiveMeasures:
          'All taps flushed at the start of each term; dead legs removed; taps at the far ends run regularly.',
        likelihood: 'medium',
        residualRisk: 'low',
        improvementActions:
          'Add a start-of-term flushing round to the caretaker’s checklist; have a plumber cut unused pipes off at the junction.',
        source: `${DWQAR}, p. 21 (far ends of the network where sediment may accumulate); ${MEDIUM}, p. 18 (Appendix 3: biofilms in pipes)`,
      },
    ],
  },
];

/**
 * The register's components that each 2.2 treatment option brings (treatment_type option values).
 * First-flush diverters and leaf screens protect the source; their risks are the source water ones.
 * An activated carbon filter is a cartridge, with the cartridge risks (rating, replacement, bypass).
 */
const TREATMENT_COMPONENTS: Readonly<Record<string, readonly SupplyComponent[]>> = {
  first_flush: [],
  sediment_filter: ['pretreatment_sediment_filter', 'treatment_general'],
  cartridge_filter: ['cartridge_filtration', 'treatment_general'],
  carbon_filter: ['cartridge_filtration', 'treatment_general'],
  uv: ['uv', 'treatment_general'],
  chlorination: ['residual_chlorination', 'treatment_general'],
  other: ['treatment_general'],
  none: [],
};

/**
 * Which components a school has, from its 2.1 source_type and 2.2 treatment_type answers (all optional
 * inputs). Source water, storage and distribution always apply, whatever the sources; each treatment
 * brings its own component and, with any treatment at all, the general treatment risks (bypass,
 * hygiene). Unknown values are ignored. The answer is in register order, without repeats.
 */
export function componentsForSupply(input: {
  sourceTypes?: readonly string[];
  treatmentTypes?: readonly string[];
}): SupplyComponent[] {
  const have = new Set<SupplyComponent>(['source_water', 'storage', 'distribution']);
  for (const t of input.treatmentTypes ?? []) {
    for (const c of TREATMENT_COMPONENTS[t] ?? []) have.add(c);
  }
  return SUPPLY_COMPONENTS.map((c) => c.value).filter((c) => have.has(c));
}

/** Register risks for the given components, in register order, with their component. */
export function suggestionsFor(
  components: readonly SupplyComponent[],
): { component: SupplyComponent; risk: RegisterRisk }[] {
  const wanted = new Set(components);
  return RISK_REGISTER.filter((e) => wanted.has(e.supplyComponent)).flatMap((e) =>
    e.risks.map((risk) => ({ component: e.supplyComponent, risk })),
  );
}

/** A register risk by id (for a 4.1 row's `register_id`). */
export function findRegisterRisk(id: string): { component: SupplyComponent; risk: RegisterRisk } | undefined {
  for (const e of RISK_REGISTER) {
    const risk = e.risks.find((r) => r.id === id);
    if (risk) return { component: e.supplyComponent, risk };
  }
  return undefined;
}
