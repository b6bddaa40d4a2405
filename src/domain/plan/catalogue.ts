/**
 * The ONE plan catalogue. Every screen, route, progress figure, compliance rule, finder, redirect and
 * export reads the plan's structure from here. Canonical numbering is the platform specification's
 * 28-section table (part 7 Review, part 8 Appendix); the plan specification's eight `sectionId`s are
 * the keys of the eight parts. Totals are computed, never typed. See docs/decisions/003-plan-catalogue.md.
 */

/** The eight parts' ids, in plan order (the API documents them as these values). */
export const PART_IDS = [
  'school-details',
  'water-supply-system',
  'source-water-risk',
  'treatment-barriers',
  'monitoring-compliance',
  'contingency-plans',
  'review-process',
  'appendix',
] as const;
export type PartId = (typeof PART_IDS)[number];

export interface Subsection {
  id: string;
  title: string;
}

export interface PlanSection {
  /** Canonical number, e.g. "3.2". */
  number: string;
  /** Unique id across the plan, e.g. "catchment-activities". */
  id: string;
  /** The regulator's / specification's name for the section. */
  title: string;
  /** The plain-language question the section answers for school staff. */
  question: string;
  /** One line saying what the section holds. */
  description: string;
  /** Path under /schools/{schoolId}/ */
  path: string;
  subsections: readonly Subsection[];
}

export interface PlanPart {
  number: number;
  id: PartId;
  title: string;
  question: string;
  sections: readonly PlanSection[];
}

const s = (
  number: string,
  id: string,
  path: string,
  title: string,
  question: string,
  description: string,
  subsections: readonly Subsection[] = [],
): PlanSection => ({ number, id, path, title, question, description, subsections });

