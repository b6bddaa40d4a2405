/**
 * The steps of an incident, from the school's own 6.1 answers (issue 16): what the school said it will do,
 * in the order a person needs them on the day, with the regulator's 24/7 line and Hinekōrako always
 * there. Where 6.1 is not answered, the step says so and gives the regulator's minimum.
 */
import { fieldOf } from '../plan/forms';
import { NOTIFY_ADVICE, NOTIFY_ADVICE_SOURCE, TAUMATA_AROWAI_24_7 } from './incident-clock';

export interface IncidentStep {
  id: string;
  title: string;
  /** The school's own words from 6.1, or the minimum when 6.1 is empty. */
  detail: string;
  /** True when the detail is the school's own answer. */
  fromPlan: boolean;
  source?: string;
}

export interface Contact {
  name: string;
  role: string;
  phone: string;
  email: string;
  whenToCall: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function optionLabels(name: string, values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const field = fieldOf('contingency-plans', name) as
    | { options?: { value: string; label: string }[] }
    | undefined;
  return values.flatMap((v) => {
    const label = field?.options?.find((o) => o.value === v)?.label;
    return label ? [label] : [];
  });
}

/**
 * The contacts of an incident: 1.2's emergency and back-up contacts first (the school's own people for the
 * water), then 6.1's emergency contacts.
 */
export function incidentContacts(
  contingency: Record<string, unknown> | undefined,
  keyContacts?: Record<string, unknown>,
): Contact[] {
  const fromKey: Contact[] = [
    ['emergency_contact_name', 'emergency_contact_phone', 'Emergency contact (1.2)'],
    ['backup_contact_name', 'backup_contact_phone', 'Back-up contact (1.2)'],
  ].flatMap(([n, p, role]) => {
    const name = str(keyContacts?.[n as string]);
    const phone = str(keyContacts?.[p as string]);
    return name || phone ? [{ name, role: role as string, phone, email: '', whenToCall: '' }] : [];
  });
  const rows = contingency?.emergency_contacts;
  if (!Array.isArray(rows)) return fromKey;
  return [
    ...fromKey,
    ...rows.flatMap((r) => {
      if (!r || typeof r !== 'object') return [];
      const row = r as Record<string, unknown>;
      const contact = {
        name: str(row.name),
        role: str(row.role),
        phone: str(row.phone),
        email: str(row.email),
        whenToCall: str(row.when_to_call),
      };
      return contact.name || contact.phone ? [contact] : [];
    }),
  ];
}

export function incidentSteps(
  contingency: Record<string, unknown> | undefined,
  kind: 'water_quality' | 'supply_interruption' | 'other',
): IncidentStep[] {
  const c = contingency ?? {};
  const own = (id: string, title: string, answer: string, fallback: string, source?: string): IncidentStep =>
    answer
      ? { id, title, detail: answer, fromPlan: true, ...(source ? { source } : {}) }
      : { id, title, detail: fallback, fromPlan: false, ...(source ? { source } : {}) };
  const steps: IncidentStep[] = [];
  if (kind === 'water_quality')
    steps.push(
      own(
        'protect',
        'Stop people drinking the water',
        str(c.boil_water_notice_procedure),
        'Your plan (6.1) does not say how you will tell people. Tell everyone at school now not to drink the water unless it is boiled, and put up the boil-water notice.',
        'DWQAR_Guidance_for_Small_Supplies (draft), p. 16 (T1.1: advise consumers to boil water)',
      ),
    );
  if (kind === 'supply_interruption')
    steps.push(
      own(
        'alternative',
        'Get drinking water from somewhere else',
        str(c.alternative_supply_plan),
        'Your plan (6.1) does not say where other water comes from. Use bottled water, or top up only from a registered water carrier.',
        'Acceptable_Solution_Roof_Water (working draft), p. 7 (6.3 top up from a registered water carrier)',
      ),
    );
  const actions = optionLabels('response_actions', c.response_actions);
  steps.push(
    own(
      'respond',
      'Do what your plan says',
      [str(c.emergency_response_plan), ...actions.map((a) => `• ${a}`)].filter(Boolean).join('\n'),
      'Your plan (6.1) has no response written yet. Find and fix the cause, keep testing, and tell everyone who drinks the water.',
    ),
  );
  const who = str(c.regulator_notification_responsible);
  const how = str(c.regulator_notification_method);
  steps.push({
    id: 'notify',
    title: 'Tell Taumata Arowai',
    detail: [
      who ? `Who tells them: ${who}.` : 'Your plan does not name who tells them: the principal should.',
      how ? `How: ${how}` : '',
      `Use the notification function in Hinekōrako, or call the 24/7 line ${TAUMATA_AROWAI_24_7} if people could become seriously ill.`,
      NOTIFY_ADVICE,
    ]
      .filter(Boolean)
      .join('\n'),
    fromPlan: Boolean(who || how),
    source: NOTIFY_ADVICE_SOURCE,
  });
  if (kind === 'water_quality')
    steps.push({
      id: 'sample',
      title: 'Take follow-up samples',
      detail:
        'Keep testing for E. coli and total coliforms while you look for the cause, and after the fix, until the water tests clear. Record each follow-up sample here.',
      fromPlan: false,
      source: 'DWQAR_Guidance_for_Small_Supplies (draft), p. 16 (continue testing while you investigate)',
    });
  return steps;
}
