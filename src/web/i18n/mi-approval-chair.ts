import type { enApprovalChair } from './en-approval-chair';

/** Te reo Māori for inviting the board chair to approve the plan (en-approval-chair.ts). */
export const miApprovalChair: { readonly [K in keyof typeof enApprovalChair]: string } = {
  'approvalChair.heading': 'Tonoa te heamana o te poari kia whakaae',
  'approvalChair.text':
    'Ka tae atu he īmēra ki te heamana me tētahi hononga hei tautuhi kupuhipa. Ka taea e rātou te pānui i te mahere, engari e kore e taea te whakarerekē, ā, ka whakaae rātou ki konei me ō rātou ingoa me te rā.',
  'approvalChair.name': 'Te ingoa o te heamana o te poari',
  'approvalChair.email': 'Te wāhitau īmēra o te heamana o te poari',
  'approvalChair.emailHint': 'Ka tukuna te tono ki tēnei wāhitau.',
  'approvalChair.expiresAt': 'Ka mutu te urunga pānui-anake ā te',
  'approvalChair.expiresHint':
    'Te rā whakamutunga e taea ai e te heamana te pānui i te mahere. Ka taea e koe te tono anō ā muri ake.',
  'approvalChair.send': 'Tukuna te tono',
  'approvalChair.sent': 'Kua tukuna te tono ki a {email}.',
  'approvalChair.nameRequired': 'Tuhia te ingoa o te heamana o te poari.',
  'approvalChair.emailRequired': 'Tuhia he wāhitau īmēra, pērā i te chair@school.nz.',
  'approvalChair.dateRequired': 'Tuhia te rā whakamutunga o te urunga, pērā i te 2027-03-31.',
  'approvalChair.dateFuture': 'Kōwhiria he rā i muri i tēnei rā.',
};