export const PLAN_PARTS: readonly PlanPart[] = [
  {
    number: 1,
    id: 'school-details',
    title: 'School Details',
    question: 'Who runs this water supply?',
    sections: [
      s(
        '1.1',
        'background',
        'school-details/background',
        'School background',
        'Tell us about your school',
        'The school, its address, roll and staff numbers, and who owns and operates the supply.',
      ),
      s(
        '1.2',
        'key-contacts',
        'school-details/key-contacts',
        'Key contacts',
        'Who do we call?',
        'The people responsible for the water supply and who to call in an emergency.',
      ),
    ],
  },
  {
    number: 2,
    id: 'water-supply-system',
    title: 'Description of Water Supply',
    question: 'What makes up your water supply?',
    sections: [
      s(
        '2.1',
        'source',
        'water-supply/source',
        'Water source',
        'Where does your water come from?',
        'Roof rainwater, bore, spring, stream or carted water, and where the source sits on site.',
      ),
      s(
        '2.2',
        'treatment',
        'water-supply/treatment',
        'Treatment',
        'How is your water made safe?',
        'Pre-treatment, filtration, UV disinfection and chlorination: what is installed and where.',
      ),
      s(
        '2.3',
        'storage',
        'water-supply/storage',
        'Storage',
        'Where is your water stored?',
        'Tanks and reservoirs: how many, how big, what they are made of and how they are covered.',
      ),
      s(
        '2.4',
        'distribution',
        'water-supply/distribution',
        'Distribution',
        'How does water reach the taps?',
        'Pumps, pipes, drinking fountains and backflow protection between the tanks and the taps.',
      ),
      s(
        '2.5',
        'daily-demand',
        'water-supply/daily-demand',
        'Daily demand',
        'How much water does your school use?',
        'Students, staff and visitors, and the daily volume they need on a normal and a peak day.',
      ),
      s(
        '2.6',
        'demand-storage',
        'water-supply/demand-storage',
        'Demand and storage',
        'Is there enough water stored?',
        'Required storage from daily demand, compared with the storage you have.',
      ),
      s(
        '2.7',
        'aerial-schematic',
        'water-supply/aerial-schematic',
        'Aerial photo and schematic',
        'What does your supply look like?',
        'A drawn diagram of the supply and photos of its parts.',
      ),
      s(
        '2.8',
        'resource-consent',
        'water-supply/resource-consent',
        'Resource consent',
        'Do you need permission to take the water?',
        'Any consent from the regional council to take or use the water.',
      ),
      s(
        '2.9',
        'te-mana-o-te-wai',
        'water-supply/te-mana-o-te-wai',
        'Te Mana o te Wai',
        'How does your school care for the water?',
        'How the school gives effect to Te Mana o te Wai and works with mana whenua.',
      ),
    ],
  },
  {
    number: 3,
    id: 'source-water-risk',
    title: 'Source Water Risk Management Plan',
    question: 'What could affect your water before it reaches the school?',
    sections: [
      s(
        '3.1',
        'catchment-description',
        'source-water-risk/catchment-description',
        'Catchment description',
        'What is around your water source?',
        'The land, roofs and water around the source, and what drains towards it.',
      ),
      s(
        '3.2',
        'catchment-activities',
        'source-water-risk/catchment-activities',
        'Impact of catchment activities',
        'What happens nearby that could affect your water?',
        'Farming, industry, houses and recreation near the source, and the risks they bring.',
        [
          { id: 'agriculture', title: 'Agriculture' },
          { id: 'industrial', title: 'Industrial' },
          { id: 'residential', title: 'Residential' },
          { id: 'recreational', title: 'Recreational' },
        ],
      ),
      s(
        '3.3',
        'water-quantity',
        'source-water-risk/water-quantity',
        'Water quantity',
        'Could you run out of water?',
        'Dry spells, low bore levels and what the school does when water runs short.',
      ),
      s(
        '3.4',
        'water-quality-issues',
        'source-water-risk/water-quality-issues',
        'Water quality issues',
        'Has your water had problems before?',
        'Past test failures, taste, colour or smell complaints, and their causes.',
      ),
      s(
        '3.5',
        'climate-change',
        'source-water-risk/climate-change',
        'Climate change',
        'How could changing weather affect your water?',
        'Drought, heavy rain, flooding and storms, and how the supply copes.',
      ),
      s(
        '3.6',
        'cyanobacteria',
        'source-water-risk/cyanobacteria',
        'Cyanobacteria',
        'Could toxic algae grow in your water?',
        'Blue-green algae risk in open water and tanks, and how it is watched.',
      ),
    ],
  },
  {
    number: 4,
    id: 'treatment-barriers',
    title: 'Risks and Improvement Actions',
    question: 'What can go wrong, and what will you do about it?',
    sections: [
      s(
        '4.1',
        'risk-assessment',
        'improvement-plan/risk-assessment',
        'Risk assessment',
        'What can go wrong with your water?',
        'Each hazard to the supply, how likely it is, how it is controlled and how you know the control works.',
        [
          { id: 'risk-identification', title: 'Risk identification' },
          { id: 'risk-analysis', title: 'Risk analysis' },
          { id: 'risk-evaluation', title: 'Risk evaluation' },
          { id: 'control-measures', title: 'Control measures' },
        ],
      ),
      s(
        '4.2',
        'improvement-schedule',
        'improvement-plan/improvement-schedule',
        'Improvement schedule',
        'What will you fix, by when?',
        'Improvement actions with an owner, a due date and a status.',
      ),
    ],
  },
  {
    number: 5,
    id: 'monitoring-compliance',
    title: 'Compliance, Maintenance and Reporting',
    question: 'How do you know your controls are working?',
    sections: [
      s(
        '5.1',
        'operations-maintenance',
        'compliance/operations-maintenance',
        'Operations and maintenance',
        'What routine checks keep the supply safe?',
        'Inspections, cleaning and servicing: what is done, how often and by whom.',
      ),
      s(
        '5.2',
        'monitoring-reporting',
        'compliance/monitoring-reporting',
        'Monitoring and reporting',
        'How is your water tested?',
        'Water sampling, what is tested, how often, and who sees the results.',
      ),
      s(
        '5.3',
        'maintenance-reporting',
        'compliance/maintenance-reporting',
        'Maintenance reporting',
        'How is maintenance recorded?',
        'How servicing and repairs are recorded and reported to the board.',
      ),
    ],
  },
  {
    number: 6,
    id: 'contingency-plans',
    title: 'Contingency Plans',
    question: 'What will you do if something goes wrong?',
    sections: [
      s(
        '6.1',
        'contingency-plans',
        'contingency-plans',
        'Contingency plans',
        'What is your plan for an incident?',
        'Incident response, boil-water notices, alternative water, emergency contacts and notifying the regulator.',
      ),
    ],
  },
  {
    number: 7,
    id: 'review-process',
    title: 'Review',
    question: 'How will you keep this plan up to date?',
    sections: [
      s(
        '7.1',
        'annual-process',
        'review/annual-process',
        'Annual review process',
        'How is the plan reviewed each year?',
        'Who reviews the plan, when, and how the board is told.',
      ),
      s(
        '7.2',
        'annual-review',
        'review/annual-review',
        'Annual review',
        'What changed at the last review?',
        'The record of each review: date, team, changes made and the next review date.',
      ),
    ],
  },
  {
    number: 8,
    id: 'appendix',
    title: 'Appendix',
    question: 'What records back up your plan?',
    sections: [
      s(
        '8.1',
        'water-quality-monitoring',
        'appendix/water-quality-monitoring',
        'Water quality monitoring',
        'What do your water test results show?',
        'Water test results, with the laboratory and the date of each sample.',
      ),
      s(
        '8.2',
        'appendix-operations-maintenance',
        'appendix/operations-maintenance',
        'Operations and maintenance records',
        'Where are the operating records kept?',
        'Logs of checks, cleaning and readings that show the supply is run as planned.',
      ),
      s(
        '8.3',
        'maintenance-servicing',
        'appendix/maintenance-servicing',
        'Maintenance and servicing',
        'Who services your equipment?',
        'Service reports, filter and UV lamp changes, and contractor visits.',
      ),
    ],
  },
];

export const PLAN_SECTIONS: readonly PlanSection[] = PLAN_PARTS.flatMap((p) => p.sections);

export const PART_COUNT = PLAN_PARTS.length;
export const SECTION_COUNT = PLAN_SECTIONS.length;

export function partOf(sectionId: string): PlanPart | undefined {
  return PLAN_PARTS.find((p) => p.sections.some((x) => x.id === sectionId));
}

export function findSectionById(id: string): PlanSection | undefined {
  return PLAN_SECTIONS.find((x) => x.id === id);
}

export function findSectionByNumber(number: string): PlanSection | undefined {
  return PLAN_SECTIONS.find((x) => x.number === number);
}

/** The route of a section for a school. */
export function sectionRoute(schoolId: string, section: PlanSection): string {
  return `/schools/${encodeURIComponent(schoolId)}/${section.path}`;
}
