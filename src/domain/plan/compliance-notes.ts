/**
 * A small module the web can import without the forms (like compliance-levels.ts): notes shown beside
 * compliance messages.
 */
import { DEMAND_FIGURE_NOTE } from './demand';

/**
 * Where a message's figure or name comes from, shown beside the message wherever it appears. The
 * specification fixes these messages' words ("MOE"); the notes say what the regulator's texts do and do
 * not state (README reading rule 8, issue 14).
 */
export const MESSAGE_SOURCES: Readonly<Record<string, string>> = {
  'MOE-DWSP-2.09': DEMAND_FIGURE_NOTE,
  'MOE-DWSP-2.10':
    "The 90% minimum is WaiKura's plan specification (5.2), not a regulator's figure. Backflow protection itself is a control the regulator's template asks about (DWSP_Template_Small_26-100, p. 6).",
  'MOE-DWSP-4.01':
    "“MOE Table 4-1” is the plan specification's name for the risk table in 4.1 (from DWSP_Template_Small_26-100, pp. 5–6); it is not a Ministry document WaiKura holds.",
  'MOE-DWSP-4.03':
    "“MOE Table 4-1” is the plan specification's name for the risk table in 4.1 (from DWSP_Template_Small_26-100, pp. 5–6); it is not a Ministry document WaiKura holds.",
  'MOE-DWSP-6.06':
    'Taumata Arowai’s 24/7 line for an imminent risk of serious illness: DWSP_Template_Medium_101-500, p. 14.',
};
